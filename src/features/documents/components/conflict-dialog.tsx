import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { FieldError } from '@/components/ui/field-error'
import { m } from '@/features/documents/messages/editor'

type ConflictDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  isResolving: boolean
  error: string | null
  onChoose: (choice: 'load' | 'keep') => void
}

/**
 * Two tabs or devices edited one draft: which version stays is the user's choice, never a silent
 * overwrite. Closing it decides nothing (a note under the header reopens it).
 */
export function ConflictDialog({
  open,
  onOpenChange,
  isResolving,
  error,
  onChoose,
}: ConflictDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" aria-busy={isResolving}>
        <DialogTitle>{m.conflictTitle}</DialogTitle>
        <DialogDescription>{m.conflictText}</DialogDescription>
        <FieldError>{error}</FieldError>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={isResolving} onClick={() => onChoose('keep')}>
            {m.keepMine}
          </Button>
          <Button disabled={isResolving} onClick={() => onChoose('load')}>
            {m.loadSaved}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
