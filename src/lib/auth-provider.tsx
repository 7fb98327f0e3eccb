import type { Session } from '@supabase/supabase-js'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { toast } from '@/components/ui/use-toast'
import { isDemoEmail } from '@/config/demo'
import { AuthContext, type AuthState } from './auth'
import { profileKeys, profileQueryOptions } from './profile-query'
import { supabaseSource, type SupabaseSource } from './supabase'
import { useAuthSession } from './use-auth-session'
import { getErrorMessage } from './utils'

/** Demo accounts are seeded with app_metadata.demo (supabase/seed.sql) and known e-mails. */
function isDemoSession(session: Session | null): boolean {
  if (!session) return false
  const flag: unknown = session.user.app_metadata?.demo
  return flag === true || flag === 'true' || isDemoEmail(session.user.email)
}

function reportError(what: string, error: unknown) {
  toast({
    title: 'Error',
    description: `${what}: ${getErrorMessage(error)}`,
    variant: 'destructive',
  })
}

/**
 * Fills the AuthContext (SPEC §2, §4): the session from supabase-js and the `users` record from
 * TanStack Query. The record is refreshed on every auth event and everything cached is dropped
 * on sign-out, so the next account never sees the previous one's data.
 */
export function AuthProvider({
  children,
  source = supabaseSource,
}: {
  children: ReactNode
  source?: SupabaseSource
}) {
  const queryClient = useQueryClient()
  const { status, session, client, clear } = useAuthSession(source, {
    onEvent: (event, nextSession) => {
      if (event === 'SIGNED_OUT') queryClient.removeQueries()
      else if (nextSession) void queryClient.invalidateQueries({ queryKey: profileKeys.all })
    },
    onLoadError: (error) => reportError('Could not restore your session', error),
  })

  const email = session?.user.email?.toLowerCase() ?? null
  const profileQuery = useQuery(profileQueryOptions(client, email))
  const profileError = profileQuery.error
  useEffect(() => {
    if (profileError) reportError('Could not load your profile', profileError)
  }, [profileError])

  // The spinner covers the first resolution only; later profile loads (after signing in on the
  // auth screen) must not unmount the router underneath a running form.
  const isResolving = status === 'loading' || (email !== null && profileQuery.isPending)
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
    queryClient.removeQueries()
  }, [source, session, clear, queryClient])

  const refreshProfile = useCallback(async () => {
    const current = source.current()
    if (!current) return
    const { data, error } = await current.auth.getSession()
    if (error) throw error
    const sessionEmail = data.session?.user.email
    if (!sessionEmail) return
    const options = profileQueryOptions(current, sessionEmail)
    // A load already under way (an auth event's) may have read before the record was written;
    // fetchQuery would hand back its answer, so it is cancelled and the record read afresh.
    await queryClient.cancelQueries({ queryKey: options.queryKey, exact: true })
    try {
      await queryClient.fetchQuery({ ...options, staleTime: 0 })
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
      profile: session ? (profileQuery.data ?? null) : null,
      isDemo: isDemoSession(session),
      signOut,
      refreshProfile,
    }),
    [hasResolved, isResolving, session, email, profileQuery.data, signOut, refreshProfile],
  )

  return <AuthContext value={value}>{children}</AuthContext>
}
