import { act, screen, waitFor, within } from '@testing-library/react'
import { resetToasts } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import {
  COMPLETE_BIO,
  createFakeProfileClient,
  filledProfile,
  upiBankDetails,
} from '../testing/fake-profile-client'
import { renderMyProfile } from '../testing/render-my-profile'
import { CLIENT_EXPLANATION } from '../components/profile-not-for-clients'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

const checklistItems = () =>
  within(screen.getByRole('list', { name: 'Profile checklist' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('My Profile', () => {
  beforeEach(() => loadSupabase.mockReset())
  afterEach(() => act(() => resetToasts()))

  it('explains to a client that the page is for advocates, and reads nothing', () => {
    renderMyProfile({ role: 'client' })

    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument()
    expect(screen.getByText('Advocate profiles are for advocates')).toBeInTheDocument()
    expect(screen.getByText(CLIENT_EXPLANATION)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Find Advocates' })).toHaveAttribute(
      'href',
      paths.advocates.getHref(),
    )
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument()
    expect(loadSupabase).not.toHaveBeenCalled()
  })

  it('shows the completion, the checklist and the four cards from the saved rows', async () => {
    loadSupabase.mockResolvedValue(createFakeProfileClient({ profile: filledProfile() }).client)
    renderMyProfile()

    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…')
    const bar = await screen.findByRole('progressbar', { name: 'Profile completion' })
    expect(bar).toHaveAttribute('aria-valuenow', '63')
    expect(checklistItems()).toEqual([
      'Basic informationDone',
      'Professional detailsDone',
      'Verification documentsPending',
      'Banking detailsMissing',
    ])
    for (const name of [
      'Basic information',
      'Professional details',
      'Verification documents',
      'Banking details',
    ]) {
      const card = screen.getByRole('region', { name })
      expect(within(card).getByRole('button', { name: /^Save/ })).toHaveTextContent(/^Save/)
    }
    expect(screen.getByLabelText('Display name')).toHaveValue('Adv. Meera Krishnan')
  })

  it('starts a new advocate at 0% with empty forms', async () => {
    loadSupabase.mockResolvedValue(createFakeProfileClient().client)
    renderMyProfile()

    const bar = await screen.findByRole('progressbar', { name: 'Profile completion' })
    expect(bar).toHaveAttribute('aria-valuenow', '0')
    expect(screen.getByLabelText('Display name')).toHaveValue('')
    expect(screen.getByText('Not submitted')).toBeInTheDocument()
  })

  it('explains a failed load and loads again on Try again', async () => {
    const failing = createFakeProfileClient()
    failing.failures['advocate_profiles:select'] = { message: 'Failed to fetch', code: '' }
    loadSupabase.mockResolvedValue(failing.client)
    const { user } = renderMyProfile()

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load your profile.")
    expect(alert).toHaveTextContent('Failed to fetch')

    loadSupabase.mockResolvedValue(
      createFakeProfileClient({ profile: filledProfile(), bankDetails: upiBankDetails() }).client,
    )
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    const bar = await screen.findByRole('progressbar', { name: 'Profile completion' })
    expect(bar).toHaveAttribute('aria-valuenow', '88')
  })

  it('counts a saved part in the completion at once', async () => {
    const waiting = filledProfile({
      bio: null,
      bar_council_enrolment_no: null,
      state_bar_council: null,
      verification_status: 'unverified',
    })
    loadSupabase.mockResolvedValue(createFakeProfileClient({ profile: waiting }).client)
    const { user } = renderMyProfile()
    const basic = within(await screen.findByRole('region', { name: 'Basic information' }))
    expect(checklistItems()[0]).toBe('Basic informationMissing')
    await user.click(basic.getByLabelText('Bio'))
    await user.paste(COMPLETE_BIO)
    await user.click(basic.getByRole('button', { name: 'Save basic information' }))

    expect(await screen.findByText('Basic information saved.')).toBeInTheDocument()
    expect(checklistItems()[0]).toBe('Basic informationDone')
    expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    )
  })

  it('shows submitted enrolment details as pending in the checklist', async () => {
    loadSupabase.mockResolvedValue(createFakeProfileClient().client)
    const { user } = renderMyProfile()
    const verification = within(
      await screen.findByRole('region', { name: 'Verification documents' }),
    )
    await user.click(verification.getByLabelText('Bar Council enrolment number'))
    await user.paste('MAH/1234/2011')
    await user.selectOptions(
      verification.getByLabelText('State Bar Council'),
      'Bar Council of Maharashtra and Goa',
    )
    await user.click(verification.getByRole('button', { name: 'Save verification documents' }))

    expect(await screen.findByText('Verification documents saved.')).toBeInTheDocument()
    expect(verification.getByText('Pending review')).toBeInTheDocument()
    expect(checklistItems()[2]).toBe('Verification documentsPending')
    expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuenow',
      '13',
    )
  })

  it('counts bank details saved before anything else', async () => {
    const fake = createFakeProfileClient()
    loadSupabase.mockResolvedValue(fake.client)
    const { user } = renderMyProfile()
    const banking = within(await screen.findByRole('region', { name: 'Banking details' }))
    await user.click(banking.getByLabelText('Account holder'))
    await user.paste('Meera Krishnan')
    await user.click(banking.getByLabelText('UPI ID'))
    await user.paste('meera@okaxis')
    await user.click(banking.getByRole('button', { name: 'Save banking details' }))

    expect(await screen.findByText('Banking details saved.')).toBeInTheDocument()
    await waitFor(() => expect(checklistItems()[3]).toBe('Banking detailsDone'))
    expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    )
    expect(fake.tables.advocate_profiles).toHaveLength(1)
  })
})
