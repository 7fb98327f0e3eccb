import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import {
  authorLabel,
  THREAD_CARD_COLUMNS,
  threadCardSchema,
  type ThreadCard,
} from '../schemas/forum'
import { forumKeys } from './keys'

/** How many open questions the advocate dashboard lists. */
export const FORUM_QUERIES_LIMIT = 5

/** A thread an advocate could answer (docs/PRODUCT.md §3 'Forum thread': what a list needs). */
export type ForumQuery = {
  id: string
  title: string
  author: string
  tags: string[]
  replies: number
  /** ISO date-time with offset. */
  created: string
}

function toForumQuery(thread: ThreadCard): ForumQuery {
  return {
    id: thread.id,
    title: thread.title,
    author: authorLabel(thread),
    tags: thread.categories,
    replies: thread.reply_count,
    created: thread.created_at,
  }
}

/**
 * The newest open threads that no advocate has answered yet (forum_thread_page, sort
 * 'awaiting_advocate'), for the advocate dashboard. Anonymous askers stay 'Anonymous'.
 */
export async function getForumQueries(
  client: AppSupabaseClient,
  signal?: AbortSignal,
): Promise<ForumQuery[]> {
  let query = client
    .rpc('forum_thread_page', { sort: 'awaiting_advocate', page_size: FORUM_QUERIES_LIMIT })
    .select(THREAD_CARD_COLUMNS)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return parseRows(z.array(threadCardSchema), data, 'The forum queries').map(toForumQuery)
}

export const forumQueriesQueryOptions = () =>
  queryOptions({
    queryKey: forumKeys.queries(),
    queryFn: async ({ signal }) => getForumQueries(await loadSupabase(), signal),
  })

export function useForumQueries() {
  return useQuery(forumQueriesQueryOptions())
}
