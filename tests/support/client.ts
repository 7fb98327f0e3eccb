import { createClient, type SupabaseClient } from '@supabase/supabase-js'

/** Node 20 has no WebSocket and no caller here uses realtime, but supabase-js refuses to start without one. */
class NoWebSocket {}

export type NodeClientOptions = {
  /** The embedded backend's handler, to call it in-process; the global fetch otherwise. */
  fetch?: typeof fetch
  /** A user's access token, sent as the bearer on every request. */
  token?: string
  /** Keep the session a sign-in returns (in memory), as the browser app does; none by default. */
  keepSession?: boolean
}

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/** supabase-js for Node callers (tests, benches, the admin CLI): no socket, no token refresh. */
export function nodeClient(
  url: string,
  key: string,
  { fetch: fetchImpl, token, keepSession = false }: NodeClientOptions = {},
): SupabaseClient {
  return createClient(url, key, {
    global: {
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
      ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
    },
    auth: {
      persistSession: keepSession,
      ...(keepSession ? { storage: memoryStorage() } : {}),
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    realtime: { transport: NoWebSocket as never },
  })
}
