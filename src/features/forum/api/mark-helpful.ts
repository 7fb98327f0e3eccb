import { useMutation, useQueryClient } from '@tanstack/react-query'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import type { Thread } from '../schemas/forum'
import { updateCachedReplies } from './get-replies'
import { m } from '@/features/forum/messages/thread'
import { forumKeys } from './keys'

/**
 * Marks one reply as the helpful answer of the caller's thread, or clears the mark (`replyId`
 * null). RLS lets only the thread's author do it, and not on a deleted thread: then no row comes
 * back and this says so.
 */
async function setHelpfulReply(
  client: AppSupabaseClient,
  threadId: string,
  replyId: string | null,
) {
  const { data, error } = await client
    .from('forum_threads')
    .update({ helpful_reply_id: replyId })
    .eq('id', threadId)
    .select('helpful_reply_id')
    .maybeSingle()
  if (error) throw error
  if (!data) throw new Error(m.helpful.onlyAsker)
  return data.helpful_reply_id
}

export function useMarkHelpful(threadId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...forumKeys.thread(threadId), 'helpful'],
    mutationFn: async (replyId: string | null) =>
      setHelpfulReply(await loadSupabase(), threadId, replyId),
    onSuccess: (helpfulReplyId) => {
      queryClient.setQueryData<Thread | null>(forumKeys.thread(threadId), (thread) =>
        thread ? { ...thread, helpful_reply_id: helpfulReplyId } : thread,
      )
      updateCachedReplies(queryClient, threadId, (reply) => ({
        ...reply,
        is_helpful: reply.id === helpfulReplyId,
      }))
      // The helpful answer is listed first: read the order again.
      return queryClient.invalidateQueries({ queryKey: forumKeys.replies(threadId) })
    },
  })
}
