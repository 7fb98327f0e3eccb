import { infiniteQueryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { useKeysetPages } from '@/hooks/use-keyset-pages'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import {
  FORUM_LIMITS,
  THREAD_CARD_COLUMNS,
  threadCardSchema,
  type ThreadCard,
} from '../schemas/forum'
import { nextPageAfter } from './get-thread-page'
import { forumKeys } from './keys'

const threadPageSchema = z.array(threadCardSchema)

/**
 * One page of 'My questions' from my_forum_threads: the threads the signed-in user started or
 * replied to, the latest activity first (the database reads who is asking from the token).
 */
export async function getMyThreadPage(
  client: AppSupabaseClient,
  after: string | null,
  signal?: AbortSignal,
): Promise<ThreadCard[]> {
  let query = client
    .rpc('my_forum_threads', { after, page_size: FORUM_LIMITS.pageSize })
    .select(THREAD_CARD_COLUMNS)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return parseRows(threadPageSchema, data, 'Your questions')
}

export const myThreadPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: forumKeys.mine(),
    queryFn: async ({ pageParam, signal }) =>
      getMyThreadPage(await loadSupabase(), pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextPageAfter,
  })

/** The pages of 'My questions' read so far; `loadMore` reads the next one. */
export function useMyThreadPages() {
  return useKeysetPages(myThreadPagesQueryOptions())
}
