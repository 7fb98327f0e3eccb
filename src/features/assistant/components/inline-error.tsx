import { CircleAlert, RotateCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'

type InlineErrorProps = {
  /** What failed, e.g. "We couldn't load this chat." */
  title: string
  /** Why, in the server's or the browser's words, and what happens to the user's text. */
  detail: ReactNode
  onRetry: () => void
  retryLabel?: string
  isRetrying?: boolean
}

/** Something on this screen failed: what, why, and a button that tries again. */
export function InlineError({
  title,
  detail,
  onRetry,
  retryLabel = 'Try again',
  isRetrying = false,
}: InlineErrorProps) {
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-2 rounded-md border border-destructive/50 px-3 py-2 text-sm"
    >
      <p className="flex items-start gap-2">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
        <span>
          <span className="font-medium">{title}</span> {detail}
        </span>
      </p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
        <RotateCw aria-hidden="true" className={isRetrying ? 'animate-spin' : undefined} />
        {isRetrying ? 'Trying again…' : retryLabel}
      </Button>
    </div>
  )
}
