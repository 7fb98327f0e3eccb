import { Star } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { FieldError } from '@/components/ui/field-error'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { cn, getErrorMessage } from '@/lib/utils'
import { useRefreshConversation } from '../api/get-conversation'
import { useLeaveReview } from '../api/leave-review'
import { m } from '@/features/messages/messages/conversation'
import { m as shared } from '@/features/messages/messages/messaging'
import { MESSAGING_LIMITS } from '../schemas/messages'

const RATINGS = [1, 2, 3, 4, 5] as const

type ReviewFormProps = {
  consultationId: string
  conversationId: string
  advocateName: string
  onDone: () => void
  onCancel: () => void
}

/** The form inside the dialog: mounted on open, so every attempt starts empty. */
function ReviewForm({
  consultationId,
  conversationId,
  advocateName,
  onDone,
  onCancel,
}: ReviewFormProps) {
  const id = useId()
  const review = useLeaveReview(conversationId)
  const [rating, setRating] = useState<number | null>(null)
  const [comment, setComment] = useState('')
  const [ratingError, setRatingError] = useState<string | null>(null)
  const length = comment.trim().length
  const isTooLong = length > MESSAGING_LIMITS.reviewCommentMax

  return (
    <form
      noValidate
      className="grid gap-4"
      aria-busy={review.isPending}
      onSubmit={(event) => {
        event.preventDefault()
        if (rating === null) return setRatingError(shared.errors.ratingRequired)
        if (isTooLong || review.isPending) return
        review.mutate({ consultationId, rating, comment }, { onSuccess: onDone })
      }}
    >
      <fieldset
        className="grid gap-2"
        aria-describedby={ratingError ? `${id}-rating-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium">{m.review.ratingOf(advocateName)}</legend>
        <div className="flex gap-1">
          {RATINGS.map((value) => {
            const isLit = rating !== null && value <= rating
            return (
              <label key={value} className="relative">
                <input
                  type="radio"
                  name={`${id}-rating`}
                  value={value}
                  checked={rating === value}
                  onChange={() => {
                    setRating(value)
                    setRatingError(null)
                  }}
                  className="peer sr-only"
                />
                <span className="flex size-11 cursor-pointer items-center justify-center rounded-md peer-focus-visible:ring-2 peer-focus-visible:ring-ring">
                  <Star
                    aria-hidden="true"
                    className={cn(
                      'size-7',
                      isLit ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
                    )}
                  />
                </span>
                <span className="sr-only">{m.review.stars(value)}</span>
              </label>
            )
          })}
        </div>
        <p aria-hidden="true" className="text-sm text-muted-foreground">
          {rating === null ? m.review.noRating : m.review.outOfFive(rating)}
        </p>
        <FieldError id={`${id}-rating-error`}>{ratingError}</FieldError>
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-comment`}>{m.review.comment}</Label>
        <Textarea
          id={`${id}-comment`}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          rows={4}
          aria-invalid={isTooLong}
          aria-describedby={`${id}-count`}
        />
        <p
          id={`${id}-count`}
          className={cn(
            'text-xs',
            isTooLong ? 'font-semibold text-destructive' : 'text-muted-foreground',
          )}
        >
          {shared.characters(length, MESSAGING_LIMITS.reviewCommentMax)}
          {isTooLong && m.review.shortenComment}
        </p>
      </div>
      <FieldError>{review.isError ? getErrorMessage(review.error) : null}</FieldError>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={review.isPending || isTooLong}>
          {review.isPending ? m.review.sending : m.review.submit}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {m.review.cancel}
        </Button>
      </div>
    </form>
  )
}

type ReviewDialogProps = {
  consultationId: string
  conversationId: string
  advocateName: string
  /** The button goes once the review is in: where focus goes instead. */
  onReviewed: () => void
}

/**
 * 'Leave a review' once a consultation is completed (the client only): 1–5 stars and an optional
 * comment. The reviewer is never named to others ('Verified client').
 */
export function ReviewDialog({
  consultationId,
  conversationId,
  advocateName,
  onReviewed,
}: ReviewDialogProps) {
  const [open, setOpen] = useState(false)
  const isReviewed = useRef(false)
  const refresh = useRefreshConversation(conversationId)
  const close = () => {
    setOpen(false)
    // After a refusal (already reviewed, say) the page reads the consultation again.
    void refresh()
  }
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogTrigger asChild>
        <Button type="button" size="sm">
          <Star aria-hidden="true" />
          {m.review.leave}
        </Button>
      </DialogTrigger>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!isReviewed.current) return
          event.preventDefault()
          onReviewed()
        }}
      >
        <DialogTitle>{m.review.title}</DialogTitle>
        <DialogDescription>{m.review.description}</DialogDescription>
        <ReviewForm
          consultationId={consultationId}
          conversationId={conversationId}
          advocateName={advocateName}
          onCancel={close}
          onDone={() => {
            isReviewed.current = true
            setOpen(false)
            toast({ title: m.review.thanks })
          }}
        />
      </DialogContent>
    </Dialog>
  )
}
