import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/utils'
import { useRenameChat } from '../api/rename-chat'
import { CHAT_TITLE_MAX_LENGTH, chatTitleSchema } from '../schemas/chat-title'
import { m } from '../messages/assistant'

type RenameChatFormProps = {
  chatId: string
  title: string
  /** Editing is over: saved, cancelled or Escape. */
  onDone: () => void
}

/** Renames a chat in place: 1–120 characters once trimmed. */
export function RenameChatForm({ chatId, title, onDone }: RenameChatFormProps) {
  const id = useId()
  const rename = useRenameChat()
  const [value, setValue] = useState(title)
  const [error, setError] = useState<string | null>(null)

  const save = () => {
    const parsed = chatTitleSchema.safeParse(value)
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? m.rename.check)
    if (parsed.data === title) return onDone()
    rename.mutate(
      { chatId, title: parsed.data },
      {
        onSuccess: () => {
          toast({ title: m.rename.renamed })
          onDone()
        },
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    )
  }

  return (
    <form
      noValidate
      className="grid w-full gap-2 p-2"
      aria-busy={rename.isPending}
      onSubmit={(event) => {
        event.preventDefault()
        save()
      }}
    >
      <label htmlFor={`${id}-title`} className="sr-only">
        {m.rename.label}
      </label>
      <Input
        id={`${id}-title`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault()
            onDone()
          }
        }}
        maxLength={CHAT_TITLE_MAX_LENGTH + 20}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        // The user asked to rename: the field takes focus, as a dialog's first field would.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={rename.isPending}>
          {rename.isPending ? m.rename.saving : m.rename.save}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          {m.rename.cancel}
        </Button>
      </div>
    </form>
  )
}
