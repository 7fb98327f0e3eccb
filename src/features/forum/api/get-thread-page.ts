import { infiniteQueryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { useKeysetPages } from '@/hooks/use-keyset-pages'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import {
  FORUM_LIMITS,
  THREAD_CARD_COLUMNS,
  threadCardSchema,
  type ForumCategory,
  type ForumSort,
  type ThreadCard,
} from '../schemas/forum'
import { forumKeys } from './keys'

/** What /forum lists: a search ('' for none), one category or all, and a sort. */
export type ThreadFilters = { search: string; category: ForumCategory | null; sort: ForumSort }

const threadPageSchema = z.array(threadCardSchema)

/**
 * One page of threads from forum_thread_page: `after` is the id of the last thread of the
 * previous page (keyset pagination), null for the first page.
 */
export async function getThreadPage(
  client: AppSupabaseClient,
  { search, category, sort }: ThreadFilters,
  after: string | null,
  signal?: AbortSignal,
): Promise<ThreadCard[]> {
  let query = client
    .rpc('forum_thread_page', {
      search: search.trim() || null,
      category,
      sort,
      after,
      page_size: FORUM_LIMITS.pageSize,
    })
    .select(THREAD_CARD_COLUMNS)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return parseRows(threadPageSchema, data, 'The discussions')
}

/** A full page may have a next one: it starts after that page's last thread. */
export function nextPageAfter(lastPage: ThreadCard[]): string | undefined {
  if (lastPage.length < FORUM_LIMITS.pageSize) return undefined
  return lastPage[lastPage.length - 1]?.id
}

export const threadPagesQueryOptions = (filters: ThreadFilters) =>
  infiniteQueryOptions({
    queryKey: forumKeys.list(filters),
    queryFn: async ({ pageParam, signal }) =>
      getThreadPage(await loadSupabase(), filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextPageAfter,
  })

/** The pages of /forum read so far; `loadMore` reads the next one. */
export function useThreadPages(filters: ThreadFilters) {
  return useKeysetPages(threadPagesQueryOptions(filters))
}
