import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

type ItemRowProps = {
  title: string
  /** The muted line under the title: date, counts, kind. */
  meta: ReactNode
  to: string
  /** The button's visible word; screen readers also hear the title. */
  action: string
}

/** A dashboard list item: title and details, with one button that opens it. */
export function ItemRow({ title, meta, to, action }: ItemRowProps) {
  return (
    <li className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="break-words font-medium">{title}</p>
        <p className="text-sm text-muted-foreground">{meta}</p>
      </div>
      <Button asChild variant="outline" size="sm" className="shrink-0">
        <Link to={to}>
          {action}
          <span className="sr-only">: {title}</span>
        </Link>
      </Button>
    </li>
  )
}
