import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { isPremium, useAuth } from '@/lib/auth'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { planKeys } from './keys'
import { toUserError } from './plan-errors'

/** An upgrade request waiting for the team ('requested'). */
export type OpenUpgradeRequest = { id: string; createdAt: string }

export const OPEN_REQUEST_COLUMNS = 'id, created_at'

const openRequestSchema = z.object({ id: z.string().check(z.minLength(1)), created_at: z.string() })

export function toOpenRequest(data: unknown): OpenUpgradeRequest {
  const row = parseRows(openRequestSchema, data, 'Your upgrade request')
  return { id: row.id, createdAt: row.created_at }
}

/** The user's newest request that is still open, or null (RLS: one's own rows only). */
async function getOpenUpgradeRequest(
  client: AppSupabaseClient,
  userId: string,
  signal?: AbortSignal,
): Promise<OpenUpgradeRequest | null> {
  let query = client
    .from('upgrade_requests')
    .select(OPEN_REQUEST_COLUMNS)
    .eq('user_id', userId)
    .eq('status', 'requested')
    .order('created_at', { ascending: false })
    .limit(1)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query.maybeSingle()
  if (error) throw error
  return data === null ? null : toOpenRequest(data)
}

const openUpgradeRequestQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: planKeys.openRequest(userId ?? ''),
    queryFn: userId
      ? async ({ signal }) => {
          try {
            return await getOpenUpgradeRequest(await loadSupabase(), userId, signal)
          } catch (error) {
            throw toUserError(error)
          }
        }
      : skipToken,
  })

/** The signed-in user's open request; not read for visitors and Premium users. */
export function useOpenUpgradeRequest() {
  const { userId, profile } = useAuth()
  return useQuery(openUpgradeRequestQueryOptions(isPremium(profile) ? null : userId))
}
