import { formatNumber, plural } from '@/i18n/format'
import { isHindi } from '@/i18n/locale'
import hi from './conversation.hi'

const STARS = { one: '# star', other: '# stars' }

/**
 * /dashboard/messages/{conversationId} (docs/PRODUCT.md §2 'Messages'): the consultation's header
 * and actions, the thread, the composer and the review.
 */
export const en = {
  title: 'Conversation',
  loading: 'Loading the conversation…',
  loadError: "We couldn't load this conversation.",
  notFoundTitle: 'This conversation was not found',
  notFoundText: 'It may belong to someone else, or the link is not complete.',
  backToMessages: 'Back to messages',
  /** The other person's name while the consultation loads. */
  otherPerson: 'the other person',
  /** Why a closed conversation (consultation cancelled or declined) takes no new messages. */
  closed: {
    declined:
      'This consultation request was declined, so the conversation is closed. You can still read it.',
    cancelledByMe:
      'You cancelled this consultation, so the conversation is closed. You can still read it.',
    cancelled:
      'This consultation was cancelled, so the conversation is closed. You can still read it.',
  },
  header: {
    yourClient: 'Your client',
    yourAdvocate: 'Your advocate',
    about: 'Consultation',
    status: 'Status:',
    complete: 'Mark as completed',
    completeTitle: 'Mark this consultation as completed?',
    completeText: (name: string) =>
      `${name} can then leave a review. You can both still write here.`,
    saving: 'Saving…',
    notYet: 'Not yet',
    completed: 'Consultation completed',
    cancel: 'Cancel consultation',
    cancelTitle: 'Cancel this consultation?',
    cancelText:
      'The conversation closes: neither of you can send new messages, though you can still read them. This cannot be undone.',
    cancelled: 'Consultation cancelled',
  },
  thread: {
    label: 'Messages',
    loading: 'Loading the messages…',
    loadError: "We couldn't load the messages.",
    loadingEarlier: 'Loading…',
    showEarlier: 'Show earlier messages',
    empty: 'No messages yet. Write the first one below.',
  },
  /** What the live region reads when the other person's messages arrive. */
  announce: {
    one: (name: string, body: string) => `New message from ${name}: ${body}`,
    many: (count: number, name: string, body: string) =>
      `${formatNumber(count)} new messages from ${name}. The latest: ${body}`,
  },
  item: {
    /** Read before one's own messages by screen readers. */
    you: 'You',
    sending: 'Sending…',
    notSent: 'Not sent',
    retry: 'Retry',
    /** After 'Retry' and 'Remove', for screen readers only. */
    retryContext: 'sending this message',
    remove: 'Remove',
    removeContext: 'this unsent message',
  },
  composer: {
    label: 'Message',
    placeholder: 'Write a message…',
    closedPlaceholder: 'This conversation is closed',
    send: 'Send message',
    hint: 'Enter to send, Shift+Enter for a new line.',
    tooLong: (max: number, over: number) =>
      `A message can be at most ${formatNumber(max)} characters: remove ${formatNumber(over)} to send it.`,
  },
  review: {
    leave: 'Leave a review',
    title: 'Review your consultation',
    description:
      'Other clients see your stars and comment, never your name: you appear as ‘Verified client’.',
    ratingOf: (name: string) => `Your rating of ${name}`,
    stars: (count: number) => plural(count, STARS),
    noRating: 'No rating chosen yet',
    outOfFive: (count: number) => `${plural(count, STARS)} out of 5`,
    comment: 'Comment (optional)',
    shortenComment: ': shorten the comment to send the review.',
    sending: 'Sending…',
    submit: 'Submit review',
    cancel: 'Cancel',
    thanks: 'Thanks for your review',
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
