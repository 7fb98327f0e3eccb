import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { checkTitle } from '../lib/document-title'
import { m } from '@/features/documents/messages/editor'
import { DocumentTitleField } from './document-title-field'

type RenameDialogProps = {
  title: string
  onOpenChange: (open: boolean) => void
  /** The checked, trimmed title. */
  onRename: (title: string) => void
}

/** Renames the document: the same rules as 'Document Title' on /documents. */
export function RenameDialog({ title, onOpenChange, onRename }: RenameDialogProps) {
  const id = useId()
  const [value, setValue] = useState(title)
  const [error, setError] = useState<string | null>(null)
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{m.renameTitle}</DialogTitle>
        <DialogDescription>{m.renameText}</DialogDescription>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            const checked = checkTitle(value)
            if ('error' in checked) return setError(checked.error)
            onRename(checked.title)
            onOpenChange(false)
          }}
        >
          <DocumentTitleField
            id={`${id}-title`}
            value={value}
            error={error}
            onChange={(next) => {
              setValue(next)
              if (error) setError(null)
            }}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {m.cancel}
            </Button>
            <Button type="submit">{m.save}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
