import { useId, type ReactNode } from 'react'
import { cn } from '@/lib/utils'

type DashboardPanelProps = {
  title: string
  /** A link beside the title, e.g. 'View all'. */
  action?: ReactNode
  className?: string
  children: ReactNode
}

/** A titled card of a dashboard: a labelled region with its heading and action. */
export function DashboardPanel({ title, action, className, children }: DashboardPanelProps) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex min-w-0 flex-col rounded-lg border bg-card text-card-foreground shadow-sm',
        className,
      )}
    >
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-5 pb-3">
        <h2 id={titleId} className="text-lg font-semibold leading-tight">
          {title}
        </h2>
        {action}
      </header>
      <div className="flex flex-1 flex-col px-5 pb-5">{children}</div>
    </section>
  )
}
