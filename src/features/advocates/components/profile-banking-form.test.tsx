import { act, screen, within } from '@testing-library/react'
import { resetToasts } from '@/components/ui/use-toast'
import { OFFLINE_ERROR } from '@/lib/api-error'
import type { BankDetails, MyAdvocateProfile } from '../schemas/profile'
import {
  ADVOCATE_ID,
  createFakeProfileClient,
  filledProfile,
  NETWORK_ERROR,
  upiBankDetails,
} from '../testing/fake-profile-client'
import { renderProfileCard } from '../testing/render-my-profile'
import { ProfileBankingForm } from './profile-banking-form'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

function openBanking({
  profile = filledProfile(),
  bankDetails = null,
}: { profile?: MyAdvocateProfile | null; bankDetails?: BankDetails | null } = {}) {
  const fake = createFakeProfileClient({ profile, bankDetails })
  loadSupabase.mockResolvedValue(fake.client)
  const view = renderProfileCard(
    'Banking details',
    <ProfileBankingForm bankDetails={bankDetails} />,
    { profile, bankDetails },
  )
  const card = within(screen.getByRole('region', { name: 'Banking details' }))
  return { ...view, fake, card }
}

describe('Banking details', () => {
  afterEach(() => act(() => resetToasts()))

  it('says that only the advocate can see them', async () => {
    const { card } = openBanking()
    expect(
      card.getByText('Stored separately from your profile: only you can see them, never clients.'),
    ).toBeInTheDocument()
  })

  it('asks for the account holder and a valid UPI ID', async () => {
    const { user, fake, card } = openBanking()
    expect(card.getByRole('radio', { name: 'UPI' })).toBeChecked()
    await user.type(card.getByLabelText('Account holder'), 'M')
    await user.type(card.getByLabelText('UPI ID'), 'meera.okaxis')
    await user.click(card.getByRole('button', { name: 'Save banking details' }))

    expect(
      await card.findByText("Enter the account holder's name (2–100 characters)"),
    ).toBeInTheDocument()
    expect(card.getByText('Enter a valid UPI ID, like name@bank')).toBeInTheDocument()
    expect(fake.writes).toEqual([])
  })

  it('asks for an account number of 9 to 18 digits and a valid IFSC with a bank account', async () => {
    const { user, fake, card } = openBanking()
    await user.type(card.getByLabelText('Account holder'), 'Meera Krishnan')
    await user.click(card.getByRole('radio', { name: 'Bank account' }))
    expect(card.queryByLabelText('UPI ID')).not.toBeInTheDocument()
    await user.type(card.getByLabelText('Account number'), '12345678')
    await user.type(card.getByLabelText('IFSC'), 'SBIN1234567')
    await user.click(card.getByRole('button', { name: 'Save banking details' }))

    expect(await card.findByText('Enter your account number: 9 to 18 digits')).toBeInTheDocument()
    expect(card.getByText('Enter a valid IFSC, like SBIN0001234')).toBeInTheDocument()
    expect(fake.writes).toEqual([])
  })

  it('saves an account with the IFSC in capitals and no UPI ID, and says so', async () => {
    const { user, fake, card } = openBanking({ bankDetails: upiBankDetails() })
    expect(card.getByLabelText('UPI ID')).toHaveValue('meera@okaxis')
    await user.click(card.getByRole('radio', { name: 'Bank account' }))
    await user.type(card.getByLabelText('Account number'), '1234 5678 9012')
    await user.type(card.getByLabelText('IFSC'), 'sbin0001234')
    await user.click(card.getByRole('button', { name: 'Save banking details' }))

    expect(await screen.findByText('Banking details saved.')).toBeInTheDocument()
    // The profile row exists: only the bank row is written.
    expect(fake.writes.map(({ values }) => values)).toEqual([
      {
        advocate_id: ADVOCATE_ID,
        account_holder: 'Meera Krishnan',
        upi_id: null,
        account_number: '123456789012',
        ifsc: 'SBIN0001234',
      },
    ])
    expect(card.getByLabelText('IFSC')).toHaveValue('SBIN0001234')
  })

  it('saves a UPI ID before anything else, creating the empty profile so that it counts', async () => {
    const { user, fake, card } = openBanking({ profile: null })
    await user.type(card.getByLabelText('Account holder'), 'Meera Krishnan')
    await user.type(card.getByLabelText('UPI ID'), 'meera@okaxis')
    await user.click(card.getByRole('button', { name: 'Save banking details' }))

    expect(await screen.findByText('Banking details saved.')).toBeInTheDocument()
    expect(fake.writes.map(({ table }) => table)).toEqual([
      'advocate_profiles',
      'advocate_bank_details',
    ])
  })

  it("shows the server's refusal and keeps what was typed", async () => {
    const { user, fake, card } = openBanking()
    fake.failures['advocate_bank_details:upsert'] = NETWORK_ERROR
    await user.type(card.getByLabelText('Account holder'), 'Meera Krishnan')
    await user.type(card.getByLabelText('UPI ID'), 'meera@okaxis')
    await user.click(card.getByRole('button', { name: 'Save banking details' }))

    expect(await card.findByRole('alert')).toHaveTextContent(OFFLINE_ERROR)
    expect(card.getByLabelText('Account holder')).toHaveValue('Meera Krishnan')
    expect(card.getByLabelText('UPI ID')).toHaveValue('meera@okaxis')
  })
})
