import { act, screen, within } from '@testing-library/react'
import { resetToasts } from '@/components/ui/use-toast'
import type { MyAdvocateProfile } from '../schemas/profile'
import { ADVOCATE_ID, createFakeProfileClient, emptyProfile } from '../testing/fake-profile-client'
import { renderProfileCard } from '../testing/render-my-profile'
import { ProfileBasicForm } from './profile-basic-form'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

const BIO = 'Civil and property matters in Pune since 2011; I explain every step in plain words.'

function openBasicInformation(
  profile: MyAdvocateProfile | null = null,
  fake = createFakeProfileClient({ profile }),
) {
  loadSupabase.mockResolvedValue(fake.client)
  const view = renderProfileCard('Basic information', <ProfileBasicForm profile={profile} />, {
    profile,
  })
  const card = within(screen.getByRole('region', { name: 'Basic information' }))
  return { ...view, fake, card }
}

describe('Basic information', () => {
  afterEach(() => act(() => resetToasts()))

  it('says what is wrong with each field and saves nothing', async () => {
    const { user, fake, card } = openBasicInformation()
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
    expect(fake.writes).toEqual([])
  })

  it('allows at most 10 languages', async () => {
    const nine = ['English', 'Hindi', 'Bengali', 'Marathi', 'Telugu', 'Tamil', 'Gujarati', 'Urdu']
    const { user, card } = openBasicInformation(emptyProfile({ languages: [...nine, 'Kannada'] }))
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
    const { user, card } = openBasicInformation()
    await user.click(card.getByLabelText('Bio'))
    await user.paste('Forty-nine characters of bio text, not quite 50.')
    expect(card.getByLabelText('Bio')).toHaveAccessibleDescription(
      /^48 \/ 2,000 characters\. At least 50 complete this part of your profile\.$/,
    )
  })

  it('saves the group, says so, and has the dashboard read its status again', async () => {
    const { user, fake, card, queryClient } = openBasicInformation()
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
    expect(fake.writes).toEqual([
      {
        table: 'advocate_profiles',
        values: {
          id: ADVOCATE_ID,
          display_name: 'Adv. Meera Krishnan',
          city: 'Pune',
          state: 'Maharashtra',
          // In the list's order, whatever order they were ticked in.
          languages: ['English', 'Marathi'],
          bio: BIO,
        },
        options: undefined,
      },
    ])
    expect(card.getByLabelText('Display name')).toHaveValue('Adv. Meera Krishnan')
    // The dashboard's status is read again.
    expect(queryClient.getQueryState(['advocates', 'profile-status'])?.isInvalidated).toBe(true)
  })

  it("shows the server's refusal in the card and keeps what was typed", async () => {
    const { user, fake, card } = openBasicInformation(emptyProfile())
    fake.failures['advocate_profiles:upsert'] = {
      code: '23514',
      message: 'new row for relation "advocate_profiles" violates check constraint',
    }
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
