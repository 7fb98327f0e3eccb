import type { AuthChangeEvent, Session } from '@supabase/supabase-js'
import { useCallback, useEffect, useEffectEvent, useState } from 'react'
import type { AppSupabaseClient, SupabaseSource } from './supabase'

type AuthSessionState = {
  /** 'loading' until the client has reported the session (only when one may exist). */
  status: 'loading' | 'ready'
  session: Session | null
  client: AppSupabaseClient | null
}

type Handlers = {
  /** Every auth event, after the state has been updated. Must not await the client (auth-js lock). */
  onEvent: (event: AuthChangeEvent, session: Session | null) => void
  /** The client could not be loaded (e.g. its chunk failed to download). */
  onLoadError: (error: unknown) => void
}

/**
 * Follows the Supabase session without loading supabase-js for visitors who have none: the
 * client is loaded at start only when a session may be stored, or when another tab signs in;
 * a client loaded later by anyone (the auth screen) is picked up through `source.onLoaded`.
 */
export function useAuthSession(source: SupabaseSource, handlers: Handlers) {
  const [state, setState] = useState<AuthSessionState>(() => ({
    status: source.current() || source.hasStoredSession() ? 'loading' : 'ready',
    session: null,
    client: source.current(),
  }))

  const onEvent = useEffectEvent(handlers.onEvent)
  const onLoadError = useEffectEvent((error: unknown) => {
    setState((previous) => ({ ...previous, status: 'ready' }))
    handlers.onLoadError(error)
  })

  useEffect(() => {
    let subscription: { unsubscribe: () => void } | null = null
    const attach = (client: AppSupabaseClient) => {
      if (subscription) return
      const { data } = client.auth.onAuthStateChange((event, session) => {
        setState({ status: 'ready', session, client })
        onEvent(event, session)
      })
      subscription = data.subscription
    }
    const load = () => {
      if (!source.current()) source.load().catch(onLoadError)
    }

    const stopListening = source.onLoaded(attach)
    const existing = source.current()
    if (existing) attach(existing)
    else if (source.hasStoredSession()) load()

    // Another tab signed in while this one has not loaded the client yet. (Once loaded,
    // supabase-js itself syncs tabs over a BroadcastChannel.)
    const onStorage = (event: StorageEvent) => {
      if (event.key === source.storageKey && event.newValue) load()
    }
    window.addEventListener('storage', onStorage)

    return () => {
      stopListening()
      subscription?.unsubscribe()
      window.removeEventListener('storage', onStorage)
    }
  }, [source])

  const clear = useCallback(() => {
    setState((previous) => ({ ...previous, status: 'ready', session: null }))
  }, [])

  return { ...state, clear }
}
