// @vitest-environment node
import { OFFLINE_ERROR } from '@/lib/api-error'
import {
  ADVOCATE_ID,
  createFakeProfileClient,
  filledProfile,
  NETWORK_ERROR,
} from '../testing/fake-profile-client'
import { saveProfile, toSaveError } from './save-profile'

describe('saveProfile', () => {
  it('creates the row on the first save with the group’s columns and the owner’s id', async () => {
    const fake = createFakeProfileClient()
    const saved = await saveProfile(fake.client, ADVOCATE_ID, {
      display_name: 'Adv. Meera Krishnan',
      city: 'Pune',
      state: 'Maharashtra',
      languages: ['English'],
      bio: null,
    })

    expect(fake.writes).toEqual([
      {
        table: 'advocate_profiles',
        values: {
          id: ADVOCATE_ID,
          display_name: 'Adv. Meera Krishnan',
          city: 'Pune',
          state: 'Maharashtra',
          languages: ['English'],
          bio: null,
        },
        options: undefined,
      },
    ])
    expect(saved).toMatchObject({
      id: ADVOCATE_ID,
      city: 'Pune',
      verification_status: 'unverified',
    })
  })

  it('returns the row as the database left it (enrolment details → pending)', async () => {
    const fake = createFakeProfileClient({
      profile: filledProfile({ verification_status: 'verified' }),
    })
    const saved = await saveProfile(fake.client, ADVOCATE_ID, {
      bar_council_enrolment_no: 'MAH/9999/2011',
      state_bar_council: 'Bar Council of Maharashtra and Goa',
    })
    expect(saved.verification_status).toBe('pending')
    expect(saved.display_name).toBe('Adv. Meera Krishnan')
  })

  it('throws the database’s refusal', async () => {
    const fake = createFakeProfileClient()
    fake.failures['advocate_profiles:upsert'] = {
      code: 'LS015',
      message: 'Only advocate accounts have an advocate profile.',
    }
    await expect(
      saveProfile(fake.client, ADVOCATE_ID, {
        practice_areas: ['Civil Law'],
        courts: ['Pune District Court'],
        enrolment_year: 2011,
        fee_inr: null,
      }),
    ).rejects.toMatchObject({ code: 'LS015' })
  })
})

describe('toSaveError', () => {
  it('keeps the server’s message', () => {
    expect(toSaveError({ code: 'LS015', message: 'Only advocate accounts…' }).message).toBe(
      'Only advocate accounts…',
    )
    expect(toSaveError(new Error('new row violates check constraint')).message).toBe(
      'new row violates check constraint',
    )
  })

  it('explains a request that never reached the server', () => {
    expect(toSaveError(NETWORK_ERROR).message).toBe(OFFLINE_ERROR)
    expect(toSaveError(new TypeError('Failed to fetch')).message).toBe(OFFLINE_ERROR)
  })
})
