import { useMutation, useQueryClient } from '@tanstack/react-query'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { messageKeys } from './keys'

/** Sets the caller's read marker of a conversation to now (RPC mark_conversation_read). */
async function markConversationRead(client: AppSupabaseClient, conversationId: string) {
  const { error } = await client.rpc('mark_conversation_read', { conversation: conversationId })
  if (error) throw error
}

/** The unread badges of the list and the dashboard are read again when next shown. */
export function useMarkConversationRead(conversationId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...messageKeys.conversation(conversationId), 'read'],
    mutationFn: async () => markConversationRead(await loadSupabase(), conversationId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.conversations() }),
        queryClient.invalidateQueries({ queryKey: messageKeys.incoming() }),
      ]),
  })
}
