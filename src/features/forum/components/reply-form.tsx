import { Info } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/api-error'
import { m } from '@/features/forum/messages/thread'
import { useAuth } from '@/lib/auth'
import { usePostReply } from '../api/post-reply'
import { useReplyDraft } from '../hooks/use-reply-draft'
import { FORUM_LIMITS } from '../schemas/forum'

/** The counter appears once a reply is this close to the limit. */
const COUNTER_FROM = FORUM_LIMITS.replyMax - 500

/**
 * 'Your Reply' and 'Post Reply'. The text is a draft kept per user and thread until it is posted;
 * a reply that fails to post stays in the box with the reason (the posting limit, for one).
 */
export function ReplyForm({ threadId }: { threadId: string }) {
  const id = useId()
  const { userId } = useAuth()
  const [draft, setDraft] = useReplyDraft(threadId, userId)
  const [failure, setFailure] = useState<string | null>(null)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const post = usePostReply(threadId)
  const text = draft.trim()
  const count = draft.length

  const describedBy = [
    `${id}-note`,
    count >= COUNTER_FROM && `${id}-count`,
    failure && `${id}-error`,
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <form
      noValidate
      aria-labelledby={`${id}-label`}
      aria-busy={post.isPending}
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        if (!text || post.isPending) return
        setFailure(null)
        post.mutate(text, {
          onSuccess: () => {
            setDraft('')
            toast({ title: m.replyForm.posted })
            inputRef.current?.focus()
          },
          onError: (error) => {
            setFailure(errorMessage(error))
            inputRef.current?.focus()
          },
        })
      }}
    >
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="text-base font-semibold">
        {m.replyForm.label}
      </label>
      <Textarea
        ref={inputRef}
        id={`${id}-input`}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        rows={5}
        maxLength={FORUM_LIMITS.replyMax}
        placeholder={m.replyForm.placeholder}
        aria-invalid={failure !== null}
        aria-describedby={describedBy}
      />
      <div className="grid gap-1 text-xs text-muted-foreground">
        <p id={`${id}-note`} className="flex items-start gap-1.5">
          <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          {m.replyForm.note}
        </p>
        {count >= COUNTER_FROM && (
          <p id={`${id}-count`} className="tabular-nums">
            {m.replyForm.count(count, FORUM_LIMITS.replyMax)}
          </p>
        )}
      </div>
      <FieldError id={`${id}-error`}>
        {failure && (
          <>
            {failure} <span className="font-normal">{m.replyForm.stillInBox}</span>
          </>
        )}
      </FieldError>
      <Button type="submit" className="justify-self-start" disabled={!text || post.isPending}>
        {post.isPending ? m.replyForm.posting : m.replyForm.post}
      </Button>
    </form>
  )
}
