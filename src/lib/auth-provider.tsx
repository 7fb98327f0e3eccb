import type { Session } from '@supabase/supabase-js'
import { QueryClientContext } from '@tanstack/react-query'
import { use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { toastError } from '@/components/ui/use-toast'
import { isDemoEmail } from '@/config/demo'
import { AuthContext, type AuthState } from './auth'
import { loadQueryClient } from './query-client-loader'
import { profileKeys } from './profile-keys'
import type ProfileSync from './profile-sync'
import type { ProfileState } from './profile-sync'
import { supabaseSource, type SupabaseSource } from './supabase'
import { useAuthSession } from './use-auth-session'
import { getErrorMessage } from './utils'
import { m as common } from '@/i18n/messages/common'

/** Demo accounts are seeded with app_metadata.demo (supabase/seeds/accounts.sql) and known e-mails. */
function isDemoSession(session: Session | null): boolean {
  if (!session) return false
  const flag: unknown = session.user.app_metadata?.demo
  return flag === true || flag === 'true' || isDemoEmail(session.user.email)
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

function reportError(what: string, error: unknown) {
  toastError(common.error, `${what}: ${getErrorMessage(error)}`)
}

/**
 * Fills the AuthContext (docs/PRODUCT.md §2, §4): the session from supabase-js and the `users`
 * record from TanStack Query (loaded only once there is a session: see query-client-loader). The
 * record is refreshed on every auth event and everything cached is dropped on sign-out, so the next
 * account never sees the previous one's data.
 */
export function AuthProvider({
  children,
  source = supabaseSource,
}: {
  children: ReactNode
  source?: SupabaseSource
}) {
  // Undefined until TanStack Query has loaded; nothing is cached before that.
  const queryClient = use(QueryClientContext)
  const { status, session, client, clear } = useAuthSession(source, {
    onEvent: (event, nextSession) => {
      if (event === 'SIGNED_OUT') queryClient?.removeQueries()
      else if (nextSession) void queryClient?.invalidateQueries({ queryKey: profileKeys.all })
    },
    onLoadError: (error) => reportError(common.couldNotRestoreSession, error),
  })

  const email = session?.user.email?.toLowerCase() ?? null
  const mayHaveSession = email !== null || status === 'loading'
  const [profileState, setProfileState] = useState<ProfileState | null>(null)
  // The profile reader and the QueryClient load as soon as a session may exist, in parallel with
  // supabase-js; a failed download is reported like a failed read, and retried on the next auth
  // event.
  const [Sync, setSync] = useState<typeof ProfileSync | null>(null)
  useEffect(() => {
    if (Sync || !mayHaveSession) return
    let isCurrent = true
    Promise.all([queryClient ?? loadQueryClient(), import('./profile-sync')]).then(
      ([, module]) => isCurrent && setSync(() => module.default),
      (error: unknown) => {
        if (!isCurrent || !email) return
        setProfileState({ email, data: undefined, error: asError(error), isPending: false })
      },
    )
    return () => {
      isCurrent = false
    }
  }, [Sync, queryClient, mayHaveSession, email])

  const profile = profileState?.email === email ? profileState : null
  const profileError = profile?.error
  useEffect(() => {
    if (profileError) reportError(common.couldNotLoadProfile, profileError)
  }, [profileError])

  // The spinner covers the first resolution only; later profile loads (after signing in on the
  // auth screen) must not unmount the router underneath a running form.
  const isResolving = status === 'loading' || (email !== null && (profile?.isPending ?? true))
  const [hasResolved, setHasResolved] = useState(false)
  if (!hasResolved && !isResolving) setHasResolved(true)

  const signOut = useCallback(async () => {
    const current = source.current()
    if (current) {
      // A shared demo account signs out only this browser, never the next visitor's session.
      const { error } = await current.auth.signOut(
        isDemoSession(session) ? { scope: 'local' } : undefined,
      )
      if (error) throw error
    }
    clear()
    queryClient?.removeQueries()
  }, [source, session, clear, queryClient])

  const refreshProfile = useCallback(async () => {
    const current = source.current()
    if (!current) return
    const { data, error } = await current.auth.getSession()
    if (error) throw error
    const sessionEmail = data.session?.user.email
    if (!sessionEmail) return
    const [queries, { profileQueryOptions }] = await Promise.all([
      queryClient ?? loadQueryClient(),
      import('./profile-query'),
    ])
    const options = profileQueryOptions(current, sessionEmail)
    // A load already under way (an auth event's) may have read before the record was written;
    // fetchQuery would hand back its answer, so it is cancelled and the record read afresh.
    await queries.cancelQueries({ queryKey: options.queryKey, exact: true })
    try {
      await queries.fetchQuery({ ...options, staleTime: 0 })
    } catch {
      // The failed query is in the cache: the effect above reports it to the user.
    }
  }, [source, queryClient])

  const value = useMemo<AuthState>(
    () => ({
      isLoading: !hasResolved && isResolving,
      isSignedIn: session !== null,
      userId: session?.user.id ?? null,
      email,
      profile: session ? (profile?.data ?? null) : null,
      isDemo: isDemoSession(session),
      signOut,
      refreshProfile,
    }),
    [hasResolved, isResolving, session, email, profile?.data, signOut, refreshProfile],
  )

  return (
    <AuthContext value={value}>
      {children}
      {queryClient && client && email && Sync && (
        <Sync client={client} email={email} onChange={setProfileState} />
      )}
    </AuthContext>
  )
}
