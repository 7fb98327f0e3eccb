import { act, screen } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { authApiError, createFakeSupabase } from '@/testing/fake-supabase'
import { renderRoutes } from '@/testing/render'
import { Component as ForgotPassword } from './forgot-password'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

function renderForgotPassword(state?: { email: string }) {
  const fake = createFakeSupabase({
    accounts: [{ email: 'asha@example.in', password: 'secret-1' }],
  })
  loadSupabase.mockResolvedValue(fake.client)
  const view = renderRoutes(
    [
      {
        path: '/auth/forgot-password',
        element: (
          <>
            <ForgotPassword />
            <Toaster />
          </>
        ),
      },
      { path: '/auth', element: <h1>Auth page</h1> },
    ],
    // Arriving from the login form, which passes what was typed along.
    { url: state ? '/auth' : '/auth/forgot-password' },
  )
  if (state) act(() => void view.router.navigate('/auth/forgot-password', { state }))
  return { ...view, fake }
}

describe('Forgot password', () => {
  afterEach(() => act(() => resetToasts()))

  it('mails a reset link that returns to the callback, and says where it went', async () => {
    const { user, fake } = renderForgotPassword()
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()

    await user.type(screen.getByLabelText('Email'), ' Asha@Example.in ')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toHaveFocus()
    expect(screen.getByText('asha@example.in')).toBeVisible()
    expect(fake.auth.resetPasswordForEmail).toHaveBeenCalledWith('asha@example.in', {
      redirectTo: `${window.location.origin}/auth/callback?flow=recovery`,
    })
  })

  it('answers an unknown address exactly as a known one', async () => {
    const { user } = renderForgotPassword()
    await user.type(screen.getByLabelText('Email'), 'nobody@example.in')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeVisible()
    expect(screen.getByText(/If an account uses this address, the e-mail has a link/)).toBeVisible()
  })

  it('starts from the address typed on the login form', () => {
    renderForgotPassword({ email: 'asha@example.in' })
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in')
  })

  it('validates the address with the sign-up message', async () => {
    const { user, fake } = renderForgotPassword()
    await user.type(screen.getByLabelText('Email'), 'not-an-address')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))

    expect(await screen.findByText('Please enter a valid email address')).toBeVisible()
    expect(fake.auth.resetPasswordForEmail).not.toHaveBeenCalled()
  })

  it('sends again on request, and says when the hourly limit is reached', async () => {
    const { user, fake } = renderForgotPassword()
    await user.type(screen.getByLabelText('Email'), 'asha@example.in')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    await user.click(await screen.findByRole('button', { name: 'Send the e-mail again' }))
    expect(await screen.findByText(/Sent again/)).toBeVisible()
    expect(fake.resetRequests.map((request) => request.email)).toEqual([
      'asha@example.in',
      'asha@example.in',
    ])

    fake.auth.resetPasswordForEmail.mockResolvedValueOnce({
      data: {},
      error: authApiError('email rate limit exceeded', 429, 'over_email_send_rate_limit'),
    })
    await user.click(screen.getByRole('button', { name: 'Send the e-mail again' }))
    expect(
      await screen.findByText(
        'Too many e-mails were asked for this address. Please wait an hour and try again.',
      ),
    ).toBeVisible()
  })

  it('keeps the address when the request fails', async () => {
    const { user, fake } = renderForgotPassword()
    fake.auth.resetPasswordForEmail.mockResolvedValueOnce({
      data: {},
      error: authApiError('email rate limit exceeded', 429, 'over_email_send_rate_limit'),
    })
    await user.type(screen.getByLabelText('Email'), 'asha@example.in')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))

    expect(await screen.findByText(/Please wait an hour/)).toBeVisible()
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in')
  })
})
