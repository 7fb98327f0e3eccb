import { useMutation, useQueryClient } from '@tanstack/react-query'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { m } from '@/features/forum/messages/thread'
import { forumKeys } from './keys'

export type PostRef = { kind: 'thread' | 'reply'; id: string }

/**
 * Deletes the caller's own thread or reply (RLS). A thread with replies is not removed: the
 * database blanks it to '[deleted]' and keeps its replies.
 */
async function deletePost(client: AppSupabaseClient, post: PostRef) {
  if (post.kind === 'thread') {
    const { error } = await client.from('forum_threads').delete().eq('id', post.id)
    if (error) throw error
    return
  }
  const { data, error } = await client.from('forum_replies').delete().eq('id', post.id).select('id')
  if (error) throw error
  if (data.length === 0) throw new Error(m.delete.notFound)
}

export function useDeletePost(threadId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...forumKeys.thread(threadId), 'delete'],
    mutationFn: async (post: PostRef) => deletePost(await loadSupabase(), post),
    onSuccess: (_, post) => {
      for (const queryKey of [forumKeys.lists(), forumKeys.queries(), forumKeys.activity()])
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' })
      if (post.kind === 'thread') {
        // The page goes back to /forum: no re-read here (it would flash 'not found' first). A
        // thread with replies is read again, as '[deleted]', when it is opened next.
        void queryClient.invalidateQueries({
          queryKey: forumKeys.thread(threadId),
          refetchType: 'none',
        })
        return
      }
      void queryClient.invalidateQueries({ queryKey: forumKeys.thread(threadId) })
      void queryClient.invalidateQueries({ queryKey: forumKeys.replies(threadId) })
    },
  })
}
