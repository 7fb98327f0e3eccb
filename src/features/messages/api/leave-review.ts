import { useMutation, useQueryClient } from '@tanstack/react-query'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { MESSAGING_ERROR_CODES, MESSAGING_LIMITS } from '../schemas/messages'
import { m } from '@/features/messages/messages/messaging'
import { messageKeys } from './keys'
import { errorCode } from '@/lib/api-error'
import { MessagingError, toMessagingError } from './messaging-errors'

type NewReview = { consultationId: string; rating: number; comment: string }

/**
 * The client's review of a completed consultation (advocate_reviews; once per consultation).
 * A second one is refused as a duplicate (23505, HTTP 409); one that is not allowed (not
 * completed, not the client) with LS018 and its message.
 */
export async function leaveReview(client: AppSupabaseClient, review: NewReview) {
  const comment = review.comment.trim()
  if (
    !Number.isInteger(review.rating) ||
    review.rating < MESSAGING_LIMITS.ratingMin ||
    review.rating > MESSAGING_LIMITS.ratingMax
  )
    throw new MessagingError(m.errors.ratingRequired, '')
  if (comment.length > MESSAGING_LIMITS.reviewCommentMax)
    throw new MessagingError(m.errors.commentTooLong(MESSAGING_LIMITS.reviewCommentMax), '')
  const { error, status } = await client.from('advocate_reviews').insert({
    consultation_id: review.consultationId,
    rating: review.rating,
    comment: comment || null,
  })
  if (!error) return
  if (errorCode(error) === MESSAGING_ERROR_CODES.duplicate || status === 409)
    throw new MessagingError(m.errors.alreadyReviewed, MESSAGING_ERROR_CODES.duplicate)
  throw toMessagingError(error)
}

/**
 * The conversation is read again so the page says 'Thanks for your review'. After a refusal the
 * dialog stays open with the reason; closing it reads the conversation again.
 */
export function useLeaveReview(conversationId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...messageKeys.conversation(conversationId), 'review'],
    mutationFn: async (review: NewReview) => leaveReview(await loadSupabase(), review),
    // Not awaited: the dialog closes and thanks first, then the page swaps its button for the thanks.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversation(conversationId) })
    },
  })
}
