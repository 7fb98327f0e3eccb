import { ArrowBigUp, CircleCheck, MessageSquare } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { m } from '@/features/forum/messages/list'
import type { ThreadCard } from '../schemas/forum'
import { AuthorByline } from './author-byline'
import { CategoryTags } from './category-tags'

/** Threads as cards; each title links to the thread (`data-thread-link` lets a list focus it). */
export function ForumThreadList({ threads }: { threads: ThreadCard[] }) {
  return (
    <ul className="grid gap-4">
      {threads.map((thread) => (
        <li key={thread.id}>
          <ThreadCardItem thread={thread} />
        </li>
      ))}
    </ul>
  )
}

/** One thread: title, excerpt, tags, byline, upvotes and replies. The whole card opens it. */
function ThreadCardItem({ thread }: { thread: ThreadCard }) {
  const titleId = useId()
  return (
    <article
      aria-labelledby={titleId}
      className="relative grid gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:bg-accent/40 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring sm:p-5"
    >
      <h2 id={titleId} className="break-words text-base font-semibold leading-snug sm:text-lg">
        <Link
          to={paths.forumThread.getHref(thread.id)}
          data-thread-link=""
          translate="no"
          className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
        >
          {thread.title}
        </Link>
      </h2>
      {thread.excerpt && (
        <p translate="no" className="line-clamp-3 break-words text-sm text-muted-foreground">
          {thread.excerpt}
        </p>
      )}
      <CategoryTags categories={thread.categories} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <AuthorByline post={thread} />
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {thread.helpful_reply_id && (
            <span className="inline-flex items-center gap-1 font-medium text-foreground">
              <CircleCheck aria-hidden="true" className="size-4" />
              {m.card.answered}
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <ArrowBigUp aria-hidden="true" className="size-4" />
            {m.card.upvotes(thread.upvote_count)}
          </span>
          <span className="inline-flex items-center gap-1">
            <MessageSquare aria-hidden="true" className="size-4" />
            {m.card.replies(thread.reply_count)}
          </span>
        </p>
      </div>
    </article>
  )
}
