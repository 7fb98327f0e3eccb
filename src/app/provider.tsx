import type { ReactNode } from 'react'
import { ThemeProvider } from '@/components/theme/theme-provider'
import { FullScreenSpinner } from '@/components/ui/spinner'
import { LazyToaster } from '@/components/ui/lazy-toaster'
import { useAuth } from '@/lib/auth'
import { AuthProvider } from '@/lib/auth-provider'
import { LazyQueryClientProvider } from '@/lib/lazy-query-client-provider'

/** Nothing below renders until the session and the user record are known (docs/PRODUCT.md §2). */
function SessionGate({ children }: { children: ReactNode }) {
  const { isLoading } = useAuth()
  return isLoading ? <FullScreenSpinner /> : children
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <LazyQueryClientProvider>
      <ThemeProvider>
        <AuthProvider>
          <SessionGate>{children}</SessionGate>
        </AuthProvider>
        <LazyToaster />
      </ThemeProvider>
    </LazyQueryClientProvider>
  )
}
