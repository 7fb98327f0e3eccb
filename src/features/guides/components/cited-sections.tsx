import type { GuideCitation } from '../types'
import { m } from '../messages/guides'
import { englishContent } from '../utils/english-content'

/** The provisions a guide relies on: label, heading as enacted, the act, and our summary. */
export function CitedSections({ cites }: { cites: readonly GuideCitation[] }) {
  if (cites.length === 0) return <p className="text-muted-foreground">{m.guide.noCitations}</p>
  return (
    <ul lang={englishContent} className="grid gap-3">
      {cites.map((cite) => (
        <li key={cite.label} className="rounded-lg border p-4">
          <p className="font-semibold">
            {cite.label}: {cite.heading}
          </p>
          <p className="text-sm text-muted-foreground">{cite.actName}</p>
          {cite.summary && <p className="mt-2 text-sm">{cite.summary}</p>}
        </li>
      ))}
    </ul>
  )
}
