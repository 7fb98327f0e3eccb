import { useMutation, useQueryClient } from '@tanstack/react-query'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { forumKeys } from './keys'

/**
 * Adds a reply to a thread. The database names the author, counts it and refuses it past the
 * posting limit (LS004) or under a deleted thread (LS007), with a message the page shows as is.
 */
async function postReply(client: AppSupabaseClient, threadId: string, body: string) {
  const { error } = await client.from('forum_replies').insert({ thread_id: threadId, body })
  if (error) throw error
}

export function usePostReply(threadId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...forumKeys.replies(threadId), 'post'],
    mutationFn: async (body: string) => postReply(await loadSupabase(), threadId, body),
    // Pending until the thread and its replies are read again, so the new reply is on the page.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: forumKeys.thread(threadId) }),
        queryClient.invalidateQueries({ queryKey: forumKeys.replies(threadId) }),
        queryClient.invalidateQueries({ queryKey: forumKeys.lists(), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: forumKeys.queries(), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: forumKeys.activity(), refetchType: 'none' }),
      ]),
  })
}
