import { useMutation, useQueryClient } from '@tanstack/react-query'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import type { Chat } from './get-chat'
import { assistantKeys } from './keys'
import { m } from '../messages/assistant'

/** Renames one of the user's chats: `title` is the only column they may update (RLS + grant). */
async function renameChat(client: AppSupabaseClient, chatId: string, title: string) {
  const { data, error } = await client
    .from('chats')
    .update({ title })
    .eq('id', chatId)
    .select('title')
    .maybeSingle()
  if (error) throw error
  if (!data) throw new Error(m.rename.notFound)
  return data.title
}

export function useRenameChat() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...assistantKeys.all, 'rename'],
    mutationFn: async ({ chatId, title }: { chatId: string; title: string }) =>
      renameChat(await loadSupabase(), chatId, title),
    onSuccess: (title, { chatId }) => {
      queryClient.setQueryData<Chat | null>(assistantKeys.chat(chatId), (chat) =>
        chat ? { ...chat, chat: { ...chat.chat, title } } : chat,
      )
      return queryClient.invalidateQueries({ queryKey: assistantKeys.chats() })
    },
  })
}
