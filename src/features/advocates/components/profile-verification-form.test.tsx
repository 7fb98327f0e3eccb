import { act, screen, within } from '@testing-library/react'
import { resetToasts } from '@/components/ui/use-toast'
import { useMyProfile } from '../api/get-my-profile'
import type { MyAdvocateProfile } from '../schemas/profile'
import {
  ADVOCATE_ID,
  createFakeProfileClient,
  emptyProfile,
  filledProfile,
} from '../testing/fake-profile-client'
import { renderProfileCard } from '../testing/render-my-profile'
import { PENDING_REVIEW_NOTE, ProfileVerificationForm } from './profile-verification-form'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

/** The card as the page shows it: the form follows the page's copy of the row. */
function VerificationCard() {
  const { data } = useMyProfile()
  return <ProfileVerificationForm profile={data?.profile ?? null} />
}

function openVerification(profile: MyAdvocateProfile | null = null) {
  const fake = createFakeProfileClient({ profile })
  loadSupabase.mockResolvedValue(fake.client)
  const view = renderProfileCard('Verification documents', <VerificationCard />, { profile })
  const card = within(screen.getByRole('region', { name: 'Verification documents' }))
  return { ...view, fake, card }
}

describe('Verification documents', () => {
  afterEach(() => act(() => resetToasts()))

  it.each([
    ['no details yet', emptyProfile(), 'Not submitted'],
    ['details waiting for review', filledProfile(), 'Pending review'],
    ['a verified profile', filledProfile({ verification_status: 'verified' }), 'Verified'],
    [
      'a rejected profile, with the reason',
      filledProfile({
        verification_status: 'rejected',
        verification_reason: 'The enrolment number does not match the roll.',
      }),
      'Rejected: The enrolment number does not match the roll.',
    ],
  ])('shows the status of %s', async (_, profile, status) => {
    const { card } = openVerification(profile)
    expect(await card.findByText(status)).toBeInTheDocument()
    if (profile.verification_status === 'pending')
      expect(card.getByText(PENDING_REVIEW_NOTE)).toBeInTheDocument()
    else expect(card.queryByText(PENDING_REVIEW_NOTE)).not.toBeInTheDocument()
  })

  it('says that a change goes back to review and that there is nothing to upload yet', async () => {
    const { card } = openVerification()
    expect(
      card.getByText('Changing these details sends your profile back for review.'),
    ).toBeInTheDocument()
    expect(card.getByText(/Document uploads are not available yet/)).toBeInTheDocument()
    expect(card.queryByLabelText(/upload/i)).not.toBeInTheDocument()
  })

  it('says what is wrong with each field and saves nothing', async () => {
    const { user, fake, card } = openVerification()
    await user.click(card.getByRole('button', { name: 'Save verification documents' }))
    expect(
      await card.findByText('Enter your Bar Council enrolment number, like MAH/1234/2015'),
    ).toBeInTheDocument()
    expect(card.getByText('Choose your State Bar Council')).toBeInTheDocument()

    await user.type(card.getByLabelText('Bar Council enrolment number'), 'MAH/ABC')
    await user.click(card.getByRole('button', { name: 'Save verification documents' }))
    expect(
      await card.findByText(
        'Use 3–30 letters, digits, spaces, /, - or . with at least one digit, like MAH/1234/2015',
      ),
    ).toBeInTheDocument()
    expect(fake.writes).toEqual([])
  })

  it('submits the details, which puts the profile in review', async () => {
    const { user, fake, card } = openVerification(emptyProfile())
    await user.type(card.getByLabelText('Bar Council enrolment number'), ' MAH/1234/2011 ')
    await user.selectOptions(
      card.getByLabelText('State Bar Council'),
      'Bar Council of Maharashtra and Goa',
    )
    await user.click(card.getByRole('button', { name: 'Save verification documents' }))

    expect(await screen.findByText('Verification documents saved.')).toBeInTheDocument()
    expect(fake.writes.map(({ values }) => values)).toEqual([
      {
        id: ADVOCATE_ID,
        bar_council_enrolment_no: 'MAH/1234/2011',
        state_bar_council: 'Bar Council of Maharashtra and Goa',
      },
    ])
    expect(card.getByText('Pending review')).toBeInTheDocument()
    expect(card.getByText(PENDING_REVIEW_NOTE)).toBeInTheDocument()
  })
})
