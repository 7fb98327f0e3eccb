import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { useStoredDraft } from '@/hooks/use-stored-draft'
import { FEEDBACK_TEXTS } from '../content/texts'
import { FEEDBACK_NOTE_MAX_LENGTH, feedbackNoteSchema } from '../schemas/feedback'

const DRAFT_PREFIX = 'lexsetu-assistant-feedback-note:'

type FeedbackNoteProps = {
  replyId: string
  /** The note stored with 'Not helpful', or null. */
  savedNote: string | null
  isSending: boolean
  /** Saves the note (null: none); `onSaved` runs once it is stored. */
  onSend: (note: string | null, onSaved: () => void) => void
}

/**
 * The optional note after 'Not helpful'. What is typed is kept in sessionStorage until it is
 * saved, so a failed save or a reload never loses it; a saved note is shown with 'Edit note'.
 */
export function FeedbackNote({ replyId, savedNote, isSending, onSend }: FeedbackNoteProps) {
  const id = useId()
  const [draft, setDraft] = useStoredDraft('session', DRAFT_PREFIX + replyId)
  const [isEditing, setIsEditing] = useState(() => draft !== '')

  if (savedNote !== null && !isEditing) {
    return (
      <div className="flex basis-full flex-wrap items-center gap-2 text-sm">
        <p className="min-w-0 break-words">
          <span className="font-medium">{FEEDBACK_TEXTS.yourNote}</span> {savedNote}
        </p>
        <Button
          type="button"
          variant="link"
          size="inline"
          onClick={() => {
            setDraft(savedNote)
            setIsEditing(true)
          }}
        >
          {FEEDBACK_TEXTS.editNote}
        </Button>
      </div>
    )
  }

  const parsed = feedbackNoteSchema.safeParse(draft)
  const note = parsed.success ? parsed.data : null
  // A blank note is worth sending only to clear the one that is saved.
  const hasNothingToSend = !parsed.success || (note === null && savedNote === null)
  return (
    <form
      className="grid basis-full gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (isSending || hasNothingToSend) return
        onSend(note, () => {
          setDraft('')
          setIsEditing(false)
        })
      }}
    >
      <label htmlFor={`${id}-note`} className="text-sm font-medium">
        {FEEDBACK_TEXTS.noteLabel}
      </label>
      <Textarea
        id={`${id}-note`}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        rows={2}
        maxLength={FEEDBACK_NOTE_MAX_LENGTH}
      />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={isSending || hasNothingToSend}
        aria-label={isSending ? undefined : FEEDBACK_TEXTS.sendName}
      >
        {isSending ? FEEDBACK_TEXTS.sending : FEEDBACK_TEXTS.send}
      </Button>
    </form>
  )
}
