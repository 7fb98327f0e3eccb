import { Send } from 'lucide-react'
import { useId, type KeyboardEvent, type RefObject } from 'react'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/utils'
import { MESSAGE_MAX_LENGTH } from '../schemas/chat'
import { m } from '../messages/assistant'

/** The counter appears once a question is this close to the limit. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200

type ChatComposerProps = {
  value: string
  onChange: (value: string) => void
  onSend: (text: string) => void
  inputRef: RefObject<HTMLTextAreaElement | null>
}

/**
 * The question box: Enter sends, Shift+Enter starts a new line; blank text is never sent. It
 * stays open while an answer is coming: the next question waits its turn in the same chat.
 */
export function ChatComposer({ value, onChange, onSend, inputRef }: ChatComposerProps) {
  const id = useId()
  const count = value.length
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes (Hindi, for one), Enter picks a word; it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    onSend(value)
  }
  return (
    <form
      className="grid gap-1"
      onSubmit={(event) => {
        event.preventDefault()
        onSend(value)
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {m.composer.label}
      </label>
      <div className="flex items-start gap-2">
        <Textarea
          ref={inputRef}
          id={`${id}-input`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={m.composer.placeholder}
          aria-describedby={`${id}-hint${count >= COUNTER_FROM ? ` ${id}-count` : ''}`}
          enterKeyHint="send"
        />
        <Button type="submit" size="icon" className="shrink-0" aria-label={m.composer.send}>
          <Send aria-hidden="true" />
        </Button>
      </div>
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <p id={`${id}-hint`} className="hidden md:block">
          {m.composer.hint}
        </p>
        {count >= COUNTER_FROM && (
          <p
            id={`${id}-count`}
            className={cn(
              'ml-auto tabular-nums',
              count >= MESSAGE_MAX_LENGTH && 'font-semibold text-foreground',
            )}
          >
            {m.composer.count(count, MESSAGE_MAX_LENGTH)}
          </p>
        )}
      </div>
    </form>
  )
}
