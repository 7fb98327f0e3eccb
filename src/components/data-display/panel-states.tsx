import { CircleAlert, RotateCw, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Empty, EmptyContent, EmptyDescription, EmptyMedia } from '@/components/ui/empty'
import { Skeleton } from '@/components/ui/skeleton'
import { getErrorMessage } from '@/lib/utils'

/** Grey placeholder rows while a panel loads; announced once to screen readers. */
export function PanelSkeleton({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} aria-hidden="true" className="h-14 rounded-md" />
      ))}
    </div>
  )
}

type PanelErrorProps = {
  /** What failed to load, e.g. 'your recent documents'. */
  what: string
  error: unknown
  onRetry: () => void
  isRetrying: boolean
}

/** A failed load: what failed, the reason, and a way to try again. */
export function PanelError({ what, error, onRetry, isRetrying }: PanelErrorProps) {
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-2 rounded-md border border-destructive/50 p-4"
    >
      <p className="flex items-center gap-2 font-medium">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-destructive" />
        We couldn&apos;t load {what}.
      </p>
      <p className="text-sm text-muted-foreground">{getErrorMessage(error)}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
        <RotateCw aria-hidden="true" className={isRetrying ? 'animate-spin' : undefined} />
        {isRetrying ? 'Trying again...' : 'Try again'}
      </Button>
    </div>
  )
}

type PanelEmptyProps = {
  icon: LucideIcon
  title: string
  description: string
  action?: ReactNode
}

/** An intentional empty state: what will appear here and how to get started. */
export function PanelEmpty({ icon: Icon, title, description, action }: PanelEmptyProps) {
  return (
    <Empty size="sm">
      <EmptyMedia>
        <Icon />
      </EmptyMedia>
      <p className="font-medium">{title}</p>
      <EmptyDescription className="max-w-xs">{description}</EmptyDescription>
      {action && <EmptyContent className="pt-2">{action}</EmptyContent>}
    </Empty>
  )
}
