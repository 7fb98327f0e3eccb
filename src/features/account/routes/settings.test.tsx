import { act, screen, within } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { DEMO_ACCOUNTS } from '@/config/demo'
import { createFakeSupabase } from '@/testing/fake-supabase'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { Component as SettingsPage } from './settings'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

const ID = '00000000-0000-4000-8000-000000000001'
const EMAIL = 'asha.rao@example.in'
const DEMO_RENAME_REFUSAL = {
  code: 'LS012',
  message:
    'The demo profiles are shared by every visitor, so their name cannot be changed. Create your own account to choose a name.',
}

function renderSettings({ demo = false, email = EMAIL } = {}) {
  const fake = createFakeSupabase({
    accounts: [{ id: ID, email, password: 'secret-1', appMetadata: demo ? { demo: true } : {} }],
    profiles: [
      { id: ID, email, name: 'Asha Rao', role: 'client', plan: 'free', is_verified: false },
    ],
    signedInAs: email,
  })
  loadSupabase.mockResolvedValue(fake.client)
  const auth = buildSignedInAuth({ id: ID, email, name: 'Asha Rao' })
  const view = renderApp(
    <>
      <SettingsPage />
      <Toaster />
    </>,
    { auth, url: '/dashboard/settings' },
  )
  return { ...view, fake, auth }
}

const section = (name: string) => screen.getByRole('region', { name })

describe('Settings', () => {
  afterEach(() => act(() => resetToasts()))

  it('offers the display name, the theme and the password', () => {
    renderSettings()
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument()
    expect(within(section('Profile')).getByLabelText('Display name')).toHaveValue('Asha Rao')
    expect(
      within(section('Appearance')).getByRole('radiogroup', { name: 'Theme' }),
    ).toBeInTheDocument()
    expect(within(section('Password')).getByLabelText('New password')).toBeInTheDocument()
  })

  it('renames the profile and refreshes it', async () => {
    const { user, fake, auth } = renderSettings()
    const name = within(section('Profile')).getByLabelText('Display name')

    await user.clear(name)
    await user.click(within(section('Profile')).getByRole('button', { name: 'Save name' }))
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument()

    await user.type(name, '  Asha R. Sharma ')
    await user.click(within(section('Profile')).getByRole('button', { name: 'Save name' }))

    expect(await screen.findByText('Your name has been updated.')).toBeInTheDocument()
    expect(fake.profiles[0].name).toBe('Asha R. Sharma')
    expect(auth.refreshProfile).toHaveBeenCalled()
  })

  it('validates the new password like sign-up and asks for it twice', async () => {
    const { user, fake } = renderSettings()
    const password = within(section('Password'))
    await user.type(password.getByLabelText('New password'), '12345')
    await user.click(password.getByRole('button', { name: 'Change password' }))
    expect(await password.findByText('Password must be at least 6 characters')).toBeInTheDocument()

    await user.type(password.getByLabelText('New password'), '6')
    await user.type(password.getByLabelText('Confirm new password'), '123457')
    await user.click(password.getByRole('button', { name: 'Change password' }))
    expect(await password.findByText('Passwords do not match')).toBeInTheDocument()
    expect(fake.auth.updateUser).not.toHaveBeenCalled()
  })

  it('changes the password through the auth API, with the current one, and clears the fields', async () => {
    const { user, fake } = renderSettings()
    const password = within(section('Password'))
    await user.type(password.getByLabelText('Current password'), 'secret-1')
    await user.type(password.getByLabelText('New password'), 'new-secret')
    await user.type(password.getByLabelText('Confirm new password'), 'new-secret')
    await user.click(password.getByRole('button', { name: 'Change password' }))

    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument()
    expect(fake.auth.updateUser).toHaveBeenCalledWith({
      password: 'new-secret',
      current_password: 'secret-1',
    })
    expect(password.getByLabelText('Current password')).toHaveValue('')
    expect(password.getByLabelText('New password')).toHaveValue('')
  })

  it('asks for the current password before sending anything', async () => {
    const { user, fake } = renderSettings()
    const password = within(section('Password'))
    await user.type(password.getByLabelText('New password'), 'new-secret')
    await user.type(password.getByLabelText('Confirm new password'), 'new-secret')
    await user.click(password.getByRole('button', { name: 'Change password' }))

    expect(await password.findByText('Please enter your current password')).toBeInTheDocument()
    expect(fake.auth.updateUser).not.toHaveBeenCalled()
  })

  it("shows the server's refusal of a wrong current password under that field and keeps the draft", async () => {
    const { user, fake } = renderSettings()
    const password = within(section('Password'))
    await user.type(password.getByLabelText('Current password'), 'a-guess')
    await user.type(password.getByLabelText('New password'), 'new-secret')
    await user.type(password.getByLabelText('Confirm new password'), 'new-secret')
    await user.click(password.getByRole('button', { name: 'Change password' }))

    expect(await password.findByText('Your current password is not correct')).toBeInTheDocument()
    expect(password.getByLabelText('Current password')).toHaveFocus()
    expect(password.getByLabelText('New password')).toHaveValue('new-secret')
    expect(fake.accounts[0].password).toBe('secret-1')
  })

  it('links a forgotten current password to the reset by e-mail', () => {
    renderSettings()
    expect(
      within(section('Password')).getByRole('link', { name: 'Forgot your password?' }),
    ).toHaveAttribute('href', '/auth/forgot-password')
  })

  it("shows the server's refusal for a demo account and keeps the draft", async () => {
    const { user } = renderSettings({ demo: true })
    const password = within(section('Password'))
    await user.type(password.getByLabelText('Current password'), 'secret-1')
    await user.type(password.getByLabelText('New password'), 'new-secret')
    await user.type(password.getByLabelText('Confirm new password'), 'new-secret')
    await user.click(password.getByRole('button', { name: 'Change password' }))

    expect(
      await screen.findByText('Demo accounts cannot change their e-mail or password.'),
    ).toBeInTheDocument()
    expect(password.getByLabelText('New password')).toHaveValue('new-secret')
  })

  it('explains that a shared demo profile keeps its name, and locks the field', () => {
    renderSettings({ email: DEMO_ACCOUNTS.client.email })
    const profile = within(section('Profile'))

    expect(
      profile.getByText(
        'This is a shared demo profile: every visitor uses it, so its name cannot be changed. Create your own account to choose a name.',
      ),
    ).toBeInTheDocument()
    expect(profile.getByLabelText('Display name')).toBeDisabled()
    expect(profile.getByLabelText('Display name')).toHaveValue('Asha Rao')
    expect(profile.getByRole('button', { name: 'Save name' })).toBeDisabled()
    // The password section says its own refusal (the server's); the theme stays free.
    expect(within(section('Password')).getByLabelText('New password')).toBeEnabled()
  })

  it("shows the database's refusal to rename a demo profile under the field", async () => {
    const { user, fake, auth } = renderSettings({ demo: true })
    // The notification settings read users first (this fake has no such column): let them settle.
    await within(section('Notifications')).findByRole('alert')
    // The users trigger refuses the update: update().eq().select().maybeSingle() answers LS012.
    const refusal = { data: null, error: DEMO_RENAME_REFUSAL }
    const refusingUpdate = {
      update: () => ({ eq: () => ({ select: () => ({ maybeSingle: async () => refusal }) }) }),
    }
    fake.from.mockImplementationOnce(
      () => refusingUpdate as unknown as ReturnType<typeof fake.from>,
    )
    const name = within(section('Profile')).getByLabelText('Display name')
    await user.clear(name)
    await user.type(name, 'Someone else')
    await user.click(within(section('Profile')).getByRole('button', { name: 'Save name' }))

    expect(await within(section('Profile')).findByRole('alert')).toHaveTextContent(
      DEMO_RENAME_REFUSAL.message,
    )
    expect(name).toHaveAccessibleDescription(DEMO_RENAME_REFUSAL.message)
    expect(name).toHaveValue('Someone else')
    expect(fake.profiles[0].name).toBe('Asha Rao')
    expect(auth.refreshProfile).not.toHaveBeenCalled()
  })
})
