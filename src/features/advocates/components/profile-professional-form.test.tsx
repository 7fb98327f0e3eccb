import { act, screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { resetToasts } from '@/components/ui/use-toast'
import { OFFLINE_ERROR } from '@/lib/api-error'
import {
  ADVOCATE_ID,
  createFakeProfileClient,
  filledProfile,
  NETWORK_ERROR,
} from '../testing/fake-profile-client'
import type { MyAdvocateProfile } from '../schemas/profile'
import { renderProfileCard } from '../testing/render-my-profile'
import { ProfileProfessionalForm } from './profile-professional-form'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

const THIS_YEAR = new Date().getFullYear()

/** Replaces a field's text in one input event (typing key by key re-validates on every key). */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field)
  await user.click(field)
  await user.paste(text)
}

function openProfessionalDetails(
  profile: MyAdvocateProfile | null = null,
  fake = createFakeProfileClient({ profile }),
) {
  loadSupabase.mockResolvedValue(fake.client)
  const view = renderProfileCard(
    'Professional details',
    <ProfileProfessionalForm profile={profile} />,
    { profile },
  )
  const card = within(screen.getByRole('region', { name: 'Professional details' }))
  return { ...view, fake, card }
}

describe('Professional details', () => {
  afterEach(() => act(() => resetToasts()))

  it('says what is wrong with each field and saves nothing', async () => {
    const { user, fake, card } = openProfessionalDetails()
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
    expect(fake.writes).toEqual([])
  })

  it('refuses a year still to come and a fee in paise', async () => {
    const { user, fake, card } = openProfessionalDetails(filledProfile())
    await fill(user, card.getByLabelText('Year of enrolment'), String(THIS_YEAR + 1))
    await fill(user, card.getByLabelText('Consultation fee in ₹ (optional)'), '150.50')
    await user.click(card.getByRole('button', { name: 'Save professional details' }))

    expect(
      await card.findByText(`Enter the year you enrolled, between 1950 and ${THIS_YEAR}`),
    ).toBeInTheDocument()
    expect(
      card.getByText('Enter the fee in whole rupees, from ₹0 to ₹1,00,000'),
    ).toBeInTheDocument()
    expect(fake.writes).toEqual([])
  })

  it('asks for at least one court, and for each court once', async () => {
    const { user, card } = openProfessionalDetails()
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
    const { user, card } = openProfessionalDetails(filledProfile({ courts }))
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
    const { user, card } = openProfessionalDetails()
    const year = card.getByLabelText('Year of enrolment')
    await user.type(year, String(THIS_YEAR - 12))
    expect(year).toHaveAccessibleDescription('12 years of experience')
    await user.clear(year)
    await user.type(year, String(THIS_YEAR - 1))
    expect(year).toHaveAccessibleDescription('1 year of experience')
  })

  it('saves the group as numbers and a list of courts, and says so', async () => {
    const { user, fake, card } = openProfessionalDetails()
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
    expect(fake.writes.map(({ values }) => values)).toEqual([
      {
        id: ADVOCATE_ID,
        practice_areas: ['Civil Law', 'Property Law'],
        courts: ['Bombay High Court', 'Pune District Court'],
        enrolment_year: 2011,
        fee_inr: 1500,
      },
    ])
    expect(card.getByLabelText('Consultation fee in ₹ (optional)')).toHaveValue('1500')
  })

  it('saves without a fee, which is optional', async () => {
    const { user, fake, card } = openProfessionalDetails(filledProfile())
    expect(card.getByLabelText('Court 1')).toHaveValue('Bombay High Court')
    await user.clear(card.getByLabelText('Consultation fee in ₹ (optional)'))
    await user.click(card.getByRole('button', { name: 'Save professional details' }))

    expect(await screen.findByText('Professional details saved.')).toBeInTheDocument()
    expect(fake.writes[0].values).toMatchObject({ fee_inr: null })
  })

  it('explains a lost connection in the card and keeps what was typed', async () => {
    const { user, fake, card } = openProfessionalDetails(filledProfile())
    fake.failures['advocate_profiles:upsert'] = NETWORK_ERROR
    await user.clear(card.getByLabelText('Year of enrolment'))
    await user.type(card.getByLabelText('Year of enrolment'), '2012')
    await user.click(card.getByRole('button', { name: 'Save professional details' }))

    expect(await card.findByRole('alert')).toHaveTextContent(`Not saved. ${OFFLINE_ERROR}`)
    expect(card.getByLabelText('Year of enrolment')).toHaveValue('2012')
  })
})
