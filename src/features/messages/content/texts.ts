import type { ConsultationMode, ConsultationStatus } from '../schemas/messages'

/** Labels of the consultation modes (docs/PRODUCT.md §3: Chat, Phone call, Video call). */
export const MODE_LABELS: Record<ConsultationMode, string> = {
  chat: 'Chat',
  phone: 'Phone call',
  video: 'Video call',
}

export const STATUS_LABELS: Record<ConsultationStatus, string> = {
  requested: 'Requested',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  completed: 'Completed',
}

export const TEXTS = {
  pageTitle: 'Messages',
  requestsTitle: 'Consultation requests',
  conversationsTitle: 'Conversations',
  pastRequestsTitle: 'Past requests',
  waitingForAdvocate: 'Waiting for the advocate',
  noMessagesPreview: 'No messages yet',
  clientEmptyTitle: 'No conversations yet',
  clientEmptyText:
    'Find an advocate and request a consultation. Once they accept, you can write to each other here.',
  findAdvocate: 'Find an advocate',
  advocateEmptyTitle: 'No messages yet',
  advocateEmptyText:
    'When a client requests a consultation, the request appears here. Accept it to start the conversation.',
  listLoadError: "We couldn't load your messages.",
  conversationLoadError: "We couldn't load this conversation.",
  messagesLoadError: "We couldn't load the messages.",
  notFoundTitle: 'This conversation was not found',
  notFoundText: 'It may belong to someone else, or the link is not complete.',
  backToMessages: 'Back to messages',
  sending: 'Sending…',
  notSent: 'Not sent',
  retry: 'Retry',
  offline: 'You are offline. It will be sent when you are back online.',
  sendFailed: 'LexSetu could not take it just now. It will be tried again.',
  alreadyReviewed: 'You have already reviewed this consultation.',
  thanksForReview: 'Thanks for your review',
  leaveReview: 'Leave a review',
} as const

/** Why a closed conversation (consultation cancelled or declined) takes no new messages. */
export function closedExplanation(status: 'cancelled' | 'declined', cancelledByMe: boolean) {
  if (status === 'declined')
    return 'This consultation request was declined, so the conversation is closed. You can still read it.'
  return cancelledByMe
    ? 'You cancelled this consultation, so the conversation is closed. You can still read it.'
    : 'This consultation was cancelled, so the conversation is closed. You can still read it.'
}
