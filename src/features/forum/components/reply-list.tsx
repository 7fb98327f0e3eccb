import { MessagesSquare } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { ErrorBox, QueryError } from '@/components/ui/error-box'
import { m } from '@/features/forum/messages/thread'
import { getErrorMessage } from '@/lib/utils'
import { useReplies } from '../api/get-replies'
import { useLiveReplies } from '../hooks/use-live-replies'
import type { Thread } from '../schemas/forum'
import { ReplyItem } from './reply-item'

/**
 * The replies under the question, the helpful answer first, then by upvotes, then oldest first;
 * 100 at a time with 'Show more replies'.
 */
export function ReplyList({ thread }: { thread: Thread }) {
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const listRef = useRef<HTMLOListElement>(null)
  const query = useReplies(thread.id)
  useLiveReplies(thread.id)
  const replies = query.data ?? []

  /** After 'Show more replies': the first reply that came in takes focus (the button may go). */
  const focusFrom = useRef<number | null>(null)
  useEffect(() => {
    const index = focusFrom.current
    if (index === null || replies.length <= index) return
    focusFrom.current = null
    listRef.current?.querySelectorAll<HTMLElement>('[data-reply-id]')[index]?.focus()
  }, [replies.length])

  const showMore = () => {
    focusFrom.current = replies.length
    void query.fetchNextPage()
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold focus:outline-none"
      >
        {m.replies.heading(thread.reply_count)}
      </h2>
      {query.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">{m.replies.loading}</span>
          {[0, 1].map((index) => (
            <div
              key={index}
              aria-hidden="true"
              className="h-24 animate-pulse rounded-lg bg-muted"
            />
          ))}
        </div>
      ) : query.isError && replies.length === 0 ? (
        <QueryError title={m.replies.failed} query={query} />
      ) : replies.length === 0 ? (
        <p className="flex items-center gap-2 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          <MessagesSquare aria-hidden="true" className="size-4 shrink-0" />
          {m.replies.none}
          {thread.is_deleted ? '' : m.replies.shareBelow}
        </p>
      ) : (
        <ol ref={listRef} className="grid gap-3">
          {replies.map((reply) => (
            <li key={reply.id}>
              <ReplyItem
                reply={reply}
                thread={thread}
                onDeleted={() => headingRef.current?.focus()}
              />
            </li>
          ))}
        </ol>
      )}
      {query.isFetchNextPageError && (
        <ErrorBox
          title={m.replies.moreFailed}
          detail={getErrorMessage(query.error)}
          onRetry={showMore}
          isRetrying={query.isFetchingNextPage}
        />
      )}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-center"
          disabled={query.isFetchingNextPage}
          onClick={showMore}
        >
          {query.isFetchingNextPage ? m.replies.loadingMore : m.replies.showMore}
        </Button>
      )}
    </section>
  )
}
