import { Pencil } from 'lucide-react'
import type { Ref } from 'react'
import { Button } from '@/components/ui/button'
import { m } from '@/features/forum/messages/thread'
import type { PostRef } from '../api/delete-post'
import { useEditWindowOpen } from '../hooks/use-edit-window'
import { ButtonWords } from './button-words'
import { DeletePostDialog } from './delete-post-dialog'
import { ReportDialog } from './report-dialog'

type ThreadPostActionsProps = {
  threadId: string
  post: PostRef & { isMine: boolean; createdAt: string }
  /** A thread's replies, for the delete confirmation. */
  replyCount?: number
  onEdit: () => void
  editButtonRef: Ref<HTMLButtonElement>
  onDeleted: () => void
}

/**
 * What one can do to a post besides voting: its author edits it (for 30 minutes after posting)
 * and deletes it; anyone else reports it.
 */
export function ThreadPostActions({
  threadId,
  post,
  replyCount,
  onEdit,
  editButtonRef,
  onDeleted,
}: ThreadPostActionsProps) {
  const canEdit = useEditWindowOpen(post.createdAt)
  const ref: PostRef = { kind: post.kind, id: post.id }
  if (!post.isMine) return <ReportDialog post={ref} />
  return (
    <>
      {canEdit && (
        <Button ref={editButtonRef} type="button" variant="ghost" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          <ButtonWords words={m.edit.button[post.kind]} />
        </Button>
      )}
      <DeletePostDialog
        threadId={threadId}
        post={ref}
        replyCount={replyCount}
        onDeleted={onDeleted}
      />
    </>
  )
}
