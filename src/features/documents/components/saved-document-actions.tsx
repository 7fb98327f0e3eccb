import { CircleCheck, Copy, PenLine, Trash2, Undo2 } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { toast, toastError } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-error'
import { DocumentConflictError } from '../api/document-errors'
import type { DocumentType } from '../document-types'
import { useDuplicateDocument } from '../api/use-document-mutations'
import type { AutosaveSnapshot, AutosaveStore } from '../lib/autosave-store'
import { m } from '@/features/documents/messages/editor'
import { DeleteDialog } from './delete-dialog'
import type { EditorControls } from './document-editor'
import { RenameDialog } from './rename-dialog'

type SavedDocumentActionsProps = {
  documentId: string
  template: DocumentType
  snapshot: AutosaveSnapshot
  store: AutosaveStore
  controls: EditorControls
  canSave: boolean
}

/** A saved document's own actions: final / reopen, rename, duplicate and delete. */
export function SavedDocumentActions({
  documentId,
  template,
  snapshot,
  store,
  controls,
  canSave,
}: SavedDocumentActionsProps) {
  const navigate = useNavigate()
  const duplicate = useDuplicateDocument()
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null)
  const [isChangingStatus, setIsChangingStatus] = useState(false)
  const isFinal = snapshot.status === 'final'

  const changeStatus = async () => {
    if (!canSave) return controls.showLock()
    if (!isFinal && !controls.requireComplete('final')) return
    setIsChangingStatus(true)
    try {
      await store.setStatus(isFinal ? 'draft' : 'final')
      toast({ title: isFinal ? m.reopened : m.markedFinal })
    } catch (error) {
      // A conflict opens its own dialog.
      if (!(error instanceof DocumentConflictError)) toastError(m.statusError, errorMessage(error))
    } finally {
      setIsChangingStatus(false)
    }
  }

  const copy = () => {
    if (!canSave) return controls.showLock()
    duplicate.mutate(
      {
        source: { template, title: snapshot.title, answers: snapshot.answers },
        id: crypto.randomUUID(),
      },
      {
        onSuccess: (row) => {
          toast({ title: m.duplicated })
          void navigate(paths.document.getHref(row.id))
        },
      },
    )
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={isChangingStatus}
        onClick={() => void changeStatus()}
      >
        {isFinal ? <Undo2 aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
        {isFinal ? m.reopen : m.markFinal}
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={isFinal}
        onClick={() => (canSave ? setDialog('rename') : controls.showLock())}
      >
        <PenLine aria-hidden="true" />
        {m.rename}
      </Button>
      <Button variant="outline" size="sm" disabled={duplicate.isPending} onClick={copy}>
        <Copy aria-hidden="true" />
        {duplicate.isPending ? m.duplicating : m.duplicate}
      </Button>
      <Button variant="outline" size="sm" onClick={() => setDialog('delete')}>
        <Trash2 aria-hidden="true" />
        {m.delete}
      </Button>
      {dialog === 'rename' && (
        <RenameDialog
          title={snapshot.title}
          onOpenChange={(open) => !open && setDialog(null)}
          onRename={store.rename}
        />
      )}
      {dialog === 'delete' && (
        <DeleteDialog
          document={{ id: documentId, title: snapshot.title }}
          onOpenChange={(open) => !open && setDialog(null)}
          onDeleted={store.discard}
        />
      )}
    </>
  )
}
