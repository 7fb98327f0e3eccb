import { CircleAlert, RotateCw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { getErrorMessage } from '@/lib/utils'

type LoadErrorProps = {
  /** What failed, e.g. "We couldn't load your messages." */
  title: string
  error: unknown
  onRetry: () => void
  isRetrying: boolean
  /** 'Try again' on a screen; lists say 'Retry'. */
  retryLabel?: string
}

/** A failed read: what, why, and a button that tries again. */
export function LoadError({
  title,
  error,
  onRetry,
  isRetrying,
  retryLabel = 'Try again',
}: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-3 rounded-lg border border-destructive/50 p-4 text-sm"
    >
      <p className="flex items-start gap-2">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
        <span>
          <span className="font-medium">{title}</span> {getErrorMessage(error)}
        </span>
      </p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
        <RotateCw aria-hidden="true" className={isRetrying ? 'animate-spin' : undefined} />
        {isRetrying ? 'Trying again…' : retryLabel}
      </Button>
    </div>
  )
}
