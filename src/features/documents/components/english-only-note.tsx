import { Info } from 'lucide-react'
import { m } from '@/features/documents/messages/documents'

/** Where a template is chosen or previewed: its document is written in English for now (nothing in English). */
export function EnglishOnlyNote() {
  if (!m.englishOnlyNote) return null
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {m.englishOnlyNote}
    </p>
  )
}
