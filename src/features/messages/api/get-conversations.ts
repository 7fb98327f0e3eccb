import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import {
  CONVERSATION_COLUMNS,
  conversationCardSchema,
  type ConversationCard,
} from '../schemas/messages'
import { messageKeys } from './keys'

/** How many conversations the page lists. */
const CONVERSATIONS_LIMIT = 100

/** When a conversation last moved: its last message, else when it was opened. */
export const lastActivity = (card: ConversationCard) => card.last_message_at ?? card.created_at

/** Newest activity first: coalesce(last_message_at, created_at) desc, as the contract orders them. */
function byLastActivity(a: ConversationCard, b: ConversationCard): number {
  return Date.parse(lastActivity(b)) - Date.parse(lastActivity(a)) || b.id.localeCompare(a.id)
}

/**
 * The caller's conversations (conversation_cards: participants only). PostgREST cannot order by
 * an expression, so the newest messages come first and conversations with none yet (the newest
 * ones, opened on acceptance) before them; the page then orders by coalesce(last_message_at,
 * created_at).
 */
async function getConversations(
  client: AppSupabaseClient,
  signal?: AbortSignal,
): Promise<ConversationCard[]> {
  let query = client
    .from('conversation_cards')
    .select(CONVERSATION_COLUMNS)
    .order('last_message_at', { ascending: false, nullsFirst: true })
    .order('created_at', { ascending: false })
    .limit(CONVERSATIONS_LIMIT)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return parseRows(z.array(conversationCardSchema), data, 'The conversations').sort(byLastActivity)
}

/**
 * Unread counts change while the list is open: without Realtime, it is read again every 30 s
 * while visible.
 */
const CONVERSATIONS_REFRESH_MS = 30_000

const conversationsQueryOptions = (isLive: boolean) =>
  queryOptions({
    queryKey: messageKeys.conversations(),
    queryFn: async ({ signal }) => getConversations(await loadSupabase(), signal),
    refetchInterval: isLive ? false : CONVERSATIONS_REFRESH_MS,
  })

export function useConversations(isLive = false) {
  return useQuery(conversationsQueryOptions(isLive))
}
