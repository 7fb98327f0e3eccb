import { ThumbsUp } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { formatNumber } from '@/i18n/format'
import { m } from '@/features/forum/messages/thread'
import { useToggleVote, type VoteTarget } from '../api/toggle-vote'

type VoteButtonProps = {
  threadId: string
  target: VoteTarget
  count: number
  hasUpvoted: boolean
  /** What is upvoted, for screen readers: 'Upvote the question', 'Upvote Ravi's reply'. */
  label: string
  /** Why this post takes no vote (own post, deleted thread): shown as the button's title. */
  unavailableReason?: string
}

/**
 * Upvote / withdraw: a toggle (aria-pressed) showing the count. It answers at once and goes back
 * if the server refuses. Unavailable stays focusable (aria-disabled) so its reason can be read.
 */
export function VoteButton({
  threadId,
  target,
  count,
  hasUpvoted,
  label,
  unavailableReason,
}: VoteButtonProps) {
  const vote = useToggleVote(threadId)
  const isUnavailable = unavailableReason !== undefined
  return (
    <Button
      type="button"
      variant={hasUpvoted ? 'secondary' : 'outline'}
      size="sm"
      aria-pressed={hasUpvoted}
      aria-disabled={isUnavailable || undefined}
      aria-label={m.vote.label(label, count)}
      title={unavailableReason}
      className="tabular-nums aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      onClick={() => {
        // One vote at a time per post: a second click waits for the first answer.
        if (isUnavailable || vote.isPending) return
        vote.mutate({ target, upvote: !hasUpvoted })
      }}
    >
      <ThumbsUp aria-hidden="true" className={hasUpvoted ? 'fill-current' : undefined} />
      {formatNumber(count)}
    </Button>
  )
}
