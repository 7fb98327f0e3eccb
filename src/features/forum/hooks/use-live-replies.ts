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
  // This reader's vote or reply in flight: a vote shown before the server has it would be undone
  // by a read, and a reply's own reads would be cancelled by ours (its form would settle early).
  const isWriting = () =>
    queryClient.isMutating({ mutationKey: forumKeys.thread(threadId) }) +
      queryClient.isMutating({ mutationKey: forumKeys.replies(threadId) }) >
    0
  /** The replies, and with `thread` the thread's counts; after this reader's writes have settled. */
  const read = (thread: boolean) => {
    const readNow = () => {
      void queryClient.invalidateQueries({ queryKey: forumKeys.replies(threadId) })
      if (thread) void queryClient.invalidateQueries({ queryKey: forumKeys.thread(threadId) })
    }
    if (!isWriting()) return readNow()
    const stop = queryClient.getMutationCache().subscribe(() => {
      if (isWriting()) return
      stop()
      readNow()
    })
  }
  useLiveChanges({
    name: 'forum-thread',
    bindings: [{ event: '*', table: 'forum_replies', filter: `thread_id=eq.${threadId}` }],
    enabled: isSignedIn,
    // A reply came, changed or went: its count on the thread too.
    onChange: () => read(true),
    // Replies written between the first read and the subscription, or while it was lost.
    onSubscribed: () => read(false),
  })
}
