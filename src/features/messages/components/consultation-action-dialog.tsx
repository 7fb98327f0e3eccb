import { useId, useRef, useState, type ReactNode } from 'react'
import { Button, type ButtonProps } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { FieldError } from '@/components/ui/field-error'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { m } from '@/features/messages/messages/messaging'
import { cn, getErrorMessage } from '@/lib/utils'
import { useUpdateConsultation, type ConsultationUpdate } from '../api/update-consultation'
import { MESSAGING_LIMITS } from '../schemas/messages'

type ConsultationActionDialogProps = {
  consultationId: string
  status: ConsultationUpdate['status']
  /** The button that opens the dialog (visible words, then words for screen readers only). */
  trigger: { label: string; context?: string; variant?: ButtonProps['variant'] }
  title: string
  description: ReactNode
  confirmLabel: string
  pendingLabel: string
  /** The button that closes the dialog without doing anything. */
  keepLabel?: string
  /** 'Reason (optional)', up to 500 characters, sent as decline_reason (declining only). */
  withReason?: boolean
  success: { title: string; description?: string }
  /** The trigger may be gone once the status moved: where focus goes instead. */
  onDone?: () => void
}

/**
 * A status move that needs a yes: accept is immediate, but declining (with an optional reason),
 * cancelling and completing are confirmed in a dialog. A refusal (LS017) stays in the dialog.
 */
export function ConsultationActionDialog({
  consultationId,
  status,
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  keepLabel = m.action.keepIt,
  withReason = false,
  success,
  onDone,
}: ConsultationActionDialogProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const update = useUpdateConsultation()
  const isDone = useRef(false)
  const isTooLong = reason.trim().length > MESSAGING_LIMITS.declineReasonMax
  const destructive = status === 'declined' || status === 'cancelled'

  const confirm = () => {
    if (isTooLong || update.isPending) return
    const change: ConsultationUpdate =
      status === 'declined'
        ? { id: consultationId, status, reason }
        : { id: consultationId, status }
    update.mutate(change, {
      onSuccess: () => {
        isDone.current = true
        setOpen(false)
        toast(success)
      },
    })
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          update.reset()
          setReason('')
        }
        setOpen(next)
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant={trigger.variant ?? 'outline'} size="sm">
          {trigger.label}
          {trigger.context && (
            <>
              {' '}
              <span className="sr-only">{trigger.context}</span>
            </>
          )}
        </Button>
      </DialogTrigger>
      <DialogContent
        role="alertdialog"
        onCloseAutoFocus={(event) => {
          if (!isDone.current || !onDone) return
          isDone.current = false
          event.preventDefault()
          onDone()
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form
          noValidate
          className="grid gap-4"
          aria-busy={update.isPending}
          onSubmit={(event) => {
            event.preventDefault()
            confirm()
          }}
        >
          {withReason && (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-reason`}>{m.action.reason}</Label>
              <Textarea
                id={`${id}-reason`}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                rows={3}
                aria-invalid={isTooLong}
                aria-describedby={`${id}-count`}
              />
              <p
                id={`${id}-count`}
                className={cn(
                  'text-xs',
                  isTooLong ? 'font-semibold text-destructive' : 'text-muted-foreground',
                )}
              >
                {m.characters(reason.trim().length, MESSAGING_LIMITS.declineReasonMax)}
                {isTooLong && m.action.shortenReason}
              </p>
            </div>
          )}
          <FieldError>{update.isError ? getErrorMessage(update.error) : null}</FieldError>
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              variant={destructive ? 'destructive' : 'default'}
              disabled={update.isPending || isTooLong}
            >
              {update.isPending ? pendingLabel : confirmLabel}
            </Button>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {keepLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
