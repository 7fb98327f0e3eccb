import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import {
  CONSULTATION_COLUMNS,
  consultationCardSchema,
  type ConsultationCard,
} from '../schemas/messages'
import { messageKeys } from './keys'

/**
 * The consultation behind one conversation (consultation_cards, participants only): the other
 * person, the category, mode and status, and whether the client has reviewed it. Null when the
 * caller cannot see such a conversation.
 */
async function getConversation(
  client: AppSupabaseClient,
  conversationId: string,
  signal?: AbortSignal,
): Promise<ConsultationCard | null> {
  let query = client
    .from('consultation_cards')
    .select(CONSULTATION_COLUMNS)
    .eq('conversation_id', conversationId)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query.maybeSingle()
  if (error) throw error
  if (data === null) return null
  return parseRows(consultationCardSchema, data, 'The conversation')
}

/**
 * The other side may complete or cancel meanwhile: without Realtime, the header is read again
 * every 15 s.
 */
const CONVERSATION_REFRESH_MS = 15_000

const conversationQueryOptions = (conversationId: string, isLive: boolean) =>
  queryOptions({
    queryKey: messageKeys.conversation(conversationId),
    queryFn: async ({ signal }) => getConversation(await loadSupabase(), conversationId, signal),
    refetchInterval: isLive ? false : CONVERSATION_REFRESH_MS,
  })

export function useConversation(conversationId: string, isLive = false) {
  return useQuery(conversationQueryOptions(conversationId, isLive))
}

/** Reads the conversation's consultation again (after a refusal that says it changed). */
export function useRefreshConversation(conversationId: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: messageKeys.conversation(conversationId) })
}
