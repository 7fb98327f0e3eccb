import { Scale } from 'lucide-react'
import { useId, useState } from 'react'
import { sectionLabel } from '../content/texts'
import type { Citation } from '../schemas/chat'
import type { SectionRef } from '../api/get-section-entry'
import { SectionEntryDialog } from './section-entry-dialog'
import { m } from '../messages/assistant'

/** The sections a reply relied on; each chip opens the section's entry. */
export function CitationChips({ citations }: { citations: Citation[] }) {
  const headingId = useId()
  const [open, setOpen] = useState<SectionRef | null>(null)
  if (citations.length === 0) return null
  return (
    <div className="grid gap-2 border-t pt-4">
      <p
        id={headingId}
        className="text-xs font-semibold uppercase tracking-wider text-muted-foreground"
      >
        {m.sections.cited}
      </p>
      <ul aria-labelledby={headingId} className="flex flex-wrap gap-2">
        {citations.map((citation) => (
          <li key={`${citation.act} ${citation.section}`} className="min-w-0">
            <button
              type="button"
              onClick={() => setOpen({ act: citation.act, section: citation.section })}
              className="inline-flex min-w-0 items-center gap-1.5 rounded-full border border-input bg-background px-3 py-1 text-left text-xs transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Scale aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="font-semibold">{sectionLabel(citation)}</span>
              <span className="line-clamp-2 text-muted-foreground">{citation.title}</span>
            </button>
          </li>
        ))}
      </ul>
      {open && <SectionEntryDialog section={open} onShow={setOpen} onClose={() => setOpen(null)} />}
    </div>
  )
}
