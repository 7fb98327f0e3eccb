import type { SupabaseClient } from '@supabase/supabase-js'
import { nodeClient } from '../../tests/support/client.ts'
import type { Target } from './target.ts'

/** supabase-js with the service role key: no session, no refresh; `fetch` for an in-process backend. */
export const createAdminClient = (target: Target, fetchImpl?: typeof fetch): SupabaseClient =>
  nodeClient(target.url, target.key, { fetch: fetchImpl })
