import type { ReactNode } from 'react'
import { QueryError } from '@/components/ui/error-box'
import { useSectionEntry, type SectionEntry, type SectionRef } from '../api/get-section-entry'
import { sectionLabel } from '../content/texts'
import { AssistantDialog } from './assistant-dialog'
import { m } from '../messages/assistant'

type SectionEntryDialogProps = {
  section: SectionRef
  /** Opens another section in the same dialog (a twin). */
  onShow: (section: SectionRef) => void
  onClose: () => void
}

/** A section of the knowledge base: title, summary, punishment, note and its old ↔ new twin. */
export function SectionEntryDialog({ section, onShow, onClose }: SectionEntryDialogProps) {
  const query = useSectionEntry(section)
  const label = sectionLabel(section)
  return (
    <AssistantDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={query.data ? `${label}: ${query.data.title}` : label}
      description={query.data?.actName ?? undefined}
    >
      {query.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {m.sections.loading(label)}
        </p>
      ) : query.isError ? (
        <QueryError title={m.sections.failed(label)} query={query} />
      ) : query.data === null ? (
        <p className="text-sm">{m.sections.notInKnowledgeBase(label)}</p>
      ) : (
        <EntryDetails entry={query.data} onShow={onShow} />
      )}
    </AssistantDialog>
  )
}

function EntryDetails({ entry, onShow }: { entry: SectionEntry; onShow: (s: SectionRef) => void }) {
  return (
    <dl className="grid gap-3 text-sm leading-relaxed">
      {!entry.inForce && <Detail term={m.sections.status}>{m.sections.notInForce}</Detail>}
      {entry.summary && <Detail term={m.sections.whatItSays}>{entry.summary}</Detail>}
      {entry.punishment && <Detail term={m.sections.punishment}>{entry.punishment}</Detail>}
      {entry.note && <Detail term={m.sections.note}>{entry.note}</Detail>}
      {entry.twins.length > 0 && (
        <Detail term={m.sections.oldAndNew}>
          <ul className="grid gap-1">
            {entry.twins.map((twin) => (
              <li key={`${twin.act} ${twin.section}`}>
                <button
                  type="button"
                  className="text-left font-medium text-primary underline underline-offset-4 hover:text-primary/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={() => onShow({ act: twin.act, section: twin.section })}
                >
                  {sectionLabel(twin)}: {twin.title}
                </button>
              </li>
            ))}
          </ul>
        </Detail>
      )}
    </dl>
  )
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="font-semibold">{term}</dt>
      <dd className="text-muted-foreground">{children}</dd>
    </div>
  )
}
