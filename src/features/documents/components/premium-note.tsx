import { LockKeyhole } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { m as docs } from '@/features/documents/messages/documents'

/** The upgrade path a free user sees on /documents and in the editor (docs/PRODUCT.md §6). */
export function PremiumNote({ detail }: { detail: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted p-4 text-sm">
      <p className="flex items-start gap-2">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="font-medium">{docs.premiumNote}</span> {detail}
        </span>
      </p>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.pricing.getHref()}>{docs.seePremium}</Link>
      </Button>
    </div>
  )
}
