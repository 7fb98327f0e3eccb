import { useQueryClient } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { createFakeSource, createFakeSupabase } from '@/testing/fake-supabase'
import { useAuth } from './auth'
import { AuthProvider } from './auth-provider'
import { LazyQueryClientProvider } from './lazy-query-client-provider'
import { loadQueryClient, loadedQueryClient } from './query-client-loader'
import * as queryClientModule from './query-client'

vi.mock(import('./query-client'), { spy: true })

const asha = { email: 'asha@example.in', password: 'secret-1' }
const ashaRow = {
  id: 'a1',
  email: asha.email,
  name: 'Asha Rao',
  role: 'client',
  plan: 'free',
  is_verified: false,
}

let mounts = 0
function Page() {
  useEffect(() => {
    mounts += 1
  }, [])
  const auth = useAuth()
  return <p>{auth.isLoading ? 'Loading' : (auth.profile?.name ?? 'Signed out')}</p>
}

function QueryConsumer() {
  const client = useQueryClient()
  return <p>{client ? 'Has a query client' : ''}</p>
}

function renderApp(stored: boolean, children = <Page />) {
  const fake = createFakeSupabase({
    accounts: [{ ...asha, id: 'a1' }],
    profiles: [ashaRow],
    signedInAs: stored ? asha.email : undefined,
  })
  const source = createFakeSource(fake.client, { stored })
  return render(
    <LazyQueryClientProvider>
      <AuthProvider source={source}>{children}</AuthProvider>
    </LazyQueryClientProvider>,
  )
}

// The loader keeps one client per page load, as the app does: these tests run in this order.
describe('LazyQueryClientProvider with the AuthProvider', () => {
  it('a signed-out visitor never loads TanStack Query', async () => {
    renderApp(false)
    expect(await screen.findByText('Signed out')).toBeInTheDocument()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(queryClientModule.createQueryClient).not.toHaveBeenCalled()
    expect(loadedQueryClient()).toBeUndefined()
  })

  it('provides the client when a route asks for it, without remounting the page', async () => {
    mounts = 0
    renderApp(false)
    expect(await screen.findByText('Signed out')).toBeInTheDocument()
    await act(() => loadQueryClient())
    expect(queryClientModule.createQueryClient).toHaveBeenCalledTimes(1)
    expect(mounts).toBe(1)
  })

  it('with a stored session, reads the profile through the one client', async () => {
    renderApp(
      true,
      <>
        <Page />
        <QueryConsumer />
      </>,
    )
    await waitFor(() => expect(screen.getByText('Asha Rao')).toBeInTheDocument())
    expect(screen.getByText('Has a query client')).toBeInTheDocument()
    expect(queryClientModule.createQueryClient).toHaveBeenCalledTimes(1)
  })
})
