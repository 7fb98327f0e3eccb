import { act, screen } from '@testing-library/react'
import { AUTH_CALLBACK_REDIRECT_DELAY_MS } from '@/config/constants'
import { createFakeSupabase } from '@/testing/fake-supabase'
import { renderApp } from '@/testing/render'
import { Component as AuthCallback } from './auth-callback'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

function renderCallback(search = '') {
  return renderApp(<AuthCallback />, {
    url: `/auth/callback${search}`,
    path: '/auth/callback',
    routes: [
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
      { path: '/auth', element: <h1>Auth page</h1> },
      { path: '/auth/new-password', element: <h1>New password page</h1> },
      { path: '/auth/forgot-password', element: <h1>Forgot password page</h1> },
    ],
  })
}

const signedInFake = () =>
  createFakeSupabase({
    accounts: [{ email: 'asha@example.in', password: 'secret-1' }],
    signedInAs: 'asha@example.in',
  })

describe('Auth callback', () => {
  afterEach(() => vi.useRealTimers())

  it('verifies the login, reports success and opens the dashboard after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const fake = createFakeSupabase({
      accounts: [{ email: 'asha@example.in', password: 'secret-1' }],
      signedInAs: 'asha@example.in',
    })
    let release = () => {}
    loadSupabase.mockReturnValue(new Promise((resolve) => (release = () => resolve(fake.client))))
    const { router } = renderCallback()

    expect(screen.getByRole('heading', { name: 'Processing Login' })).toBeInTheDocument()
    expect(screen.getByText('Verifying your login...')).toBeInTheDocument()
    act(() => release())

    expect(await screen.findByRole('heading', { name: 'Login Successful' })).toBeInTheDocument()
    expect(
      screen.getByText('Authentication successful! Redirecting to dashboard...'),
    ).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(AUTH_CALLBACK_REDIRECT_DELAY_MS - 100))
    expect(router.state.location.pathname).toBe('/auth/callback')
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  it('says so when there is no session, with a way back to login', async () => {
    loadSupabase.mockResolvedValue(createFakeSupabase().client)
    const { user } = renderCallback()

    expect(await screen.findByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument()
    expect(screen.getByText('No session found. Please try logging in again.')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Back to Login' }))
    expect(screen.getByRole('heading', { name: 'Auth page' })).toBeInTheDocument()
  })

  it('reports a failed login redirect', async () => {
    const fake = createFakeSupabase()
    fake.auth.initialize.mockResolvedValueOnce({ error: new Error('Email link has expired') })
    loadSupabase.mockResolvedValue(fake.client)
    renderCallback()

    expect(await screen.findByText('Authentication failed. Please try again.')).toBeInTheDocument()
  })

  it('reports an unexpected exception', async () => {
    loadSupabase.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'))
    renderCallback()

    expect(
      await screen.findByText('An unexpected error occurred. Please try again.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument()
  })

  it('opens the new-password screen at once for a reset link', async () => {
    loadSupabase.mockResolvedValue(signedInFake().client)
    const { router } = renderCallback('?flow=recovery')

    expect(await screen.findByRole('heading', { name: 'New password page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/auth/new-password')
  })

  it('says that a reset link expired and offers a new one', async () => {
    const fake = createFakeSupabase()
    fake.auth.initialize.mockResolvedValueOnce({
      error: new Error('Email link is invalid or has expired'),
    })
    loadSupabase.mockResolvedValue(fake.client)
    const { user } = renderCallback('?flow=recovery')

    expect(
      await screen.findByText(
        'This reset link has expired or was already used. Ask for a new one.',
      ),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Send a new link' }))
    expect(screen.getByRole('heading', { name: 'Forgot password page' })).toBeInTheDocument()
  })

  it('says that a confirmation link confirmed the e-mail, then opens the dashboard', async () => {
    loadSupabase.mockResolvedValue(signedInFake().client)
    renderCallback('?flow=signup')

    expect(await screen.findByRole('heading', { name: 'Email Confirmed' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'Your e-mail address is confirmed and you are signed in. Redirecting to dashboard...',
      ),
    ).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { name: 'Dashboard page' }, { timeout: 3000 }),
    ).toBeInTheDocument()
  })

  it('treats an unknown flow as a login', async () => {
    loadSupabase.mockResolvedValue(signedInFake().client)
    renderCallback('?flow=elsewhere')
    expect(await screen.findByRole('heading', { name: 'Login Successful' })).toBeInTheDocument()
  })
})
