/** Placeholders for three thread cards while a list loads (hidden from screen readers). */
export function ThreadSkeletons() {
  return (
    <div aria-hidden="true" className="grid gap-4">
      {[0, 1, 2].map((row) => (
        <div key={row} className="grid gap-3 rounded-lg border p-4 sm:p-5">
          <div className="h-5 w-3/4 animate-pulse rounded bg-muted" />
          <div className="h-10 animate-pulse rounded bg-muted" />
          <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
        </div>
      ))}
    </div>
  )
}
