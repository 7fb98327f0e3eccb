import { useQueryClient } from '@tanstack/react-query'
import { useAuth } from '@/lib/auth'
import { useLiveChanges } from '@/lib/use-live-changes'
import { forumKeys } from '../api/keys'

/**
 * A thread's replies, live for a signed-in reader (Realtime sends reply changes to members only:
 * visitors read the forum through its views). A new, edited or removed reply reads the replies and
 * the thread (its counts) again.
 */
export function useLiveReplies(threadId: string) {
  const { isSignedIn } = useAuth()
  const queryClient = useQueryClient()
  const read = () => {
    void queryClient.invalidateQueries({ queryKey: forumKeys.replies(threadId) })
    void queryClient.invalidateQueries({ queryKey: forumKeys.thread(threadId) })
  }
  useLiveChanges({
    name: 'forum-thread',
    bindings: [{ event: '*', table: 'forum_replies', filter: `thread_id=eq.${threadId}` }],
    enabled: isSignedIn,
    onChange: read,
    // What changed between the first read and the subscription, or while it was lost.
    onSubscribed: read,
  })
}
