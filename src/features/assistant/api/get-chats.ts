import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { parseRows } from '@/lib/parse-rows'
import { chatSummarySchema } from '../schemas/chat'
import { assistantKeys } from './keys'

/** How many chats the history list shows (newest first). */
const CHATS_LIMIT = 50

/** The user's chats, most recently active first (RLS: only their own). */
export async function getChats(client: AppSupabaseClient, signal?: AbortSignal) {
  let query = client
    .from('chats')
    .select('id,title,message_count,created_at,updated_at')
    .order('updated_at', { ascending: false })
    .limit(CHATS_LIMIT)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return parseRows(z.array(chatSummarySchema), data, 'Your chats')
}

export const chatsQueryOptions = () =>
  queryOptions({
    queryKey: assistantKeys.chats(),
    queryFn: async ({ signal }) => getChats(await loadSupabase(), signal),
  })

export function useChats() {
  return useQuery(chatsQueryOptions())
}
