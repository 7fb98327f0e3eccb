import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database.types'

/**
 * The one Supabase client. @supabase/supabase-js is ~55 kB gzip, so it is never part of a
 * first load: `loadSupabase()` imports it on demand (the AuthProvider at start-up only when a
 * session is stored, the auth screen when the visitor signs in) and every caller gets the same
 * client. Only `features/* /api` and `lib/auth*` talk to it.
 */
export type AppSupabaseClient = SupabaseClient<Database>

/** Where supabase-js keeps the session in localStorage (not the URL-derived default). */
export const AUTH_STORAGE_KEY = 'lexsetu-auth'

type LoadedListener = (client: AppSupabaseClient) => void

let loaded: AppSupabaseClient | null = null
let loading: Promise<AppSupabaseClient> | null = null
const listeners = new Set<LoadedListener>()

export function loadSupabase(): Promise<AppSupabaseClient> {
  // env.ts is loaded here too: its zod validation stays out of the first load.
  loading ??= Promise.all([
    import('@supabase/supabase-js'),
    import('@/config/env'),
    import('@/config/realtime'),
  ]).then(
    ([{ createClient }, { env }, { realtimeReconnectAfterMs }]) => {
      // '/': the API shares the page's origin (npm start).
      const url = env.VITE_SUPABASE_URL === '/' ? window.location.origin : env.VITE_SUPABASE_URL
      const client = createClient<Database>(url, env.VITE_SUPABASE_ANON_KEY, {
        auth: { storageKey: AUTH_STORAGE_KEY, detectSessionInUrl: true, persistSession: true },
        realtime: { reconnectAfterMs: realtimeReconnectAfterMs },
      })
      loaded = client
      listeners.forEach((listener) => listener(client))
      return client
    },
    (error: unknown) => {
      loading = null // a failed chunk download may succeed on the next attempt
      throw error
    },
  )
  return loading
}

/** The client when someone has already loaded it, else null. */
export function getLoadedSupabase(): AppSupabaseClient | null {
  return loaded
}

/** Calls `listener` once the client exists (it is not called for a client loaded earlier). */
export function onSupabaseLoaded(listener: LoadedListener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const AUTH_HASH = /(?:^#|&)(?:access_token|error|error_description)=/
const AUTH_CODE = /[?&]code=/

/**
 * Whether start-up must load the client to learn the session: one is stored, or the URL carries
 * an auth redirect (#access_token=… or #error=… of the implicit flow, ?code= of PKCE).
 */
export function hasStoredSession(
  storage: Pick<Storage, 'getItem'> | null = safeLocalStorage(),
  location: Pick<Location, 'hash' | 'search'> = window.location,
): boolean {
  if (storage?.getItem(AUTH_STORAGE_KEY)) return true
  return AUTH_HASH.test(location.hash) || AUTH_CODE.test(location.search)
}

/** localStorage, or null where the browser blocks it (then supabase-js keeps sessions in memory). */
function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** How the AuthProvider reaches the client; tests pass a fake one. */
export type SupabaseSource = {
  current: () => AppSupabaseClient | null
  load: () => Promise<AppSupabaseClient>
  onLoaded: (listener: LoadedListener) => () => void
  hasStoredSession: () => boolean
  storageKey: string
}

export const supabaseSource: SupabaseSource = {
  current: getLoadedSupabase,
  load: loadSupabase,
  onLoaded: onSupabaseLoaded,
  hasStoredSession: () => hasStoredSession(),
  storageKey: AUTH_STORAGE_KEY,
}
