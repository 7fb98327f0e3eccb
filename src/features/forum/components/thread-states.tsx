import { ArrowLeft, CircleAlert, MessagesSquare, RotateCw } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { getErrorMessage } from '@/lib/utils'

export const NOT_FOUND_TITLE = 'This discussion was not found'

/** 'Back to forum', above the thread. */
export function BackToForumLink() {
  return (
    <Button asChild variant="link" size="inline" className="justify-self-start">
      <Link to={paths.forum}>
        <ArrowLeft aria-hidden="true" />
        Back to forum
      </Link>
    </Button>
  )
}

/** Grey shapes of a thread and two replies while the discussion loads; announced once. */
export function ThreadSkeleton() {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">Loading the discussion…</span>
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

type LoadErrorProps = {
  /** What failed, e.g. "We couldn't load this discussion." */
  title: string
  error: unknown
  onRetry: () => void
  isRetrying: boolean
}

/** A failed read: what, why, and a button that tries again. */
export function ThreadLoadError({ title, error, onRetry, isRetrying }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-2 rounded-md border border-destructive/50 p-4 text-sm"
    >
      <p className="flex items-start gap-2">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
        <span>
          <span className="font-medium">{title}</span> {getErrorMessage(error)}
        </span>
      </p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
        <RotateCw aria-hidden="true" className={isRetrying ? 'animate-spin' : undefined} />
        {isRetrying ? 'Trying again…' : 'Try again'}
      </Button>
    </div>
  )
}

/** An unknown or malformed thread id, or a thread deleted with no replies. */
export function ThreadNotFound() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-4 py-12 text-center">
      <MessagesSquare aria-hidden="true" className="size-8 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{NOT_FOUND_TITLE}</h1>
      <p className="max-w-xs text-sm text-muted-foreground">
        It may have been deleted, or the link is not complete.
      </p>
      <Button asChild>
        <Link to={paths.forum}>Back to forum</Link>
      </Button>
    </div>
  )
}
