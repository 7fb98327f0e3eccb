import { CircleAlert, Info } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { AutosaveSnapshot } from '../lib/autosave-store'
import { m } from '@/features/documents/messages/editor'
import { PremiumNote } from './premium-note'

type SavedDocumentNoticesProps = {
  snapshot: AutosaveSnapshot
  canSave: boolean
  /** One of the demo's shared samples, opened by a demo visitor: read-only. */
  isSample: boolean
  /** The conflict dialog was closed without a choice. */
  isConflictWaiting: boolean
  onChooseVersion: () => void
}

const NOTE = 'flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4 text-sm'

/**
 * What the user must know above the form: the plan, a refusal, a conflict, a demo sample, a final
 * document.
 */
export function SavedDocumentNotices({
  snapshot,
  canSave,
  isSample,
  isConflictWaiting,
  onChooseVersion,
}: SavedDocumentNoticesProps) {
  return (
    <>
      {!canSave && <PremiumNote detail={m.localOnlyNote} />}
      {snapshot.phase === 'refused' && snapshot.error && (
        <p role="alert" className={`${NOTE} border-destructive/50`}>
          <span className="flex items-start gap-2">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
            {snapshot.error}
          </span>
        </p>
      )}
      {isConflictWaiting && (
        <div className={`${NOTE} border-destructive/50`}>
          <p className="flex items-start gap-2">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
            {m.conflictNote}
          </p>
          <Button variant="outline" size="sm" onClick={onChooseVersion}>
            {m.chooseVersion}
          </Button>
        </div>
      )}
      {isSample && (
        <p className={NOTE}>
          <span className="flex items-start gap-2">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {m.sampleNote}
          </span>
        </p>
      )}
      {snapshot.status === 'final' && (
        <p className={NOTE}>
          <span className="flex items-start gap-2">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {m.finalNote}
          </span>
        </p>
      )}
    </>
  )
}
