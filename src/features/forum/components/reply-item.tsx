import { CircleCheck } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { m } from '@/features/forum/messages/thread'
import { authorLabel, type Reply, type Thread } from '../schemas/forum'
import { AuthorByline } from './author-byline'
import { EditPostForm } from './edit-post-form'
import { ReplyHelpfulButton } from './reply-helpful-button'
import { ThreadPostActions } from './thread-post-actions'
import { ThreadPostBody } from './thread-post-body'
import { VoteButton } from './vote-button'

type ReplyItemProps = {
  reply: Reply
  thread: Pick<Thread, 'id' | 'is_mine' | 'is_deleted'>
  /** The reply was deleted: the list moves focus (its element is about to go). */
  onDeleted: () => void
}

/**
 * One reply: 'Helpful answer' when the asker chose it, the byline with 'Verified Advocate', the
 * text, upvotes, the asker's helpful mark, and Edit / Delete or Report.
 */
export function ReplyItem({ reply, thread, onDeleted }: ReplyItemProps) {
  const [isEditing, setEditing] = useState(false)
  const articleRef = useRef<HTMLElement>(null)
  const editButtonRef = useRef<HTMLButtonElement>(null)
  const restoreFocus = useRef(false)
  const author = authorLabel(reply)

  useEffect(() => {
    if (isEditing || !restoreFocus.current) return
    restoreFocus.current = false
    ;(editButtonRef.current ?? articleRef.current)?.focus()
  }, [isEditing])

  return (
    <article
      ref={articleRef}
      tabIndex={-1}
      data-reply-id={reply.id}
      aria-label={m.replies.by(author)}
      className={
        reply.is_helpful
          ? 'grid gap-3 rounded-lg border border-primary bg-card p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring'
          : 'grid gap-3 rounded-lg border bg-card p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring'
      }
    >
      {(reply.is_helpful || reply.by_thread_author) && (
        <div className="flex flex-wrap gap-2">
          {reply.is_helpful && (
            <Badge variant="default">
              <CircleCheck aria-hidden="true" className="size-3.5" />
              {m.replies.helpfulAnswer}
            </Badge>
          )}
          {reply.by_thread_author && <Badge variant="muted">{m.replies.asker}</Badge>}
        </div>
      )}
      <AuthorByline post={reply} />
      {isEditing ? (
        <EditPostForm
          threadId={thread.id}
          post={{ kind: 'reply', id: reply.id, body: reply.body }}
          onDone={() => {
            restoreFocus.current = true
            setEditing(false)
          }}
        />
      ) : (
        <ThreadPostBody text={reply.body} size="sm" />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <VoteButton
          threadId={thread.id}
          target={{ kind: 'reply', id: reply.id }}
          count={reply.upvote_count}
          hasUpvoted={reply.has_upvoted}
          label={m.vote.reply(author)}
          unavailableReason={reply.is_mine ? m.vote.ownPost : undefined}
        />
        {thread.is_mine && !thread.is_deleted && (
          <ReplyHelpfulButton
            threadId={thread.id}
            replyId={reply.id}
            isHelpful={reply.is_helpful}
          />
        )}
        {!isEditing && (
          <ThreadPostActions
            threadId={thread.id}
            post={{
              kind: 'reply',
              id: reply.id,
              isMine: reply.is_mine,
              createdAt: reply.created_at,
            }}
            onEdit={() => setEditing(true)}
            editButtonRef={editButtonRef}
            onDeleted={onDeleted}
          />
        )}
      </div>
    </article>
  )
}
