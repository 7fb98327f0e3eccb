import { LockKeyhole, PenLine, Save } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { toast, toastError } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-error'
import { isPremium, useAuth } from '@/lib/auth'
import { useCreateDocument } from '../api/use-document-mutations'
import { DOCUMENT_TYPE_LABELS } from '../document-types'
import { useUnsavedDraft } from '../hooks/use-unsaved-draft'
import { m } from '@/features/documents/messages/editor'
import type { Template } from '../templates/types'
import { DocumentEditor } from './document-editor'
import { PremiumNote } from './premium-note'
import { RenameDialog } from './rename-dialog'
import { SaveIndicator } from './save-indicator'

type UnsavedDocumentEditorProps = {
  template: Template
  title: string
  onRename: (title: string) => void
}

/**
 * /documents/new: a template filled in without saving (what the free plan gets). The form and
 * the live preview work; the answers are kept on this device. 'Save draft', 'Download PDF' and
 * 'Print' are Premium: a free user meets the lock, a Premium one saves it as a new draft.
 */
export function UnsavedDocumentEditor({ template, title, onRename }: UnsavedDocumentEditorProps) {
  const { profile } = useAuth()
  const canSave = isPremium(profile)
  const draft = useUnsavedDraft(template)
  const create = useCreateDocument()
  const navigate = useNavigate()
  // Made once: a retried save is the same document, never two.
  const [documentId] = useState(() => crypto.randomUUID())
  const [isRenaming, setIsRenaming] = useState(false)

  const saveDraft = () =>
    create.mutate(
      { id: documentId, template: template.type, title, answers: draft.answers },
      {
        onSuccess: (row) => {
          draft.forget()
          toast({ title: m.draftSaved })
          void navigate(paths.document.getHref(row.id), { replace: true })
        },
        onError: (error) => toastError(m.draftSaveError, errorMessage(error)),
      },
    )

  return (
    <>
      <DocumentEditor
        template={template}
        title={title}
        answers={draft.answers}
        onAnswersChange={(answers) => draft.save(title, answers)}
        isReadOnly={false}
        isLocked={!canSave}
        meta={
          <>
            <Badge variant="outline">{m.notSaved}</Badge>
            <span>{DOCUMENT_TYPE_LABELS[template.type]}</span>
            <SaveIndicator phase="local" />
          </>
        }
        notices={!canSave && <PremiumNote detail={m.localOnlyNote} />}
        actions={(controls) => (
          <>
            <Button
              variant="outline"
              size="sm"
              disabled={create.isPending}
              onClick={() => (canSave ? saveDraft() : controls.showLock())}
            >
              {canSave ? <Save aria-hidden="true" /> : <LockKeyhole aria-hidden="true" />}
              {create.isPending ? m.savingDraft : m.saveDraft}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setIsRenaming(true)}>
              <PenLine aria-hidden="true" />
              {m.rename}
            </Button>
          </>
        )}
      />
      {isRenaming && (
        <RenameDialog
          title={title}
          onOpenChange={setIsRenaming}
          onRename={(next) => {
            onRename(next)
            draft.save(next, draft.answers)
          }}
        />
      )}
    </>
  )
}
