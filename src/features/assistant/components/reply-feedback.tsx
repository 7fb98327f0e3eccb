import { ThumbsDown, ThumbsUp } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { ErrorBox } from '@/components/ui/error-box'
import { useSaveFeedback } from '../api/save-feedback'
import { FEEDBACK_TEXTS } from '../content/texts'
import type { Feedback } from '../schemas/feedback'
import { FeedbackNote } from './feedback-note'

type ReplyFeedbackProps = {
  chatId: string
  replyId: string
  /** What the user said of this reply before, or null. */
  feedback: Feedback | null
}

/**
 * 'Helpful' / 'Not helpful' under a reply (docs/PRODUCT.md §2 'Chatbot'): toggles saved at once
 * (pressing the chosen one again withdraws it), then a note after 'Not helpful'. The pieces sit in
 * the reply's row of actions and wrap on a phone; the note and any error take a line of their own.
 */
export function ReplyFeedback({ chatId, replyId, feedback }: ReplyFeedbackProps) {
  const save = useSaveFeedback(chatId, replyId)
  const [isThanked, setIsThanked] = useState(false)
  // The choice on its way is shown at once; a refused one falls back to what is saved.
  const shown = save.isPending ? (save.variables ?? null) : feedback

  // What to do once the last attempt is stored, kept for its Retry (the note box empties).
  const afterSave = useRef<(() => void) | undefined>(undefined)

  function submit(next: Feedback | null, onSaved?: () => void) {
    afterSave.current = onSaved
    setIsThanked(false)
    save.mutate(next, {
      onSuccess: (saved) => {
        setIsThanked(saved !== null)
        onSaved?.()
      },
    })
  }
  function choose(helpful: boolean) {
    if (save.isPending) return
    submit(shown?.helpful === helpful ? null : { helpful, note: null })
  }

  const choices = [
    { helpful: true, label: FEEDBACK_TEXTS.helpful, Icon: ThumbsUp },
    { helpful: false, label: FEEDBACK_TEXTS.notHelpful, Icon: ThumbsDown },
  ]
  return (
    <>
      <div role="group" aria-label={FEEDBACK_TEXTS.group} className="flex flex-wrap gap-2">
        {choices.map(({ helpful, label, Icon }) => {
          const isPressed = shown?.helpful === helpful
          return (
            <Button
              key={label}
              type="button"
              variant={isPressed ? 'secondary' : 'ghost'}
              size="sm"
              aria-pressed={isPressed}
              onClick={() => choose(helpful)}
            >
              <Icon aria-hidden="true" className={isPressed ? 'fill-current' : undefined} />
              {label}
            </Button>
          )
        })}
      </div>
      {isThanked && !save.isPending && (
        <p role="status" className="text-sm text-muted-foreground">
          {FEEDBACK_TEXTS.thanks}
        </p>
      )}
      {shown?.helpful === false && (
        <FeedbackNote
          replyId={replyId}
          savedNote={feedback?.note ?? null}
          isSending={save.isPending}
          onSend={(note, onSaved) => submit({ helpful: false, note }, onSaved)}
        />
      )}
      {save.isError && (
        <div className="basis-full">
          <ErrorBox
            title={FEEDBACK_TEXTS.notSaved}
            detail={
              <>
                {save.error.message}
                {save.variables?.note && (
                  <span className="text-muted-foreground"> {FEEDBACK_TEXTS.noteKept}</span>
                )}
              </>
            }
            onRetry={() => submit(save.variables ?? null, afterSave.current)}
            retryLabel={FEEDBACK_TEXTS.retry}
          />
        </div>
      )}
    </>
  )
}
