import { Skeleton } from '@/components/ui/skeleton'

/** Placeholders for three thread cards while a list loads (hidden from screen readers). */
export function ThreadSkeletons() {
  return (
    <div aria-hidden="true" className="grid gap-4">
      {[0, 1, 2].map((row) => (
        <div key={row} className="grid gap-3 rounded-lg border p-4 sm:p-5">
          <Skeleton className="h-5 w-3/4 rounded" />
          <Skeleton className="h-10 rounded" />
          <Skeleton className="h-4 w-1/3 rounded" />
        </div>
      ))}
    </div>
  )
}
