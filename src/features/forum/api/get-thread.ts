import { queryOptions, useQuery } from '@tanstack/react-query'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { THREAD_COLUMNS, threadSchema, type Thread } from '../schemas/forum'
import { forumKeys } from './keys'

/**
 * One thread as the thread page shows it (forum_thread_cards, with its body); null when there is
 * no such thread. A deleted thread that has replies comes back with `is_deleted` and '[deleted]'.
 */
async function getThread(
  client: AppSupabaseClient,
  threadId: string,
  signal?: AbortSignal,
): Promise<Thread | null> {
  let query = client.from('forum_thread_cards').select(THREAD_COLUMNS).eq('id', threadId)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query.maybeSingle()
  if (error) throw error
  if (data === null) return null
  return parseRows(threadSchema, data, 'The discussion')
}

const threadQueryOptions = (threadId: string) =>
  queryOptions({
    queryKey: forumKeys.thread(threadId),
    queryFn: async ({ signal }) => getThread(await loadSupabase(), threadId, signal),
  })

export function useThread(threadId: string) {
  return useQuery(threadQueryOptions(threadId))
}
