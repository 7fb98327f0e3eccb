import { useId, useState, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-error'
import { m } from '@/features/forum/messages/thread'
import { useEditPost } from '../api/edit-post'
import { FORUM_LIMITS } from '../schemas/forum'

type EditPostFormProps = {
  threadId: string
  post:
    | { kind: 'thread'; id: string; title: string; body: string }
    | { kind: 'reply'; id: string; body: string }
  /** Editing is over: saved, cancelled or Escape. */
  onDone: () => void
}

type Errors = { title?: string; body?: string }

function check(kind: 'thread' | 'reply', title: string, body: string): Errors {
  const errors: Errors = {}
  if (kind === 'thread') {
    if (title.length < FORUM_LIMITS.titleMin) errors.title = m.edit.titleMin(FORUM_LIMITS.titleMin)
    else if (title.length > FORUM_LIMITS.titleMax)
      errors.title = m.edit.titleMax(FORUM_LIMITS.titleMax)
    if (body.length < FORUM_LIMITS.bodyMin) errors.body = m.edit.bodyMin(FORUM_LIMITS.bodyMin)
    else if (body.length > FORUM_LIMITS.bodyMax) errors.body = m.edit.bodyMax(FORUM_LIMITS.bodyMax)
  } else if (body.length === 0) errors.body = m.edit.replyEmpty
  else if (body.length > FORUM_LIMITS.replyMax) errors.body = m.edit.replyMax(FORUM_LIMITS.replyMax)
  return errors
}

/**
 * Edits a post in place (its author, within 30 minutes of posting): the title and text of a
 * thread, the text of a reply. The database has the last word: past the window it answers LS005
 * and the form shows its message.
 */
export function EditPostForm({ threadId, post, onDone }: EditPostFormProps) {
  const id = useId()
  const edit = useEditPost(threadId)
  const [title, setTitle] = useState(post.kind === 'thread' ? post.title : '')
  const [body, setBody] = useState(post.body)
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)

  const save = () => {
    const next = { title: title.trim(), body: body.trim() }
    const found = check(post.kind, next.title, next.body)
    setErrors(found)
    setFailure(null)
    if (found.title || found.body) return
    const unchanged =
      next.body === post.body && (post.kind === 'reply' || next.title === post.title)
    if (unchanged) return onDone()
    edit.mutate(
      post.kind === 'thread'
        ? { kind: 'thread', id: post.id, title: next.title, body: next.body }
        : { kind: 'reply', id: post.id, body: next.body },
      { onSuccess: onDone, onError: (error) => setFailure(errorMessage(error)) },
    )
  }

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    onDone()
  }
  const describedBy = (field: keyof Errors) => (errors[field] ? `${id}-${field}-error` : undefined)
  return (
    <form
      noValidate
      aria-label={m.edit.form[post.kind]}
      aria-busy={edit.isPending}
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        save()
      }}
    >
      {post.kind === 'thread' && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-title`}>{m.edit.titleLabel}</Label>
          <Input
            id={`${id}-title`}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            onKeyDown={cancelOnEscape}
            maxLength={FORUM_LIMITS.titleMax + 20}
            aria-invalid={Boolean(errors.title)}
            aria-describedby={describedBy('title')}
            // The user asked to edit: the first field takes focus, as a dialog's would.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <FieldError id={`${id}-title-error`}>{errors.title}</FieldError>
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-body`}>
          {post.kind === 'thread' ? m.edit.detailsLabel : m.edit.replyLabel}
        </Label>
        <Textarea
          id={`${id}-body`}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={cancelOnEscape}
          rows={post.kind === 'thread' ? 8 : 5}
          maxLength={(post.kind === 'thread' ? FORUM_LIMITS.bodyMax : FORUM_LIMITS.replyMax) + 100}
          aria-invalid={Boolean(errors.body)}
          aria-describedby={describedBy('body')}
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={post.kind === 'reply'}
        />
        <FieldError id={`${id}-body-error`}>{errors.body}</FieldError>
      </div>
      <FieldError>{failure}</FieldError>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={edit.isPending}>
          {edit.isPending ? m.edit.saving : m.edit.save}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          {m.cancel}
        </Button>
      </div>
    </form>
  )
}
