import { CircleCheck } from 'lucide-react'
import { useState, type ComponentProps } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog'
import { toast } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import { m } from '../messages/connect'
import type { ConnectTarget } from '../schemas/directory'
import { ConnectForm } from './connect-form'
import { ConnectPremiumLock } from './connect-premium-lock'

export type ConnectDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  advocate: ConnectTarget
  /** A free user sees why they cannot connect and the way to Premium instead of the form. */
  isLocked: boolean
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus']
}

const SENT_TITLE = m.sentTitle
const sentDescription = m.sentDescription

/** The 'Connect Now' dialog: the lock for free users, else the request form, then its outcome. */
export function ConnectDialog({
  open,
  onOpenChange,
  advocate,
  isLocked,
  onCloseAutoFocus,
}: ConnectDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        {/* Mounted while open only: a new opening starts from the form (and its draft). */}
        {isLocked ? (
          <ConnectPremiumLock advocate={advocate} />
        ) : (
          <ConnectBody advocate={advocate} />
        )}
      </DialogContent>
    </Dialog>
  )
}

function ConnectBody({ advocate }: { advocate: ConnectTarget }) {
  const [isSent, setIsSent] = useState(false)
  const onSent = () => {
    toast({ title: SENT_TITLE, description: sentDescription(advocate.name) })
    setIsSent(true)
  }
  if (!isSent) return <ConnectForm advocate={advocate} onSent={onSent} />
  return (
    <>
      <div className="grid gap-2">
        <DialogTitle className="flex items-center gap-2">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
          {SENT_TITLE}
        </DialogTitle>
        <DialogDescription>{sentDescription(advocate.name)}</DialogDescription>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {m.close}
          </Button>
        </DialogClose>
        <Button asChild>
          <Link to={paths.messages.getHref()}>{m.goToMessages}</Link>
        </Button>
      </div>
    </>
  )
}
