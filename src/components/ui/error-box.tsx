import { CircleAlert, RotateCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { getErrorMessage } from '@/lib/utils'
import { m as panels } from '@/i18n/messages/panels'

type ErrorBoxProps = {
  /** What failed, e.g. "We couldn't load your messages." */
  title: string
  /** Why, in the server's or the browser's words (and what happens to what the user typed). */
  detail: ReactNode
  onRetry: () => void
  isRetrying?: boolean
  /** 'Try again' on a screen; lists and sends say 'Retry'. */
  retryLabel?: string
  /** 'sentence': the reason follows the title; 'stacked' (a dashboard panel): on a line of its own. */
  layout?: 'sentence' | 'stacked'
}

/** Something failed: what, why, and a button that tries again. */
export function ErrorBox({
  title,
  detail,
  onRetry,
  isRetrying = false,
  retryLabel = panels.tryAgain,
  layout = 'sentence',
}: ErrorBoxProps) {
  const icon = (
    <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
  )
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-2 rounded-md border border-destructive/50 p-4 text-sm"
    >
      {layout === 'sentence' ? (
        <p className="flex items-start gap-2">
          {icon}
          <span>
            <span className="font-medium">{title}</span> <span>{detail}</span>
          </span>
        </p>
      ) : (
        <>
          <p className="flex items-start gap-2 font-medium">
            {icon}
            {title}
          </p>
          <p className="text-muted-foreground">{detail}</p>
        </>
      )}
      <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
        <RotateCw aria-hidden="true" className={isRetrying ? 'animate-spin' : undefined} />
        {isRetrying ? panels.tryingAgain : retryLabel}
      </Button>
    </div>
  )
}

type FailedQuery = { error: unknown; isFetching: boolean; refetch: () => unknown }

type QueryErrorProps = Pick<ErrorBoxProps, 'title' | 'retryLabel' | 'layout'> & {
  query: FailedQuery
}

/** A failed read: its reason, and a retry that fetches it again. */
export function QueryError({ query, ...box }: QueryErrorProps) {
  return (
    <ErrorBox
      {...box}
      detail={getErrorMessage(query.error)}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  )
}
