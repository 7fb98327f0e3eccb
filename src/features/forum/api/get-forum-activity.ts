import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { forumKeys } from './keys'

const count = () => z.int().check(z.nonnegative())

/** What the signed-in user has posted in the forum (my_forum_activity). */
const forumActivitySchema = z.object({ threads: count(), replies: count() })
type ForumActivity = z.infer<typeof forumActivitySchema>

/** How many threads and replies the caller has posted (one record: PostgREST sends an object). */
export async function getForumActivity(
  client: AppSupabaseClient,
  signal?: AbortSignal,
): Promise<ForumActivity> {
  let query = client.rpc('my_forum_activity')
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return parseRows(forumActivitySchema, data, 'Your forum activity')
}

export const forumActivityQueryOptions = () =>
  queryOptions({
    queryKey: forumKeys.activity(),
    queryFn: async ({ signal }) => getForumActivity(await loadSupabase(), signal),
  })

export function useForumActivity() {
  return useQuery(forumActivityQueryOptions())
}
