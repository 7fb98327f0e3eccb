import { useMutation, useQueryClient } from '@tanstack/react-query'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { assistantKeys } from './keys'

/** Deletes one of the user's chats; its messages go with it (on delete cascade). */
async function deleteChat(client: AppSupabaseClient, chatId: string) {
  const { error } = await client.from('chats').delete().eq('id', chatId)
  if (error) throw error
}

export function useDeleteChat() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...assistantKeys.all, 'delete'],
    mutationFn: async (chatId: string) => deleteChat(await loadSupabase(), chatId),
    onSuccess: (_, chatId) => {
      // The open chat stays cached until the screen has moved to a new chat (no 'not found' flash).
      queryClient.removeQueries({ queryKey: assistantKeys.chat(chatId), type: 'inactive' })
      void queryClient.invalidateQueries({ queryKey: assistantKeys.chats() })
    },
  })
}
