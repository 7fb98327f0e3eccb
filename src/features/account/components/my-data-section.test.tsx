import { act, screen, within } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { createFakeSupabase } from '@/testing/fake-supabase'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { MyDataSection } from './my-data-section'

const { loadSupabase, downloadBlob } = vi.hoisted(() => ({
  loadSupabase: vi.fn(),
  downloadBlob: vi.fn(),
}))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))
vi.mock(import('@/lib/download-blob'), () => ({ downloadBlob }))

const EMAIL = 'asha.rao@example.in'

function renderSection({ isDemo = false } = {}) {
  const fake = createFakeSupabase({
    accounts: [{ email: EMAIL, password: 'secret-1' }],
    signedInAs: EMAIL,
  })
  const rpc = vi.fn(async (name: string, args?: { password?: string }) => {
    if (name === 'export_my_data') return { data: { profile: { email: EMAIL } }, error: null }
    return { data: args?.password === 'secret-1', error: null }
  })
  Object.assign(fake.client, { rpc })
  loadSupabase.mockResolvedValue(fake.client)
  const view = renderApp(
    <>
      <MyDataSection isDemo={isDemo} />
      <Toaster />
    </>,
    {
      auth: buildSignedInAuth({ email: EMAIL }),
      url: '/dashboard/settings',
      routes: [{ path: '/', element: <h1>Home page</h1> }],
      path: '/dashboard/settings',
    },
  )
  return { ...view, fake, rpc }
}

describe('Your data', () => {
  afterEach(() => act(() => resetToasts()))

  it('downloads everything the account holds as one dated JSON file', async () => {
    const { user, rpc } = renderSection()
    await user.click(screen.getByRole('button', { name: 'Download my data' }))

    await vi.waitFor(() => expect(downloadBlob).toHaveBeenCalled())
    expect(rpc).toHaveBeenCalledWith('export_my_data')
    const [blob, name] = downloadBlob.mock.calls[0] as [Blob, string]
    expect(name).toMatch(/^lexsetu-my-data-\d{4}-\d{2}-\d{2}\.json$/)
    expect(JSON.parse(await blob.text())).toEqual({ profile: { email: EMAIL } })
  })

  it('asks for the password, says when it is wrong, and keeps the account', async () => {
    const { user, fake } = renderSection()
    await user.click(screen.getByRole('button', { name: 'Delete my account' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' })

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }))
    expect(within(dialog).getByLabelText('Your password')).toHaveAccessibleDescription(
      'Please enter your password',
    )
    await user.type(within(dialog).getByLabelText('Your password'), 'a-guess')
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }))

    expect(await within(dialog).findByText('Your password is not correct')).toBeVisible()
    expect(fake.auth.signOut).not.toHaveBeenCalled()
  })

  it('deletes the account with the password, signs this device out and goes home', async () => {
    const { user, fake, rpc } = renderSection()
    await user.click(screen.getByRole('button', { name: 'Delete my account' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' })
    await user.type(within(dialog).getByLabelText('Your password'), 'secret-1')
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }))

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible()
    expect(rpc).toHaveBeenCalledWith('delete_my_account', { password: 'secret-1' })
    expect(fake.auth.signOut).toHaveBeenCalledWith({ scope: 'local' })
  })

  it('offers no deletion to a shared demo account', () => {
    renderSection({ isDemo: true })
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument()
    expect(screen.getByText(/This is a shared demo account, so it cannot be deleted/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled()
  })
})
