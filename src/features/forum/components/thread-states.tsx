import { ArrowLeft, MessagesSquare } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { m } from '@/features/forum/messages/thread'

/** 'Back to forum', above the thread. */
export function BackToForumLink() {
  return (
    <Button asChild variant="link" size="inline" className="justify-self-start">
      <Link to={paths.forum.getHref()}>
        <ArrowLeft aria-hidden="true" />
        {m.back}
      </Link>
    </Button>
  )
}

/** Grey shapes of a thread and two replies while the discussion loads; announced once. */
export function ThreadSkeleton() {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">{m.loading}</span>
      {['h-8 w-3/4', 'h-4 w-1/2', 'h-24', 'h-20', 'h-20'].map((shape, index) => (
        <div
          key={index}
          aria-hidden="true"
          className={`${shape} animate-pulse rounded-md bg-muted`}
        />
      ))}
    </div>
  )
}

/** An unknown or malformed thread id, or a thread deleted with no replies. */
export function ThreadNotFound() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-4 py-12 text-center">
      <MessagesSquare aria-hidden="true" className="size-8 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{m.notFound}</h1>
      <p className="max-w-xs text-sm text-muted-foreground">{m.notFoundHint}</p>
      <Button asChild>
        <Link to={paths.forum.getHref()}>{m.back}</Link>
      </Button>
    </div>
  )
}
