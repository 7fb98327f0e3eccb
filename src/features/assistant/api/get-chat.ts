import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import {
  chatMessageSchema,
  chatSummarySchema,
  type ChatMessage,
  type ChatSummary,
} from '../schemas/chat'
import { assistantKeys } from './keys'

export type Chat = { chat: ChatSummary; messages: ChatMessage[] }

/**
 * One chat and its messages, oldest first, the user's feedback on the replies embedded in them;
 * null when there is no such chat for this user (RLS hides other people's chats, so "not yours"
 * and "does not exist" look the same).
 */
export async function getChat(
  client: AppSupabaseClient,
  chatId: string,
  signal?: AbortSignal,
): Promise<Chat | null> {
  let chatQuery = client
    .from('chats')
    .select('id,title,message_count,created_at,updated_at')
    .eq('id', chatId)
  let messagesQuery = client
    .from('chat_messages')
    .select('id,role,content,citations,created_at,feedback:assistant_feedback(helpful,note)')
    .eq('chat_id', chatId)
    .order('created_at')
  if (signal) {
    chatQuery = chatQuery.abortSignal(signal)
    messagesQuery = messagesQuery.abortSignal(signal)
  }
  const [chatResult, messagesResult] = await Promise.all([chatQuery.maybeSingle(), messagesQuery])
  if (chatResult.error) throw chatResult.error
  if (messagesResult.error) throw messagesResult.error
  if (chatResult.data === null) return null
  return {
    chat: parseRows(chatSummarySchema, chatResult.data, 'The chat'),
    messages: parseRows(z.array(chatMessageSchema), messagesResult.data, 'The messages'),
  }
}

const chatQueryOptions = (chatId: string) =>
  queryOptions({
    queryKey: assistantKeys.chat(chatId),
    queryFn: async ({ signal }) => getChat(await loadSupabase(), chatId, signal),
  })

export function useChat(chatId: string | null) {
  return useQuery({ ...chatQueryOptions(chatId ?? ''), enabled: chatId !== null })
}
