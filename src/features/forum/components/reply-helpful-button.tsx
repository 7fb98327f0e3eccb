import { CircleCheck } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { toastError } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/api-error'
import { m } from '@/features/forum/messages/thread'
import { useMarkHelpful } from '../api/mark-helpful'

type ReplyHelpfulButtonProps = { threadId: string; replyId: string; isHelpful: boolean }

/**
 * The asker's choice of the helpful answer: 'Mark as helpful' on a reply, 'Unmark as helpful' on
 * the chosen one. The list then puts the helpful answer first; focus stays on this button.
 */
export function ReplyHelpfulButton({ threadId, replyId, isHelpful }: ReplyHelpfulButtonProps) {
  const mark = useMarkHelpful(threadId)
  const ref = useRef<HTMLButtonElement>(null)
  const [focusRequest, setFocusRequest] = useState(0)

  // Reordering the list moves this reply's element, which drops focus: put it back.
  useEffect(() => {
    if (focusRequest > 0) ref.current?.focus()
  }, [focusRequest])

  return (
    <Button
      ref={ref}
      type="button"
      variant="ghost"
      size="sm"
      aria-busy={mark.isPending}
      onClick={() => {
        if (mark.isPending) return
        mark.mutate(isHelpful ? null : replyId, {
          onSuccess: () => setFocusRequest((count) => count + 1),
          onError: (error) =>
            toastError(
              isHelpful ? m.helpful.notUnmarked : m.helpful.notMarked,
              errorMessage(error),
            ),
        })
      }}
    >
      <CircleCheck aria-hidden="true" />
      {isHelpful ? m.helpful.unmark : m.helpful.mark}
    </Button>
  )
}
