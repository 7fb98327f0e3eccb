/** The ids that tie a control to its hint and message (`${id}-hint`, `${id}-error`). */
export function describedBy(id: string, { hint, error }: { hint?: string; error?: string }) {
  return (
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  )
}
