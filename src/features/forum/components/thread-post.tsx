import { useEffect, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { m } from '@/features/forum/messages/thread'
import type { Thread } from '../schemas/forum'
import { AuthorByline } from './author-byline'
import { CategoryTags } from './category-tags'
import { EditPostForm } from './edit-post-form'
import { ThreadPostActions } from './thread-post-actions'
import { ThreadPostBody } from './thread-post-body'
import { VoteButton } from './vote-button'

/**
 * The question: its tags, title (the page's h1), byline, text and upvotes, with the author's
 * Edit and Delete or everyone else's Report. A deleted thread shows as '[deleted]'.
 */
export function ThreadPost({ thread }: { thread: Thread }) {
  const titleId = useId()
  const navigate = useNavigate()
  const [isEditing, setEditing] = useState(false)
  const articleRef = useRef<HTMLElement>(null)
  const editButtonRef = useRef<HTMLButtonElement>(null)
  const restoreFocus = useRef(false)

  // Back from editing: focus returns to Edit (or to the post, once the edit window has closed).
  useEffect(() => {
    if (isEditing || !restoreFocus.current) return
    restoreFocus.current = false
    ;(editButtonRef.current ?? articleRef.current)?.focus()
  }, [isEditing])

  return (
    <article
      ref={articleRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="grid gap-4 focus:outline-none"
    >
      <CategoryTags categories={thread.categories} />
      <h1
        id={titleId}
        translate="no"
        className="break-words text-2xl font-bold tracking-tight sm:text-3xl"
      >
        {thread.title}
      </h1>
      <AuthorByline post={thread} />
      {thread.is_deleted ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
          {m.deletedQuestion}
        </p>
      ) : isEditing ? (
        <EditPostForm
          threadId={thread.id}
          post={{ kind: 'thread', id: thread.id, title: thread.title, body: thread.body }}
          onDone={() => {
            restoreFocus.current = true
            setEditing(false)
          }}
        />
      ) : (
        <ThreadPostBody text={thread.body} />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <VoteButton
          threadId={thread.id}
          target={{ kind: 'thread', id: thread.id }}
          count={thread.upvote_count}
          hasUpvoted={thread.has_upvoted}
          label={m.vote.question}
          unavailableReason={
            thread.is_deleted ? m.vote.threadDeleted : thread.is_mine ? m.vote.ownPost : undefined
          }
        />
        {!thread.is_deleted && !isEditing && (
          <ThreadPostActions
            threadId={thread.id}
            post={{
              kind: 'thread',
              id: thread.id,
              isMine: thread.is_mine,
              createdAt: thread.created_at,
            }}
            replyCount={thread.reply_count}
            onEdit={() => setEditing(true)}
            editButtonRef={editButtonRef}
            onDeleted={() => void navigate(paths.forum.getHref())}
          />
        )}
      </div>
    </article>
  )
}
