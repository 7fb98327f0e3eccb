import { Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/api-error'
import { useDeletePost, type PostRef } from '../api/delete-post'
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
  if (post.kind === 'reply') return 'Your reply will be removed for good. This cannot be undone.'
  if (replyCount === 0) return 'Your question will be removed for good. This cannot be undone.'
  const replies = replyCount === 1 ? 'its reply stays' : `its ${replyCount} replies stay`
  return `It has replies, so it will show as [deleted] (no title, text or name) and ${replies} for others to read. This cannot be undone.`
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
  const noun = post.kind === 'thread' ? 'thread' : 'reply'
  return (
    <ThreadDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset()
        setOpen(next)
      }}
      role="alertdialog"
      title={`Delete this ${noun}?`}
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
          Delete{' '}
          <span className="sr-only">{post.kind === 'thread' ? 'this thread' : 'your reply'}</span>
        </Button>
      }
    >
      <FieldError>{remove.isError ? errorMessage(remove.error) : null}</FieldError>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(post, {
              onSuccess: () => {
                toast({ title: post.kind === 'thread' ? 'Thread deleted' : 'Reply deleted' })
                deleted.current = true
                setOpen(false)
              },
            })
          }
        >
          {remove.isPending ? 'Deleting…' : `Delete ${noun}`}
        </Button>
      </div>
    </ThreadDialog>
  )
}
