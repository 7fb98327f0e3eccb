import { Send } from 'lucide-react'
import { useId, type KeyboardEvent, type RefObject } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Textarea } from '@/components/ui/textarea'
import { m } from '@/features/messages/messages/conversation'
import { m as shared } from '@/features/messages/messages/messaging'
import { cn } from '@/lib/utils'
import { MESSAGING_LIMITS, messageBodySchema } from '../schemas/messages'

const LIMIT = MESSAGING_LIMITS.messageMax
/** The counter appears once a message is this close to the limit. */
const COUNTER_FROM = LIMIT - 400

type MessageComposerProps = {
  value: string
  onChange: (value: string) => void
  /** Gets the trimmed text, 1–4,000 characters. */
  onSend: (body: string) => void
  inputRef?: RefObject<HTMLTextAreaElement | null>
  /** Why nothing can be sent (a closed conversation): the box is disabled and says so. */
  closedReason?: string | null
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line (and Enter while an input method
 * composes picks a word). Blank text is never sent; past 4,000 characters the box says how much
 * to cut instead of cutting it.
 */
export function MessageComposer({
  value,
  onChange,
  onSend,
  inputRef,
  closedReason = null,
}: MessageComposerProps) {
  const id = useId()
  // What would be sent: the text without the blank lines and spaces around it.
  const count = value.trim().length
  const isTooLong = count > LIMIT
  const parsed = messageBodySchema.safeParse(value)
  const isClosed = closedReason !== null
  const canSend = parsed.success && !isClosed

  const send = () => {
    if (canSend) onSend(parsed.data)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    send()
  }

  const describedBy = [
    isClosed ? `${id}-closed` : `${id}-hint`,
    count >= COUNTER_FROM && `${id}-count`,
    isTooLong && `${id}-error`,
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
    >
      {isClosed && (
        <p id={`${id}-closed`} className="rounded-md border bg-muted px-3 py-2 text-sm">
          {closedReason}
        </p>
      )}
      <label htmlFor={`${id}-input`} className="sr-only">
        {m.composer.label}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          ref={inputRef}
          id={`${id}-input`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          disabled={isClosed}
          placeholder={isClosed ? m.composer.closedPlaceholder : m.composer.placeholder}
          aria-invalid={isTooLong}
          aria-describedby={describedBy}
          enterKeyHint="send"
        />
        <Button
          type="submit"
          size="icon"
          className="shrink-0"
          disabled={!canSend}
          aria-label={m.composer.send}
        >
          <Send aria-hidden="true" />
        </Button>
      </div>
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        {!isClosed && (
          <p id={`${id}-hint`} className="hidden md:block">
            {m.composer.hint}
          </p>
        )}
        {count >= COUNTER_FROM && (
          <p
            id={`${id}-count`}
            className={cn(
              'ml-auto tabular-nums',
              isTooLong ? 'font-semibold text-destructive' : 'text-muted-foreground',
            )}
          >
            {shared.characters(count, LIMIT)}
          </p>
        )}
      </div>
      <FieldError id={`${id}-error`}>
        {isTooLong && m.composer.tooLong(LIMIT, count - LIMIT)}
      </FieldError>
    </form>
  )
}
