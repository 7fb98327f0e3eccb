// @vitest-environment node
import {
  ADVOCATE_ID,
  createFakeProfileClient,
  filledProfile,
  upiBankDetails,
} from '../testing/fake-profile-client'
import { getMyProfile, myProfileQueryOptions } from './get-my-profile'

describe('getMyProfile', () => {
  it('reads the own profile row and bank row', async () => {
    const profile = filledProfile()
    const bankDetails = upiBankDetails()
    const fake = createFakeProfileClient({ profile, bankDetails })

    await expect(getMyProfile(fake.client, ADVOCATE_ID)).resolves.toEqual({
      profile,
      bankDetails,
      hasBankDetails: true,
    })
    expect(fake.from).toHaveBeenCalledWith('advocate_profiles')
    expect(fake.from).toHaveBeenCalledWith('advocate_bank_details')
  })

  it('answers null for what is not saved yet', async () => {
    const fake = createFakeProfileClient()
    await expect(getMyProfile(fake.client, ADVOCATE_ID)).resolves.toEqual({
      profile: null,
      bankDetails: null,
      hasBankDetails: false,
    })
  })

  it('throws when either read fails', async () => {
    const fake = createFakeProfileClient({ profile: filledProfile() })
    fake.failures['advocate_bank_details:select'] = { code: '42501', message: 'permission denied' }
    await expect(getMyProfile(fake.client, ADVOCATE_ID)).rejects.toMatchObject({ code: '42501' })
  })

  it('refuses a row in another shape', async () => {
    const fake = createFakeProfileClient()
    fake.tables.advocate_profiles.push({ ...filledProfile(), verification_status: 'approved' })
    await expect(getMyProfile(fake.client, ADVOCATE_ID)).rejects.toThrow('unexpected shape')
  })

  it('is cached per user under the advocates key', () => {
    expect(myProfileQueryOptions(ADVOCATE_ID).queryKey).toEqual([
      'advocates',
      'my-profile',
      ADVOCATE_ID,
    ])
  })
})
