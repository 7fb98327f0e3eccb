import { useId } from 'react'
import { fieldClasses } from '@/components/ui/input'
import { cn } from '@/lib/utils'
import { m as panels } from '@/i18n/messages/panels'

type SortSelectProps<Sort extends string> = {
  sort: Sort
  /** The orders offered, in the order listed. */
  sorts: readonly Sort[]
  labels: Record<Sort, string>
  onChange: (sort: Sort) => void
  /** How the row sits in its toolbar. */
  className?: string
}

/** 'Sort by' and its select, for a list the visitor can order. */
export function SortSelect<Sort extends string>({
  sort,
  sorts,
  labels,
  onChange,
  className,
}: SortSelectProps<Sort>) {
  const id = useId()
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={`${id}-sort`} className="shrink-0 text-sm font-medium">
        {panels.sortBy}
      </label>
      <select
        id={`${id}-sort`}
        value={sort}
        onChange={(event) => {
          const next = sorts.find((s) => s === event.target.value)
          if (next) onChange(next)
        }}
        className={cn(fieldClasses, 'h-10 sm:w-48')}
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {labels[s]}
          </option>
        ))}
      </select>
    </div>
  )
}
