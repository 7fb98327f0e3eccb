import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Empty, EmptyContent, EmptyDescription, EmptyMedia } from '@/components/ui/empty'
import { Skeleton } from '@/components/ui/skeleton'

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
