import type { QueryClient } from '@tanstack/react-query'

// TanStack Query is ~10 kB gzip that a signed-out visitor of the public pages never uses: the
// library and the app's client load when a session may exist (AuthProvider) or a route that reads
// or writes data is opened (withQueryClient). Until then the context has no client.

let client: QueryClient | undefined
let loading: Promise<QueryClient> | undefined
const listeners = new Set<() => void>()

/** Loads TanStack Query and creates the app's one QueryClient, once; a failed download retries. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(
    ({ createQueryClient }) => {
      client = createQueryClient()
      for (const listener of listeners) listener()
      return client
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** Resolves a lazy route's module only once the QueryClient exists, so its hooks find it. */
export function withQueryClient<Module>(module: Promise<Module>): Promise<Module> {
  return Promise.all([module, loadQueryClient()]).then(([loaded]) => loaded)
}

export function subscribeToQueryClient(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const loadedQueryClient = () => client
