import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { FieldError } from '@/components/ui/field-error'
import { toast } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import { getErrorMessage } from '@/lib/utils'
import { useDeleteDocument } from '../api/use-document-mutations'
import { m } from '@/features/documents/messages/editor'

type DeleteDialogProps = {
  document: { id: string; title: string }
  onOpenChange: (open: boolean) => void
  /** Forget what this device keeps of the document (its local copy). */
  onDeleted: () => void
}

/** Asks before a document is deleted for good, then goes back to /documents. */
export function DeleteDialog({ document, onOpenChange, onDeleted }: DeleteDialogProps) {
  const remove = useDeleteDocument()
  const navigate = useNavigate()
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogTitle>{m.deleteTitle}</DialogTitle>
        <DialogDescription>{m.deleteText(document.title)}</DialogDescription>
        <FieldError>{remove.isError ? getErrorMessage(remove.error) : null}</FieldError>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {m.cancel}
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(document.id, {
                onSuccess: () => {
                  onDeleted()
                  toast({ title: m.deleted })
                  void navigate(paths.documents.getHref())
                },
              })
            }
          >
            {remove.isPending ? m.deleting : m.deleteConfirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
