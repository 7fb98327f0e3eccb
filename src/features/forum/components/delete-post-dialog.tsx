import { Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/api-error'
import { m } from '@/features/forum/messages/thread'
import { useDeletePost, type PostRef } from '../api/delete-post'
import { ButtonWords } from './button-words'
import { ThreadDialog } from './thread-dialog'

type DeletePostDialogProps = {
  threadId: string
  post: PostRef
  /** A thread's replies: with any, the thread stays as '[deleted]' and they stay. */
  replyCount?: number
  /** Runs once the post is gone and the dialog has closed (focus, navigation). */
  onDeleted: () => void
}

function describe(post: PostRef, replyCount: number) {
  if (post.kind === 'reply') return m.delete.reply
  if (replyCount === 0) return m.delete.thread
  return m.delete.threadWithReplies(replyCount)
}

/** 'Delete' on the author's own post, with a confirmation that says what will remain. */
export function DeletePostDialog({
  threadId,
  post,
  replyCount = 0,
  onDeleted,
}: DeletePostDialogProps) {
  const [open, setOpen] = useState(false)
  const remove = useDeletePost(threadId)
  const deleted = useRef(false)
  return (
    <ThreadDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset()
        setOpen(next)
      }}
      role="alertdialog"
      title={m.delete.title[post.kind]}
      description={describe(post, replyCount)}
      onCloseAutoFocus={(event) => {
        if (!deleted.current) return
        // The trigger is about to go with the post: the page decides where focus goes.
        event.preventDefault()
        onDeleted()
      }}
      trigger={
        <Button type="button" variant="ghost" size="sm">
          <Trash2 aria-hidden="true" />
          <ButtonWords words={m.delete.button[post.kind]} />
        </Button>
      }
    >
      <FieldError>{remove.isError ? errorMessage(remove.error) : null}</FieldError>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setOpen(false)}>
          {m.cancel}
        </Button>
        <Button
          variant="destructive"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(post, {
              onSuccess: () => {
                toast({ title: m.delete.done[post.kind] })
                deleted.current = true
                setOpen(false)
              },
            })
          }
        >
          {remove.isPending ? m.delete.deleting : m.delete.confirm[post.kind]}
        </Button>
      </div>
    </ThreadDialog>
  )
}
