import { LockKeyhole } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog'
import { paths } from '@/config/paths'
import { m } from '@/features/documents/messages/editor'
import { m as docs } from '@/features/documents/messages/documents'

/**
 * What a free user's 'Download PDF', 'Print' or save opens (docs/PRODUCT.md §6: documents are
 * Premium): the reason and the way to Premium. The form and its preview keep working.
 */
export function PremiumLockDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <div className="grid gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-muted">
            <LockKeyhole aria-hidden="true" className="size-5" />
          </span>
          <DialogTitle>{m.lockTitle}</DialogTitle>
          <DialogDescription>{m.lockText}</DialogDescription>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {m.notNow}
            </Button>
          </DialogClose>
          <Button asChild>
            <Link to={paths.pricing.getHref()}>{docs.seePremium}</Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
