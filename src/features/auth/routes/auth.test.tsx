import { act, screen, within } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { DEMO_ACCOUNTS, DEMO_ROLE_STORAGE_KEY } from '@/config/demo'
import { createFakeSupabase } from '@/testing/fake-supabase'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { Component as AuthPage } from './auth'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

function Landing({ title }: { title: string }) {
  return (
    <>
      <h1>{title}</h1>
      <Toaster />
    </>
  )
}

const asha = { email: 'asha@example.in', password: 'secret-1' }

function renderAuth(
  url = '/auth',
  fake = createFakeSupabase({ accounts: [asha] }),
  auth?: ReturnType<typeof buildSignedInAuth>,
) {
  loadSupabase.mockResolvedValue(fake.client)
  const view = renderApp(
    <>
      <AuthPage />
      <Toaster />
    </>,
    {
      url,
      path: '/auth',
      auth,
      routes: [
        // The toast outlives the auth page, as the app's root Toaster does.
        { path: '/dashboard', element: <Landing title="Dashboard page" /> },
        { path: '/forum', element: <Landing title="Forum page" /> },
        { path: '/auth/forgot-password', element: <Landing title="Forgot password page" /> },
      ],
    },
  )
  return { ...view, fake }
}

const loginPanel = () => screen.getByRole('tabpanel', { name: 'Login' })
const signUpPanel = () => screen.getByRole('tabpanel', { name: 'Sign Up' })

describe('Auth screen', () => {
  afterEach(() => {
    act(() => resetToasts())
    window.sessionStorage.clear()
  })

  it('welcomes the visitor with the demo button, the divider, the tabs and the legal links', () => {
    renderAuth()
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to LexSetu' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try Demo Version' })).toBeInTheDocument()
    expect(screen.getByText('Or continue with')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'false')
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/terms-of-use',
    )
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
  })

  it('fetches the auth client when the visitor starts using the screen, not on arrival', async () => {
    loadSupabase.mockClear()
    const { user } = renderAuth()
    expect(loadSupabase).not.toHaveBeenCalled()

    await user.click(within(loginPanel()).getByLabelText('Email'))

    expect(loadSupabase).toHaveBeenCalled()
  })

  it('explains invalid login fields with the exact messages', async () => {
    const { user, fake } = renderAuth()
    await user.type(within(loginPanel()).getByLabelText('Email'), 'asha@')
    await user.type(within(loginPanel()).getByLabelText('Password'), '12345')
    await user.click(within(loginPanel()).getByRole('button', { name: 'Sign In' }))

    expect(
      await within(loginPanel()).findByText('Please enter a valid email address'),
    ).toBeInTheDocument()
    expect(
      within(loginPanel()).getByText('Password must be at least 6 characters'),
    ).toBeInTheDocument()
    expect(within(loginPanel()).getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    )
    expect(fake.auth.signInWithPassword).not.toHaveBeenCalled()
  })

  it('shows Logging in... while busy, then welcomes back and returns to the page first asked for', async () => {
    const { user, fake, router } = renderAuth('/auth?redirectTo=%2Fforum')
    let release = () => {}
    const signIn = fake.auth.signInWithPassword.getMockImplementation()!
    fake.auth.signInWithPassword.mockImplementationOnce(
      (credentials) => new Promise((resolve) => (release = () => resolve(signIn(credentials)))),
    )

    await user.type(within(loginPanel()).getByLabelText('Email'), ' Asha@Example.in ')
    await user.type(within(loginPanel()).getByLabelText('Password'), asha.password)
    await user.click(within(loginPanel()).getByRole('button', { name: 'Sign In' }))

    expect(
      await within(loginPanel()).findByRole('button', { name: 'Logging in...' }),
    ).toBeDisabled()
    await vi.waitFor(() => expect(fake.auth.signInWithPassword).toHaveBeenCalled())
    act(() => release())

    expect(await screen.findByRole('heading', { name: 'Forum page' })).toBeInTheDocument()
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument()
    expect(screen.getByText('Success')).toBeInTheDocument()
    expect(fake.auth.signInWithPassword).toHaveBeenCalledWith(asha)
    expect(router.state.location.pathname).toBe('/forum')
  })

  it("keeps the typed credentials and shows the server's message when sign-in fails", async () => {
    const { user } = renderAuth()
    await user.type(within(loginPanel()).getByLabelText('Email'), asha.email)
    await user.type(within(loginPanel()).getByLabelText('Password'), 'wrong-password')
    await user.click(within(loginPanel()).getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByText('Invalid login credentials')).toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()
    expect(within(loginPanel()).getByLabelText('Email')).toHaveValue(asha.email)
    expect(within(loginPanel()).getByLabelText('Password')).toHaveValue('wrong-password')
    expect(within(loginPanel()).getByRole('button', { name: 'Sign In' })).toBeEnabled()
  })

  it('shows the unexpected-error sentence when something other than the server fails', async () => {
    const { user } = renderAuth()
    loadSupabase.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'))
    await user.type(within(loginPanel()).getByLabelText('Email'), asha.email)
    await user.type(within(loginPanel()).getByLabelText('Password'), asha.password)
    await user.click(within(loginPanel()).getByRole('button', { name: 'Sign In' }))

    expect(
      await screen.findByText('An unexpected error occurred. Please try again.'),
    ).toBeInTheDocument()
  })

  it('leads a forgotten password to the reset screen, carrying the address typed so far', async () => {
    const { user, router } = renderAuth()
    await user.type(within(loginPanel()).getByLabelText('Email'), 'asha@example.in')
    await user.click(within(loginPanel()).getByRole('link', { name: 'Forgot password?' }))

    expect(screen.getByRole('heading', { name: 'Forgot password page' })).toBeInTheDocument()
    expect(router.state.location.state).toEqual({ email: 'asha@example.in' })
  })

  it('ignores an unsafe redirectTo and goes to the dashboard', async () => {
    const { user, router } = renderAuth('/auth?redirectTo=%2F%2Fevil.example')
    await user.type(within(loginPanel()).getByLabelText('Email'), asha.email)
    await user.type(within(loginPanel()).getByLabelText('Password'), asha.password)
    await user.click(within(loginPanel()).getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  it('signs up as a client by default, showing Creating Account... while busy', async () => {
    const { user, fake } = renderAuth()
    let release = () => {}
    const signUp = fake.auth.signUp.getMockImplementation()!
    fake.auth.signUp.mockImplementationOnce(
      (credentials) => new Promise((resolve) => (release = () => resolve(signUp(credentials)))),
    )
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))

    expect(within(signUpPanel()).getByRole('radio', { name: /client/i })).toBeChecked()
    expect(within(signUpPanel()).getByRole('radio', { name: /advocate/i })).not.toBeChecked()

    await user.type(within(signUpPanel()).getByLabelText('Email'), 'meera@example.in')
    await user.type(within(signUpPanel()).getByLabelText('Password'), 'secret-2')
    await user.click(within(signUpPanel()).getByRole('button', { name: 'Create Account' }))

    expect(
      await within(signUpPanel()).findByRole('button', { name: 'Creating Account...' }),
    ).toBeDisabled()
    // The button is busy from the click on, while zod loads for validation; release only the
    // request, once it has been made.
    await vi.waitFor(() => expect(fake.auth.signUp).toHaveBeenCalled())
    act(() => release())
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument()
    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument()
    expect(fake.profiles).toMatchObject([
      { email: 'meera@example.in', role: 'client', plan: 'free' },
    ])
  })

  it('with e-mail confirmation on, says where the link went, sends it again, and goes back', async () => {
    const { user, fake, router } = renderAuth()
    fake.failures.signUpWithoutSession = true
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
    await user.type(within(signUpPanel()).getByLabelText('Email'), 'meera@example.in')
    await user.type(within(signUpPanel()).getByLabelText('Password'), 'secret-2')
    await user.click(within(signUpPanel()).getByRole('radio', { name: /advocate/i }))
    await user.click(within(signUpPanel()).getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toHaveFocus()
    expect(screen.getByText('meera@example.in')).toBeVisible()
    expect(screen.getByText(/Your account is created. Open the link in the e-mail/)).toBeVisible()
    expect(fake.profiles).toMatchObject([{ role: 'advocate' }])
    expect(router.state.location.pathname).toBe('/auth')

    await user.click(screen.getByRole('button', { name: 'Send the e-mail again' }))
    expect(await screen.findByText(/Sent again/)).toBeVisible()
    expect(fake.resendRequests).toEqual(['meera@example.in'])

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }))
    expect(screen.getByRole('heading', { name: 'Welcome to LexSetu' })).toHaveFocus()
  })

  it('offers the confirmation link again to an account that signs in before confirming', async () => {
    const fake = createFakeSupabase({
      accounts: [{ ...asha, unconfirmed: true }],
    })
    const { user } = renderAuth('/auth', fake)
    await user.type(within(loginPanel()).getByLabelText('Email'), asha.email)
    await user.type(within(loginPanel()).getByLabelText('Password'), asha.password)
    await user.click(within(loginPanel()).getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeVisible()
    expect(screen.getByText(/Your e-mail address is not confirmed yet/)).toBeVisible()
  })

  it('signs up as an advocate when chosen', async () => {
    const { user, fake } = renderAuth()
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
    await user.type(within(signUpPanel()).getByLabelText('Email'), 'vikram@example.in')
    await user.type(within(signUpPanel()).getByLabelText('Password'), 'secret-3')
    await user.click(within(signUpPanel()).getByRole('radio', { name: /advocate/i }))
    await user.click(within(signUpPanel()).getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument()
    expect(fake.profiles).toMatchObject([{ email: 'vikram@example.in', role: 'advocate' }])
  })

  it('validates the sign-up fields and keeps each tab’s draft when switching tabs', async () => {
    const { user } = renderAuth()
    await user.type(within(loginPanel()).getByLabelText('Email'), 'draft@example.in')
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
    await user.click(within(signUpPanel()).getByRole('button', { name: 'Create Account' }))

    expect(
      await within(signUpPanel()).findByText('Please enter a valid email address'),
    ).toBeInTheDocument()
    expect(
      within(signUpPanel()).getByText('Password must be at least 6 characters'),
    ).toBeInTheDocument()

    await user.type(within(signUpPanel()).getByLabelText('Email'), 'new@example.in')
    await user.click(screen.getByRole('tab', { name: 'Login' }))
    expect(within(loginPanel()).getByLabelText('Email')).toHaveValue('draft@example.in')
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
    expect(within(signUpPanel()).getByLabelText('Email')).toHaveValue('new@example.in')
  })

  it('tells a duplicate sign-up that the user is already registered', async () => {
    const { user } = renderAuth(
      '/auth',
      createFakeSupabase({
        accounts: [asha],
        profiles: [
          {
            id: 'x',
            email: asha.email,
            name: null,
            role: 'client',
            plan: 'free',
            is_verified: false,
          },
        ],
      }),
    )
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
    await user.type(within(signUpPanel()).getByLabelText('Email'), asha.email)
    await user.type(within(signUpPanel()).getByLabelText('Password'), 'not-ashas')
    await user.click(within(signUpPanel()).getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByText('User already registered')).toBeInTheDocument()
    expect(within(signUpPanel()).getByLabelText('Email')).toHaveValue(asha.email)
  })

  it('sends a signed-in visitor on to the dashboard', async () => {
    renderAuth('/auth', undefined, buildSignedInAuth())
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument()
  })

  it('opens the demo role chooser and signs in to the chosen demo account', async () => {
    const { user, fake, router } = renderAuth(
      '/auth?redirectTo=%2Fforum',
      createFakeSupabase({ accounts: Object.values(DEMO_ACCOUNTS) }),
    )
    await user.click(screen.getByRole('button', { name: 'Try Demo Version' }))

    const heading = await screen.findByRole('heading', { level: 1, name: 'Choose Demo Role' })
    expect(heading).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Back to Login' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to LexSetu' })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Try Demo Version' }))
    await user.click(screen.getByRole('button', { name: /^Advocate/ }))

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(fake.auth.signInWithPassword).toHaveBeenCalledWith({
      email: DEMO_ACCOUNTS.advocate.email,
      password: DEMO_ACCOUNTS.advocate.password,
    })
    expect(window.sessionStorage.getItem(DEMO_ROLE_STORAGE_KEY)).toBe('advocate')
  })
})
