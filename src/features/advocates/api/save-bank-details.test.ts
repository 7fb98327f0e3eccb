// @vitest-environment node
import {
  ADVOCATE_ID,
  createFakeProfileClient,
  filledProfile,
  upiBankDetails,
} from '../testing/fake-profile-client'
import { saveBankDetails } from './save-bank-details'

const ACCOUNT = {
  account_holder: 'Meera Krishnan',
  upi_id: null,
  account_number: '123456789012',
  ifsc: 'SBIN0001234',
}

describe('saveBankDetails', () => {
  it('upserts the row by advocate_id and returns it', async () => {
    const fake = createFakeProfileClient({
      profile: filledProfile(),
      bankDetails: upiBankDetails(),
    })
    const saved = await saveBankDetails(fake.client, ADVOCATE_ID, ACCOUNT)

    expect(fake.writes).toEqual([
      {
        table: 'advocate_bank_details',
        values: { advocate_id: ADVOCATE_ID, ...ACCOUNT },
        options: { onConflict: 'advocate_id' },
      },
    ])
    // The UPI ID of before is cleared: only one way of being paid is kept.
    expect(saved).toMatchObject({ ...ACCOUNT, upi_id: null })
  })

  it('first makes sure a profile row exists when asked, without touching one that does', async () => {
    const fake = createFakeProfileClient()
    await saveBankDetails(fake.client, ADVOCATE_ID, ACCOUNT, { ensureProfile: true })

    expect(fake.writes[0]).toEqual({
      table: 'advocate_profiles',
      values: { id: ADVOCATE_ID },
      options: { onConflict: 'id', ignoreDuplicates: true },
    })
    expect(fake.tables.advocate_profiles).toHaveLength(1)
    expect(fake.tables.advocate_bank_details).toHaveLength(1)
  })

  it('throws the database’s refusal and saves nothing more', async () => {
    const fake = createFakeProfileClient()
    fake.failures['advocate_profiles:upsert'] = { code: '42501', message: 'permission denied' }
    await expect(
      saveBankDetails(fake.client, ADVOCATE_ID, ACCOUNT, { ensureProfile: true }),
    ).rejects.toMatchObject({ code: '42501' })
    expect(fake.tables.advocate_bank_details).toHaveLength(0)
  })
})
