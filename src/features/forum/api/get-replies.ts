import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query'
import * as z from 'zod/mini'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { REPLY_COLUMNS, replySchema, type Reply } from '../schemas/forum'
import { forumKeys } from './keys'

/** How many replies one request reads; 'Show more replies' reads the next range. */
const REPLIES_PAGE_SIZE = 100

/**
 * One range of a thread's replies (forum_reply_cards), in the order the page shows them: the
 * helpful answer first, then the most upvoted, then the oldest (id breaks ties, so ranges never
 * overlap or skip a reply).
 */
async function getReplies(
  client: AppSupabaseClient,
  threadId: string,
  offset: number,
  signal?: AbortSignal,
): Promise<Reply[]> {
  let query = client
    .from('forum_reply_cards')
    .select(REPLY_COLUMNS)
    .eq('thread_id', threadId)
    .order('is_helpful', { ascending: false })
    .order('upvote_count', { ascending: false })
    .order('created_at', { ascending: true })
    .order('id', { ascending: true })
    .range(offset, offset + REPLIES_PAGE_SIZE - 1)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return parseRows(z.array(replySchema), data, 'The replies')
}

type ReplyPages = InfiniteData<Reply[], number>

const repliesQueryOptions = (threadId: string) =>
  infiniteQueryOptions({
    queryKey: forumKeys.replies(threadId),
    queryFn: async ({ pageParam, signal }) =>
      getReplies(await loadSupabase(), threadId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      lastPage.length < REPLIES_PAGE_SIZE ? undefined : lastOffset + REPLIES_PAGE_SIZE,
  })

/** The loaded replies as one list; a reply that moved between ranges is listed once. */
function flattenReplies(pages: ReplyPages | undefined): Reply[] {
  const seen = new Set<string>()
  const replies: Reply[] = []
  for (const reply of pages?.pages.flat() ?? []) {
    if (seen.has(reply.id)) continue
    seen.add(reply.id)
    replies.push(reply)
  }
  return replies
}

export function useReplies(threadId: string) {
  return useInfiniteQuery({ ...repliesQueryOptions(threadId), select: flattenReplies })
}

/** Changes cached replies of a thread in place (optimistic votes, the helpful mark, edits). */
export function updateCachedReplies(
  queryClient: QueryClient,
  threadId: string,
  update: (reply: Reply) => Reply,
) {
  queryClient.setQueryData<ReplyPages>(forumKeys.replies(threadId), (data) =>
    data ? { ...data, pages: data.pages.map((page) => page.map(update)) } : data,
  )
}

/** The cached reply with this id, if it is loaded. */
export function findCachedReply(
  queryClient: QueryClient,
  threadId: string,
  replyId: string,
): Reply | undefined {
  const data = queryClient.getQueryData<ReplyPages>(forumKeys.replies(threadId))
  return data?.pages.flat().find((reply) => reply.id === replyId)
}
