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

function renderCallback() {
  return renderApp(<AuthCallback />, {
    url: '/auth/callback',
    path: '/auth/callback',
    routes: [
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
      { path: '/auth', element: <h1>Auth page</h1> },
    ],
  })
}

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
})
