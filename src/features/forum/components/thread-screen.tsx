import { QueryError } from '@/components/ui/error-box'
import { m } from '@/features/forum/messages/thread'
import { useThread } from '../api/get-thread'
import { ReplyForm } from './reply-form'
import { ReplyList } from './reply-list'
import { ThreadPost } from './thread-post'
import { BackToForumLink, ThreadNotFound, ThreadSkeleton } from './thread-states'

/**
 * One discussion: the question, its replies and the reply box; a skeleton while it loads, the
 * reason and 'Try again' when it cannot be read, 'not found' when there is no such thread.
 */
export function ThreadScreen({ threadId }: { threadId: string }) {
  const query = useThread(threadId)
  const thread = query.data
  if (thread === null) return <ThreadNotFound />
  if (thread === undefined) {
    return (
      <div className="grid gap-6">
        <BackToForumLink />
        <h1 className="sr-only">{m.title}</h1>
        {query.isError ? <QueryError title={m.loadFailed} query={query} /> : <ThreadSkeleton />}
      </div>
    )
  }
  return (
    <div className="grid gap-6">
      <BackToForumLink />
      <ThreadPost thread={thread} />
      <ReplyList thread={thread} />
      {thread.is_deleted ? (
        <p className="text-sm text-muted-foreground">{m.closed}</p>
      ) : (
        <ReplyForm threadId={threadId} />
      )}
    </div>
  )
}
