import { QueryClientContext } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { loadedQueryClient, subscribeToQueryClient } from './query-client-loader'

/**
 * Provides the QueryClient once it has loaded. The context is always rendered, so the page below
 * is never remounted when the client arrives; until then `useQueryClient` would throw, which is
 * why routes that use queries are loaded with `withQueryClient`.
 */
export function LazyQueryClientProvider({ children }: { children: ReactNode }) {
  const loaded = useSyncExternalStore(subscribeToQueryClient, loadedQueryClient)
  useEffect(() => {
    if (!loaded) return
    loaded.mount()
    return () => loaded.unmount()
  }, [loaded])
  return <QueryClientContext value={loaded}>{children}</QueryClientContext>
}
