import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { advocateKeys } from './keys'

const count = () => z.int().check(z.nonnegative())

/** The signed-in advocate's activity figures (docs/PRODUCT.md §3 'Advocate stats'). */
export type AdvocateStats = {
  consultations: number
  clientMessagesReceived: number
  forumReplies: number
  profileViews: number
}

type AdvocateStatsResult = { stats: AdvocateStats }

/** The one record of advocate_dashboard_stats() (PostgREST sends it as an object). */
const statsRecordSchema = z.object({
  client_messages: count(),
  profile_views: count(),
  consultations: count(),
  forum_replies: count(),
})

/**
 * The advocate's figures as the database counts them: messages received (all time), profile
 * views (last 30 days), consultations (requested, accepted or completed) and forum replies.
 */
export async function getAdvocateStats(
  client: AppSupabaseClient,
  signal?: AbortSignal,
): Promise<AdvocateStatsResult> {
  let query = client.rpc('advocate_dashboard_stats')
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  const row = parseRows(statsRecordSchema, data, 'Your activity figures')
  return {
    stats: {
      clientMessagesReceived: row.client_messages,
      profileViews: row.profile_views,
      consultations: row.consultations,
      forumReplies: row.forum_replies,
    },
  }
}

export const advocateStatsQueryOptions = () =>
  queryOptions({
    queryKey: advocateKeys.stats(),
    queryFn: async ({ signal }) => getAdvocateStats(await loadSupabase(), signal),
  })

export function useAdvocateStats() {
  return useQuery(advocateStatsQueryOptions())
}
