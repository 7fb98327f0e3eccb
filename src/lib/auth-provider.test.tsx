import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { useAuth } from './auth'
import { AuthProvider } from './auth-provider'
import {
  createFakeSource,
  createFakeSupabase,
  type FakeSupabaseOptions,
} from '@/testing/fake-supabase'
import type { ProfileRow } from './get-profile'

const asha = { email: 'asha@example.in', password: 'secret-1' }
const ashaRow: ProfileRow = {
  id: 'a1',
  email: 'asha@example.in',
  name: 'Asha Rao',
  role: 'client',
  plan: 'free',
  is_verified: false,
}

function Probe() {
  const auth = useAuth()
  if (auth.isLoading) return <p>Loading</p>
  return (
    <dl>
      <dt>signed in</dt>
      <dd data-testid="signed-in">{String(auth.isSignedIn)}</dd>
      <dt>email</dt>
      <dd data-testid="email">{auth.email ?? 'none'}</dd>
      <dt>name</dt>
      <dd data-testid="name">{auth.profile?.name ?? 'none'}</dd>
      <dt>role</dt>
      <dd data-testid="role">{auth.profile?.role ?? 'none'}</dd>
      <dt>plan</dt>
      <dd data-testid="plan">{auth.profile?.plan ?? 'none'}</dd>
      <dt>demo</dt>
      <dd data-testid="demo">{String(auth.isDemo)}</dd>
      <button onClick={() => void auth.signOut()}>Sign out</button>
      <button onClick={() => void auth.refreshProfile()}>Refresh profile</button>
    </dl>
  )
}

function setup(
  options: FakeSupabaseOptions,
  sourceOptions: { loaded?: boolean; stored?: boolean } = {},
) {
  const fake = createFakeSupabase(options)
  const source = createFakeSource(fake.client, sourceOptions)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider source={source}>
        <Probe />
      </AuthProvider>
      <Toaster />
    </QueryClientProvider>,
  )
  return { fake, source, queryClient, ...view }
}

const text = (id: string) => screen.getByTestId(id).textContent

describe('AuthProvider', () => {
  afterEach(() => act(() => resetToasts()))

  it('treats a first-time visitor as signed out at once, without loading supabase-js', () => {
    const { source } = setup({})
    expect(text('signed-in')).toBe('false')
    expect(source.load).not.toHaveBeenCalled()
  })

  it('with a stored session, waits for the session and the users record before rendering', async () => {
    const { fake, source } = setup(
      { accounts: [{ ...asha, id: 'a1' }], profiles: [ashaRow], signedInAs: asha.email },
      { stored: true },
    )
    expect(screen.getByText('Loading')).toBeInTheDocument()
    expect(source.load).toHaveBeenCalledTimes(1)

    await waitFor(() => expect(text('name')).toBe('Asha Rao'))
    expect(text('signed-in')).toBe('true')
    expect(text('email')).toBe('asha@example.in')
    expect(text('role')).toBe('client')
    expect(fake.from).toHaveBeenCalledWith('users')
  })

  it('treats any role other than client as advocate and only plan premium as premium', async () => {
    setup(
      {
        accounts: [{ ...asha, id: 'a1' }],
        profiles: [{ ...ashaRow, role: 'judge', plan: 'gold' }],
        signedInAs: asha.email,
      },
      { stored: true },
    )
    await waitFor(() => expect(text('role')).toBe('advocate'))
    expect(text('plan')).toBe('free')
  })

  it('picks up a client loaded later by the auth screen and loads the profile on SIGNED_IN', async () => {
    const { fake, source } = setup({ accounts: [{ ...asha, id: 'a1' }], profiles: [ashaRow] })
    expect(text('signed-in')).toBe('false')

    await act(async () => {
      await source.load()
      await fake.client.auth.signInWithPassword(asha)
    })

    await waitFor(() => expect(text('name')).toBe('Asha Rao'))
  })

  it('re-reads the users record on every auth event that carries a session', async () => {
    const { fake } = setup(
      { accounts: [{ ...asha, id: 'a1' }], profiles: [ashaRow], signedInAs: asha.email },
      { stored: true },
    )
    await waitFor(() => expect(text('name')).toBe('Asha Rao'))

    for (const [event, name] of [
      ['TOKEN_REFRESHED', 'Asha R.'],
      ['USER_UPDATED', 'Asha Rao Sharma'],
      ['PASSWORD_RECOVERY', 'A. Rao'],
      ['SIGNED_IN', 'Asha'],
    ] as const) {
      fake.profiles[0].name = name
      const session = (await fake.client.auth.getSession()).data.session
      act(() => fake.emit(event, session))
      await waitFor(() => expect(text('name')).toBe(name))
    }
  })

  it('refreshProfile reads the record afresh, not from a load that began before the record existed', async () => {
    const { fake } = setup(
      { accounts: [{ ...asha, id: 'a1' }], signedInAs: asha.email },
      { stored: true },
    )
    await waitFor(() => expect(text('signed-in')).toBe('true'))
    expect(text('name')).toBe('none')

    // SIGNED_IN starts a load that reads no record; the sign-up then inserts it.
    const release = fake.holdSelects()
    const session = (await fake.client.auth.getSession()).data.session
    act(() => fake.emit('SIGNED_IN', session))
    await waitFor(() => expect(fake.from).toHaveBeenCalledTimes(2))
    fake.profiles.push(ashaRow)

    await userEvent.click(screen.getByRole('button', { name: 'Refresh profile' }))
    release()
    await waitFor(() => expect(text('name')).toBe('Asha Rao'))
  })

  it('clears the session, the record and every cached query on SIGNED_OUT', async () => {
    const { fake, queryClient } = setup(
      { accounts: [{ ...asha, id: 'a1' }], profiles: [ashaRow], signedInAs: asha.email },
      { stored: true },
    )
    await waitFor(() => expect(text('name')).toBe('Asha Rao'))
    queryClient.setQueryData(['documents', 'recent'], ['private draft'])

    act(() => fake.emit('SIGNED_OUT', null))

    expect(text('signed-in')).toBe('false')
    expect(text('name')).toBe('none')
    expect(queryClient.getQueryData(['documents', 'recent'])).toBeUndefined()
  })

  it('signOut() signs out on the server, then forgets the account', async () => {
    const user = userEvent.setup()
    const { fake } = setup(
      { accounts: [{ ...asha, id: 'a1' }], profiles: [ashaRow], signedInAs: asha.email },
      { stored: true },
    )
    await waitFor(() => expect(text('name')).toBe('Asha Rao'))

    await user.click(screen.getByRole('button', { name: 'Sign out' }))

    expect(fake.auth.signOut).toHaveBeenCalledTimes(1)
    expect(text('signed-in')).toBe('false')
  })

  it('reports a users record that cannot be read, and still lets the app render', async () => {
    const { fake } = setup(
      { accounts: [{ ...asha, id: 'a1' }], profiles: [ashaRow], signedInAs: asha.email },
      { stored: true },
    )
    fake.failures.select = { message: 'permission denied for table users' } // before the first read
    await waitFor(() => expect(text('signed-in')).toBe('true'))
    expect(
      await screen.findByText('Could not load your profile: permission denied for table users'),
    ).toBeInTheDocument()
    expect(text('name')).toBe('none')
  })

  it('flags a demo account from its app_metadata', async () => {
    setup(
      {
        accounts: [{ ...asha, id: 'a1', appMetadata: { demo: true } }],
        profiles: [ashaRow],
        signedInAs: asha.email,
      },
      { stored: true },
    )
    await waitFor(() => expect(text('demo')).toBe('true'))
  })

  it('loads the client when another tab stores a session', async () => {
    const { source } = setup({})
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'lexsetu-auth', newValue: '{}' }))
    })
    expect(source.load).toHaveBeenCalledTimes(1)
  })

  it('unsubscribes from auth events when unmounted', async () => {
    const { fake, unmount } = setup(
      { accounts: [{ ...asha, id: 'a1' }], profiles: [ashaRow], signedInAs: asha.email },
      { stored: true },
    )
    await waitFor(() => expect(text('name')).toBe('Asha Rao'))
    expect(fake.listenerCount()).toBe(1)

    unmount()

    expect(fake.listenerCount()).toBe(0)
  })
})
