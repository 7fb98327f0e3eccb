import { act, screen } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { createFakeSupabase } from '@/testing/fake-supabase'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { Component as NewPasswordPage } from './new-password'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

const ID = '00000000-0000-4000-8000-000000000001'
const EMAIL = 'asha.rao@example.in'

function renderNewPassword({ signedIn = true, recoverySession = true } = {}) {
  const fake = createFakeSupabase({
    accounts: [{ id: ID, email: EMAIL, password: 'forgotten-1' }],
    signedInAs: EMAIL,
    recoverySession,
  })
  loadSupabase.mockResolvedValue(fake.client)
  const view = renderApp(
    <>
      <NewPasswordPage />
      <Toaster />
    </>,
    {
      url: '/auth/new-password',
      path: '/auth/new-password',
      auth: signedIn ? buildSignedInAuth({ id: ID, email: EMAIL }) : undefined,
      routes: [
        { path: '/dashboard', element: <h1>Dashboard page</h1> },
        { path: '/auth/forgot-password', element: <h1>Forgot password page</h1> },
      ],
    },
  )
  return { ...view, fake }
}

describe('Set a new password (after a reset link)', () => {
  afterEach(() => act(() => resetToasts()))

  it('sets the new password without the forgotten one and opens the dashboard', async () => {
    const { user, fake, router } = renderNewPassword()
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible()
    expect(screen.getByText(/Your reset link worked for asha.rao@example.in/)).toBeVisible()
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument()

    await user.type(screen.getByLabelText('New password'), 'remembered-2')
    await user.type(screen.getByLabelText('Confirm new password'), 'remembered-2')
    await user.click(screen.getByRole('button', { name: 'Set new password' }))

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument()
    expect(fake.auth.updateUser).toHaveBeenCalledWith({ password: 'remembered-2' })
    expect(fake.accounts[0].password).toBe('remembered-2')
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  it('says a new link is needed when the session is not a reset link’s, and keeps the draft', async () => {
    const { user, router } = renderNewPassword({ recoverySession: false })

    await user.type(screen.getByLabelText('New password'), 'remembered-2')
    await user.type(screen.getByLabelText('Confirm new password'), 'remembered-2')
    await user.click(screen.getByRole('button', { name: 'Set new password' }))

    expect(
      await screen.findByText(
        'This page needs the session of a reset link. Ask for a new link and open it from your e-mail.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('New password')).toHaveValue('remembered-2')
    expect(router.state.location.pathname).toBe('/auth/new-password')
  })

  it('sends a signed-out visitor (the link’s session has ended) to ask for a new link', () => {
    renderNewPassword({ signedIn: false })
    expect(screen.getByRole('heading', { name: 'Forgot password page' })).toBeInTheDocument()
  })
})
