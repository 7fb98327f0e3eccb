import { ArrowLeft, CircleAlert, MessagesSquare, RotateCw } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { getErrorMessage } from '@/lib/utils'
import { TEXTS } from '../content/texts'

/** 'Back to messages', above a conversation. */
export function BackToMessagesLink() {
  return (
    <Button asChild variant="link" size="inline" className="self-start">
      <Link to={paths.messages}>
        <ArrowLeft aria-hidden="true" />
        {TEXTS.backToMessages}
      </Link>
    </Button>
  )
}

/** Grey shapes while something loads; announced once with `label`. */
export function LoadingShapes({ label, shapes }: { label: string; shapes: string[] }) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{label}</span>
      {shapes.map((shape, index) => (
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
  /** What failed, e.g. "We couldn't load your messages." */
  title: string
  error: unknown
  onRetry: () => void
  isRetrying: boolean
}

/** A failed read: what, why, and a button that tries again. */
export function LoadError({ title, error, onRetry, isRetrying }: LoadErrorProps) {
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

/** An id that is not a conversation of the signed-in user (or not an id at all). */
export function ConversationNotFound() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-4 py-12 text-center">
      <MessagesSquare aria-hidden="true" className="size-8 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{TEXTS.notFoundTitle}</h1>
      <p className="max-w-xs text-sm text-muted-foreground">{TEXTS.notFoundText}</p>
      <Button asChild>
        <Link to={paths.messages}>{TEXTS.backToMessages}</Link>
      </Button>
    </div>
  )
}
