import { useState } from 'react'
import { isSeededDemoId } from '@/config/demo'
import { isPremium, useAuth } from '@/lib/auth'
import type { DocumentRow } from '../api/document-schema'
import { DOCUMENT_TYPE_LABELS } from '../document-types'
import { useDocumentAutosave } from '../hooks/use-document-autosave'
import { m } from '@/features/documents/messages/editor'
import { TEMPLATES } from '../templates'
import { ConflictDialog } from './conflict-dialog'
import { DocumentEditor } from './document-editor'
import { DocumentNotFound } from './document-states'
import { DocumentStatusBadge } from './document-status-badge'
import { SaveIndicator } from './save-indicator'
import { SavedDocumentActions } from './saved-document-actions'
import { SavedDocumentNotices } from './saved-document-notices'

/**
 * A saved document in the editor (/documents/{id}): autosaved on Premium, kept on this device on
 * the free plan, read-only once final (and, for demo visitors, when it is one of the demo's shared
 * samples). Key it by the document's id.
 */
export function SavedDocumentEditor({ document }: { document: DocumentRow }) {
  const { profile, isDemo } = useAuth()
  const canSave = isPremium(profile)
  const isSample = isDemo && isSeededDemoId(document.id)
  const { snapshot, store } = useDocumentAutosave(document, canSave)
  const [isConflictDismissed, setIsConflictDismissed] = useState(false)
  const template = TEMPLATES[document.template]

  if (snapshot.isGone) return <DocumentNotFound text={m.goneText} />

  const choose = (choice: 'load' | 'keep') => {
    setIsConflictDismissed(false)
    void store.resolveConflict(choice)
  }
  return (
    <>
      <DocumentEditor
        template={template}
        title={snapshot.title}
        answers={snapshot.answers}
        onAnswersChange={(answers) => store.edit({ answers })}
        isReadOnly={snapshot.status === 'final' || isSample}
        isLocked={!canSave}
        meta={
          <>
            <DocumentStatusBadge status={snapshot.status} />
            <span>{DOCUMENT_TYPE_LABELS[document.template]}</span>
            <SaveIndicator phase={snapshot.phase} />
          </>
        }
        notices={
          <SavedDocumentNotices
            snapshot={snapshot}
            canSave={canSave}
            isSample={isSample}
            isConflictWaiting={snapshot.conflict !== null && isConflictDismissed}
            onChooseVersion={() => setIsConflictDismissed(false)}
          />
        }
        actions={(controls) => (
          <SavedDocumentActions
            documentId={document.id}
            template={document.template}
            snapshot={snapshot}
            store={store}
            controls={controls}
            canSave={canSave}
          />
        )}
      />
      <ConflictDialog
        open={snapshot.conflict !== null && !isConflictDismissed}
        onOpenChange={(open) => setIsConflictDismissed(!open)}
        isResolving={snapshot.isResolving}
        error={snapshot.resolveError}
        onChoose={choose}
      />
    </>
  )
}
