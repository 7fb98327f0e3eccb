import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { otherPartyName } from '../schemas/messages'
import { messageKeys } from './keys'

/** A client's message waiting for the advocate (docs/PRODUCT.md §3 'Advocate incoming message'). */
export type IncomingMessage = {
  /** The conversation's id: 'Respond' opens /dashboard/messages/{id}. */
  id: string
  client: string
  /** ISO date-time with offset. */
  date: string
  preview: string
}

type IncomingMessages = { messages: IncomingMessage[] }

/** How many conversations the dashboard lists. */
const INCOMING_MESSAGES_LIMIT = 5

const incomingRowSchema = z.object({
  id: z.string().check(z.minLength(1)),
  other_name: z.nullable(z.string()),
  my_role: z.enum(['client', 'advocate']),
  last_message: z.nullable(z.string()),
  last_message_at: z.nullable(z.iso.datetime({ offset: true })),
})

/**
 * The newest conversations whose last message came from the other person (conversation_cards
 * where last_message_is_mine = false, newest 5). Conversations with no message yet sort last
 * and are left out.
 */
export async function getIncomingMessages(
  client: AppSupabaseClient,
  signal?: AbortSignal,
): Promise<IncomingMessages> {
  let query = client
    .from('conversation_cards')
    .select('id,other_name,my_role,last_message,last_message_at')
    .eq('last_message_is_mine', false)
    .order('last_message_at', { ascending: false, nullsFirst: false })
    .limit(INCOMING_MESSAGES_LIMIT)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  const rows = parseRows(z.array(incomingRowSchema), data, 'Your incoming messages')
  const messages = rows.flatMap((row) =>
    row.last_message_at === null
      ? []
      : [
          {
            id: row.id,
            client: otherPartyName(row.other_name, row.my_role),
            date: row.last_message_at,
            preview: row.last_message ?? '',
          },
        ],
  )
  return { messages }
}

export const incomingMessagesQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.incoming(),
    queryFn: async ({ signal }) => getIncomingMessages(await loadSupabase(), signal),
  })

export function useIncomingMessages() {
  return useQuery(incomingMessagesQueryOptions())
}
