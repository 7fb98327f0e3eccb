import { act, screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import type { UserEvent } from '@testing-library/user-event'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import { OFFLINE_ERROR } from '@/lib/api-error'
import type { AuthState } from '@/lib/auth'
import { buildSignedInAuth } from '@/testing/factories'
import { withRealBackend, type SignedInMember } from '@/testing/real-backend'
import { renderApp } from '@/testing/render'
import { myProfileKeys, useMyProfile, type MyProfile } from '../api/get-my-profile'
import { ProfileBankingForm } from '../components/profile-banking-form'
import { ProfileBasicForm } from '../components/profile-basic-form'
import { ProfileFormCard } from '../components/profile-form-card'
import { CLIENT_EXPLANATION } from '../components/profile-not-for-clients'
import { ProfileProfessionalForm } from '../components/profile-professional-form'
import {
  PENDING_REVIEW_NOTE,
  ProfileVerificationForm,
} from '../components/profile-verification-form'
import type { BankDetails, MyAdvocateProfile } from '../schemas/profile'
import { COMPLETE_BIO, emptyProfile, filledProfile, upiBankDetails } from '../testing/factories'
import { writeMyProfile } from '../testing/scenes'
import { Component as MyProfilePage } from './my-profile'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

// The advocate's own profile page and its four cards on the real backend: the rows saved, the
// enrolment rule (details submitted -> pending), the empty profile made for early bank details and
// the completion are the database's; faults only for the network.
const backend = withRealBackend()
const { faults, sql } = backend

afterEach(() => act(() => resetToasts()))

type Rows = { profile?: MyAdvocateProfile | null; bankDetails?: BankDetails | null }

/** A new advocate, signed in, whose saved rows are `profile` and `bankDetails` (none unless told). */
async function advocate({ profile = null, bankDetails = null }: Rows = {}) {
  const me = await backend.signUp({ name: 'Meera Krishnan', role: 'advocate' })
  if (profile) await writeMyProfile(sql, me.id, profile, bankDetails)
  loadSupabase.mockResolvedValue(me.client)
  return me
}

/** /dashboard/profile with the toaster, signed in as given. */
function renderMyProfile(auth: AuthState) {
  return renderApp(
    <>
      <MyProfilePage />
      <Toaster />
    </>,
    { auth, url: paths.profile.getHref() },
  )
}

/**
 * One card of the page with its form and the toaster, as the page shows it after reading the rows
 * of a new advocate (the page's cache holds them too). Lighter than the whole page.
 */
async function renderProfileCard(
  title: string,
  form: (profile: MyAdvocateProfile | null) => ReactElement,
  rows: Rows = {},
) {
  const me = await advocate(rows)
  const profile = rows.profile ? { ...rows.profile, id: me.id } : null
  const bankDetails = rows.bankDetails ?? null
  const view = renderApp(
    <>
      <ProfileFormCard title={title} description="">
        {form(profile)}
      </ProfileFormCard>
      <Toaster />
    </>,
    { auth: me.auth, url: paths.profile.getHref() },
  )
  view.queryClient.setQueryData<MyProfile>(myProfileKeys.of(me.id), {
    profile,
    bankDetails,
    hasBankDetails: bankDetails !== null,
  })
  const card = within(screen.getByRole('region', { name: title }))
  return { ...view, me, card }
}

/** The requests that wrote to the database. */
const writes = () => faults.requests.filter((route) => /^(POST|PATCH) \/rest\/v1\//.test(route))

const savedProfile = (me: SignedInMember) =>
  sql('select * from public.advocate_profiles where id = $1', [me.id]).then(([row]) => row)
const savedBankDetails = (me: SignedInMember) =>
  sql(
    'select account_holder, upi_id, account_number, ifsc from public.advocate_bank_details where advocate_id = $1',
    [me.id],
  )

const checklistItems = () =>
  within(screen.getByRole('list', { name: 'Profile checklist' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('My Profile', () => {
  beforeEach(() => loadSupabase.mockReset())

  it('explains to a client that the page is for advocates, and reads nothing', () => {
    renderMyProfile(buildSignedInAuth({ role: 'client' }))

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
    renderMyProfile((await advocate({ profile: filledProfile() })).auth)

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
    renderMyProfile((await advocate()).auth)

    const bar = await screen.findByRole('progressbar', { name: 'Profile completion' })
    expect(bar).toHaveAttribute('aria-valuenow', '0')
    expect(screen.getByLabelText('Display name')).toHaveValue('')
    expect(screen.getByText('Not submitted')).toBeInTheDocument()
  })

  it('explains a failed load and loads again on Try again', async () => {
    const me = await advocate({ profile: filledProfile(), bankDetails: upiBankDetails() })
    faults.failNext('GET /rest/v1/advocate_profiles', {
      code: 'XX000',
      message: 'Failed to fetch',
      status: 500,
    })
    const { user } = renderMyProfile(me.auth)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load your profile.")
    expect(alert).toHaveTextContent('Failed to fetch')

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
    const { user } = renderMyProfile((await advocate({ profile: waiting })).auth)
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
    const me = await advocate()
    const { user } = renderMyProfile(me.auth)
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
    // The database put the profile in review.
    expect((await savedProfile(me))?.verification_status).toBe('pending')
    expect(verification.getByText('Pending review')).toBeInTheDocument()
    expect(checklistItems()[2]).toBe('Verification documentsPending')
    expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuenow',
      '13',
    )
  })

  it('counts bank details saved before anything else', async () => {
    const me = await advocate()
    const { user } = renderMyProfile(me.auth)
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
    expect(await savedProfile(me)).toMatchObject({ verification_status: 'unverified' })
  })
})

const BIO = 'Civil and property matters in Pune since 2011; I explain every step in plain words.'

const openBasicInformation = (profile: MyAdvocateProfile | null = null) =>
  renderProfileCard('Basic information', (row) => <ProfileBasicForm profile={row} />, { profile })

describe('Basic information', () => {
  it('says what is wrong with each field and saves nothing', async () => {
    const { user, card } = await openBasicInformation()
    await user.type(card.getByLabelText('Display name'), 'M')
    await user.type(card.getByLabelText('City'), 'P')
    await user.click(card.getByRole('button', { name: 'Save basic information' }))

    expect(
      await card.findByText('Enter your name as clients should see it (2–100 characters)'),
    ).toBeInTheDocument()
    expect(card.getByText('Enter your city (2–80 characters)')).toBeInTheDocument()
    expect(card.getByText('Choose your state')).toBeInTheDocument()
    expect(card.getByText('Choose at least one language you work in')).toBeInTheDocument()
    expect(card.getByLabelText('City')).toHaveAccessibleDescription(
      'Enter your city (2–80 characters)',
    )
    expect(writes()).toEqual([])
  })

  it('allows at most 10 languages', async () => {
    const nine = ['English', 'Hindi', 'Bengali', 'Marathi', 'Telugu', 'Tamil', 'Gujarati', 'Urdu']
    const { user, card } = await openBasicInformation(
      emptyProfile({ languages: [...nine, 'Kannada'] }),
    )
    const languages = within(card.getByRole('group', { name: 'Languages' }))
    expect(languages.getByText(/^9 chosen, up to 10\.$/)).toBeInTheDocument()
    await user.click(languages.getByRole('checkbox', { name: 'Odia' }))

    expect(
      languages.getByText(/^10 chosen, up to 10\. To pick another, first clear one\.$/),
    ).toBeInTheDocument()
    expect(languages.getByRole('checkbox', { name: 'Punjabi' })).toBeDisabled()
    await user.click(languages.getByRole('checkbox', { name: 'Odia' }))
    expect(languages.getByRole('checkbox', { name: 'Punjabi' })).toBeEnabled()
  })

  it('counts the bio as it is typed', async () => {
    const { user, card } = await openBasicInformation()
    await user.click(card.getByLabelText('Bio'))
    await user.paste('Forty-nine characters of bio text, not quite 50.')
    expect(card.getByLabelText('Bio')).toHaveAccessibleDescription(
      /^48 \/ 2,000 characters\. At least 50 complete this part of your profile\.$/,
    )
  })

  it('saves the group, says so, and has the dashboard read its status again', async () => {
    const { user, me, card, queryClient } = await openBasicInformation()
    queryClient.setQueryData(['advocates', 'profile-status'], { status: null })
    await user.type(card.getByLabelText('Display name'), '  Adv. Meera Krishnan ')
    await user.type(card.getByLabelText('City'), 'Pune')
    await user.selectOptions(card.getByLabelText('State'), 'Maharashtra')
    const languages = within(card.getByRole('group', { name: 'Languages' }))
    await user.click(languages.getByRole('checkbox', { name: 'Marathi' }))
    await user.click(languages.getByRole('checkbox', { name: 'English' }))
    await user.click(card.getByLabelText('Bio'))
    await user.paste(BIO)
    await user.click(card.getByRole('button', { name: 'Save basic information' }))

    expect(await screen.findByText('Basic information saved.')).toBeInTheDocument()
    expect(screen.getByText('Saved')).toBeInTheDocument()
    expect(await savedProfile(me)).toMatchObject({
      display_name: 'Adv. Meera Krishnan',
      city: 'Pune',
      state: 'Maharashtra',
      // In the list's order, whatever order they were ticked in.
      languages: ['English', 'Marathi'],
      bio: BIO,
    })
    expect(card.getByLabelText('Display name')).toHaveValue('Adv. Meera Krishnan')
    // The dashboard's status is read again.
    expect(queryClient.getQueryState(['advocates', 'profile-status'])?.isInvalidated).toBe(true)
  })

  it("shows the server's refusal in the card and keeps what was typed", async () => {
    const { user, card } = await openBasicInformation(emptyProfile())
    faults.failNext('POST /rest/v1/advocate_profiles', {
      code: '23514',
      message: 'new row for relation "advocate_profiles" violates check constraint',
    })
    await user.type(card.getByLabelText('Display name'), 'Adv. Meera Krishnan')
    await user.type(card.getByLabelText('City'), 'Pune')
    await user.selectOptions(card.getByLabelText('State'), 'Maharashtra')
    await user.click(
      within(card.getByRole('group', { name: 'Languages' })).getByRole('checkbox', {
        name: 'Hindi',
      }),
    )
    await user.click(card.getByRole('button', { name: 'Save basic information' }))

    const alert = await card.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Not saved. new row for relation "advocate_profiles" violates check constraint',
    )
    expect(card.getByLabelText('Display name')).toHaveValue('Adv. Meera Krishnan')
    expect(card.getByLabelText('City')).toHaveValue('Pune')
    expect(card.getByLabelText('State')).toHaveValue('Maharashtra')
    expect(screen.queryByText('Basic information saved.')).not.toBeInTheDocument()
  })
})

const THIS_YEAR = new Date().getFullYear()

/** Replaces a field's text in one input event (typing key by key re-validates on every key). */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field)
  await user.click(field)
  await user.paste(text)
}

const openProfessionalDetails = (profile: MyAdvocateProfile | null = null) =>
  renderProfileCard('Professional details', (row) => <ProfileProfessionalForm profile={row} />, {
    profile,
  })

describe('Professional details', () => {
  it('says what is wrong with each field and saves nothing', async () => {
    const { user, card } = await openProfessionalDetails()
    await fill(user, card.getByLabelText('Court 1'), 'X')
    await fill(user, card.getByLabelText('Year of enrolment'), '1949')
    await fill(user, card.getByLabelText('Consultation fee in ₹ (optional)'), '1,00,001')
    await user.click(card.getByRole('button', { name: 'Save professional details' }))

    expect(await card.findByText('Choose at least one practice area')).toBeInTheDocument()
    expect(card.getByText("Enter the court's name (2–120 characters)")).toBeInTheDocument()
    expect(
      card.getByText(`Enter the year you enrolled, between 1950 and ${THIS_YEAR}`),
    ).toBeInTheDocument()
    expect(
      card.getByText('Enter the fee in whole rupees, from ₹0 to ₹1,00,000'),
    ).toBeInTheDocument()
    expect(writes()).toEqual([])
  })

  it('refuses a year still to come and a fee in paise', async () => {
    const { user, card } = await openProfessionalDetails(filledProfile())
    await fill(user, card.getByLabelText('Year of enrolment'), String(THIS_YEAR + 1))
    await fill(user, card.getByLabelText('Consultation fee in ₹ (optional)'), '150.50')
    await user.click(card.getByRole('button', { name: 'Save professional details' }))

    expect(
      await card.findByText(`Enter the year you enrolled, between 1950 and ${THIS_YEAR}`),
    ).toBeInTheDocument()
    expect(
      card.getByText('Enter the fee in whole rupees, from ₹0 to ₹1,00,000'),
    ).toBeInTheDocument()
    expect(writes()).toEqual([])
  })

  it('asks for at least one court, and for each court once', async () => {
    const { user, card } = await openProfessionalDetails()
    await user.click(card.getByRole('button', { name: 'Remove court 1' }))
    await user.click(card.getByRole('button', { name: 'Save professional details' }))
    expect(await card.findByText('Add at least one court where you practise')).toBeInTheDocument()

    await user.click(card.getByRole('button', { name: 'Add a court' }))
    await user.type(card.getByLabelText('Court 1'), 'Bombay High Court')
    await user.click(card.getByRole('button', { name: 'Add a court' }))
    expect(card.getByLabelText('Court 2')).toHaveFocus()
    await user.type(card.getByLabelText('Court 2'), 'bombay high court')
    await user.click(card.getByRole('button', { name: 'Save professional details' }))
    expect(await card.findByText('List each court once')).toBeInTheDocument()
  })

  it('lists at most 10 courts', async () => {
    const courts = Array.from({ length: 9 }, (_, n) => `District Court ${n + 1}`)
    const { user, card } = await openProfessionalDetails(filledProfile({ courts }))
    const add = card.getByRole('button', { name: 'Add a court' })
    await user.click(add)

    expect(card.getByLabelText('Court 10')).toHaveValue('')
    expect(add).toBeDisabled()
    expect(card.getByText(/That is 10 courts, the most a profile lists/)).toBeInTheDocument()
    await user.click(card.getByRole('button', { name: 'Remove court 4' }))
    expect(card.queryByLabelText('Court 10')).not.toBeInTheDocument()
    expect(card.getByLabelText('Court 4')).toHaveValue('District Court 5')
    expect(add).toBeEnabled()
  })

  it('shows the years of experience from the year of enrolment', async () => {
    const { user, card } = await openProfessionalDetails()
    const year = card.getByLabelText('Year of enrolment')
    await user.type(year, String(THIS_YEAR - 12))
    expect(year).toHaveAccessibleDescription('12 years of experience')
    await user.clear(year)
    await user.type(year, String(THIS_YEAR - 1))
    expect(year).toHaveAccessibleDescription('1 year of experience')
  })

  it('saves the group as numbers and a list of courts, and says so', async () => {
    const { user, me, card } = await openProfessionalDetails()
    const areas = within(card.getByRole('group', { name: 'Practice areas' }))
    await user.click(areas.getByRole('checkbox', { name: 'Property Law' }))
    await user.click(areas.getByRole('checkbox', { name: 'Civil Law' }))
    await user.type(card.getByLabelText('Court 1'), ' Bombay High Court ')
    await user.click(card.getByRole('button', { name: 'Add a court' }))
    await user.type(card.getByLabelText('Court 2'), 'Pune District Court')
    await user.type(card.getByLabelText('Year of enrolment'), '2011')
    await user.type(card.getByLabelText('Consultation fee in ₹ (optional)'), '1,500')
    await user.click(card.getByRole('button', { name: 'Save professional details' }))

    expect(await screen.findByText('Professional details saved.')).toBeInTheDocument()
    expect(await savedProfile(me)).toMatchObject({
      practice_areas: ['Civil Law', 'Property Law'],
      courts: ['Bombay High Court', 'Pune District Court'],
      enrolment_year: 2011,
      fee_inr: 1500,
    })
    expect(card.getByLabelText('Consultation fee in ₹ (optional)')).toHaveValue('1500')
  })

  it('saves without a fee, which is optional', async () => {
    const { user, me, card } = await openProfessionalDetails(filledProfile())
    expect(card.getByLabelText('Court 1')).toHaveValue('Bombay High Court')
    await user.clear(card.getByLabelText('Consultation fee in ₹ (optional)'))
    await user.click(card.getByRole('button', { name: 'Save professional details' }))

    expect(await screen.findByText('Professional details saved.')).toBeInTheDocument()
    expect(await savedProfile(me)).toMatchObject({ fee_inr: null, enrolment_year: 2011 })
  })

  it('explains a lost connection in the card and keeps what was typed', async () => {
    const { user, card } = await openProfessionalDetails(filledProfile())
    faults.failNext('POST /rest/v1/advocate_profiles', 'network')
    await user.clear(card.getByLabelText('Year of enrolment'))
    await user.type(card.getByLabelText('Year of enrolment'), '2012')
    await user.click(card.getByRole('button', { name: 'Save professional details' }))

    expect(await card.findByRole('alert')).toHaveTextContent(`Not saved. ${OFFLINE_ERROR}`)
    expect(card.getByLabelText('Year of enrolment')).toHaveValue('2012')
  })
})

/** The card as the page shows it: the form follows the page's copy of the row. */
function VerificationCard() {
  const { data } = useMyProfile()
  return <ProfileVerificationForm profile={data?.profile ?? null} />
}

const openVerification = (profile: MyAdvocateProfile | null = null) =>
  renderProfileCard('Verification documents', () => <VerificationCard />, { profile })

describe('Verification documents', () => {
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
    const { card } = await openVerification(profile)
    expect(await card.findByText(status)).toBeInTheDocument()
    if (profile.verification_status === 'pending')
      expect(card.getByText(PENDING_REVIEW_NOTE)).toBeInTheDocument()
    else expect(card.queryByText(PENDING_REVIEW_NOTE)).not.toBeInTheDocument()
  })

  it('says that a change goes back to review and that there is nothing to upload yet', async () => {
    const { card } = await openVerification()
    expect(
      card.getByText('Changing these details sends your profile back for review.'),
    ).toBeInTheDocument()
    expect(card.getByText(/Document uploads are not available yet/)).toBeInTheDocument()
    expect(card.queryByLabelText(/upload/i)).not.toBeInTheDocument()
  })

  it('says what is wrong with each field and saves nothing', async () => {
    const { user, card } = await openVerification()
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
    expect(writes()).toEqual([])
  })

  it('submits the details, which puts the profile in review', async () => {
    const { user, me, card } = await openVerification(emptyProfile())
    await user.type(card.getByLabelText('Bar Council enrolment number'), ' MAH/1234/2011 ')
    await user.selectOptions(
      card.getByLabelText('State Bar Council'),
      'Bar Council of Maharashtra and Goa',
    )
    await user.click(card.getByRole('button', { name: 'Save verification documents' }))

    expect(await screen.findByText('Verification documents saved.')).toBeInTheDocument()
    // The database, not the form, put the profile in review.
    expect(await savedProfile(me)).toMatchObject({
      bar_council_enrolment_no: 'MAH/1234/2011',
      state_bar_council: 'Bar Council of Maharashtra and Goa',
      verification_status: 'pending',
    })
    expect(card.getByText('Pending review')).toBeInTheDocument()
    expect(card.getByText(PENDING_REVIEW_NOTE)).toBeInTheDocument()
  })
})

const openBanking = ({ profile = filledProfile(), bankDetails = null }: Rows = {}) =>
  renderProfileCard('Banking details', () => <ProfileBankingForm bankDetails={bankDetails} />, {
    profile,
    bankDetails,
  })

describe('Banking details', () => {
  it('says that only the advocate can see them', async () => {
    const { card } = await openBanking()
    expect(
      card.getByText('Stored separately from your profile: only you can see them, never clients.'),
    ).toBeInTheDocument()
  })

  it('asks for the account holder and a valid UPI ID', async () => {
    const { user, card } = await openBanking()
    expect(card.getByRole('radio', { name: 'UPI' })).toBeChecked()
    await user.type(card.getByLabelText('Account holder'), 'M')
    await user.type(card.getByLabelText('UPI ID'), 'meera.okaxis')
    await user.click(card.getByRole('button', { name: 'Save banking details' }))

    expect(
      await card.findByText("Enter the account holder's name (2–100 characters)"),
    ).toBeInTheDocument()
    expect(card.getByText('Enter a valid UPI ID, like name@bank')).toBeInTheDocument()
    expect(writes()).toEqual([])
  })

  it('asks for an account number of 9 to 18 digits and a valid IFSC with a bank account', async () => {
    const { user, card } = await openBanking()
    await user.type(card.getByLabelText('Account holder'), 'Meera Krishnan')
    await user.click(card.getByRole('radio', { name: 'Bank account' }))
    expect(card.queryByLabelText('UPI ID')).not.toBeInTheDocument()
    await user.type(card.getByLabelText('Account number'), '12345678')
    await user.type(card.getByLabelText('IFSC'), 'SBIN1234567')
    await user.click(card.getByRole('button', { name: 'Save banking details' }))

    expect(await card.findByText('Enter your account number: 9 to 18 digits')).toBeInTheDocument()
    expect(card.getByText('Enter a valid IFSC, like SBIN0001234')).toBeInTheDocument()
    expect(writes()).toEqual([])
  })

  it('saves an account with the IFSC in capitals and no UPI ID, and says so', async () => {
    const { user, me, card } = await openBanking({ bankDetails: upiBankDetails() })
    expect(card.getByLabelText('UPI ID')).toHaveValue('meera@okaxis')
    await user.click(card.getByRole('radio', { name: 'Bank account' }))
    await user.type(card.getByLabelText('Account number'), '1234 5678 9012')
    await user.type(card.getByLabelText('IFSC'), 'sbin0001234')
    await user.click(card.getByRole('button', { name: 'Save banking details' }))

    expect(await screen.findByText('Banking details saved.')).toBeInTheDocument()
    // The profile row exists: only the bank row is written, the UPI ID of before cleared.
    expect(writes()).toEqual(['POST /rest/v1/advocate_bank_details'])
    expect(await savedBankDetails(me)).toEqual([
      {
        account_holder: 'Meera Krishnan',
        upi_id: null,
        account_number: '123456789012',
        ifsc: 'SBIN0001234',
      },
    ])
    expect(card.getByLabelText('IFSC')).toHaveValue('SBIN0001234')
  })

  it('saves a UPI ID before anything else, creating the empty profile so that it counts', async () => {
    const { user, me, card } = await openBanking({ profile: null })
    await user.type(card.getByLabelText('Account holder'), 'Meera Krishnan')
    await user.type(card.getByLabelText('UPI ID'), 'meera@okaxis')
    await user.click(card.getByRole('button', { name: 'Save banking details' }))

    expect(await screen.findByText('Banking details saved.')).toBeInTheDocument()
    expect(writes()).toEqual([
      'POST /rest/v1/advocate_profiles',
      'POST /rest/v1/advocate_bank_details',
    ])
    expect(await savedProfile(me)).toMatchObject({ verification_status: 'unverified' })
    expect(await savedBankDetails(me)).toHaveLength(1)
  })

  it("shows the server's refusal and keeps what was typed", async () => {
    const { user, card } = await openBanking()
    faults.failNext('POST /rest/v1/advocate_bank_details', 'network')
    await user.type(card.getByLabelText('Account holder'), 'Meera Krishnan')
    await user.type(card.getByLabelText('UPI ID'), 'meera@okaxis')
    await user.click(card.getByRole('button', { name: 'Save banking details' }))

    expect(await card.findByRole('alert')).toHaveTextContent(OFFLINE_ERROR)
    expect(card.getByLabelText('Account holder')).toHaveValue('Meera Krishnan')
    expect(card.getByLabelText('UPI ID')).toHaveValue('meera@okaxis')
  })
})
