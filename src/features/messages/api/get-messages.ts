import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { MESSAGE_COLUMNS, messageSchema, type Message } from '../schemas/messages'
import { messageKeys } from './keys'

/** How many of the newest messages one read brings; 'Show earlier messages' adds as many. */
export const MESSAGES_PAGE_SIZE = 100

/**
 * How often the open conversation is read again while the page is visible and Realtime is not
 * connected (use-live-messaging.ts); while it is, new messages arrive as they are sent.
 */
export const MESSAGES_POLL_MS = 3_000

type MessagePage = {
  /** Oldest first, as the thread shows them. */
  messages: Message[]
  /** Older messages exist beyond `limit`. */
  hasEarlier: boolean
}

/** Oldest first; the id breaks ties of the same instant, so the order never flickers. */
export function byCreatedAt(
  a: Pick<Message, 'created_at' | 'id'>,
  b: Pick<Message, 'created_at' | 'id'>,
) {
  return Date.parse(a.created_at) - Date.parse(b.created_at) || a.id.localeCompare(b.id)
}

/**
 * The newest `limit` messages of a conversation (RLS: participants only; anyone else reads
 * none), returned oldest first. One more is asked for to know whether earlier ones exist.
 */
export async function getMessages(
  client: AppSupabaseClient,
  conversationId: string,
  limit: number = MESSAGES_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<MessagePage> {
  let query = client
    .from('messages')
    .select(MESSAGE_COLUMNS)
    .eq('conversation_id', conversationId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit + 1)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  const rows = parseRows(z.array(messageSchema), data, 'The messages')
  return { messages: rows.slice(0, limit).sort(byCreatedAt), hasEarlier: rows.length > limit }
}

/** Polls every 3 s while the document is visible; a hidden tab asks nothing. */
export function pollWhileVisible(): number | false {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden'
    ? false
    : MESSAGES_POLL_MS
}

export const messagesQueryOptions = (
  conversationId: string,
  limit: number = MESSAGES_PAGE_SIZE,
  isLive = false,
) =>
  queryOptions({
    queryKey: [...messageKeys.thread(conversationId), limit] as const,
    queryFn: async ({ signal }) => getMessages(await loadSupabase(), conversationId, limit, signal),
    refetchInterval: isLive ? false : pollWhileVisible,
    refetchIntervalInBackground: false,
    // Coming back to the tab reads at once rather than on the next tick.
    refetchOnWindowFocus: true,
    staleTime: 0,
    // 'Show earlier messages' keeps the thread on screen while the longer read runs.
    placeholderData: keepPreviousData,
  })

export function useMessages(
  conversationId: string,
  limit: number = MESSAGES_PAGE_SIZE,
  isLive = false,
) {
  return useQuery(messagesQueryOptions(conversationId, limit, isLive))
}
