import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { Target } from './target.ts'

/** Node 20 has no WebSocket; the CLI never uses realtime; supabase-js refuses to start without one. */
class NoWebSocket {}

/** supabase-js with the service role key: no session, no refresh; `fetch` for an in-process backend. */
export function createAdminClient(target: Target, fetchImpl?: typeof fetch): SupabaseClient {
  return createClient(target.url, target.key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
    ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
  })
}
