import { Info } from 'lucide-react'
import { LEGAL_INFORMATION_NOTICE } from '@/config/legal-notice'
import { m } from '../messages/guides'

/** 'Information, not advice', as the assistant's exports say it. */
export function LegalNotice() {
  return (
    <aside
      aria-label={m.guide.noticeLabel}
      className="flex items-start gap-3 rounded-lg border bg-muted/40 p-4 text-sm"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <p>{LEGAL_INFORMATION_NOTICE}</p>
    </aside>
  )
}
