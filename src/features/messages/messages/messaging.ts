import { formatNumber } from '@/i18n/format'
import { isHindi } from '@/i18n/locale'
import hi from './messaging.hi'

/**
 * What both messages pages say (docs/PRODUCT.md §2 'Messages'): a consultation's mode and status,
 * how long ago, the character counters, and the refusals the app words itself.
 */
export const en = {
  /** The consultation modes (docs/PRODUCT.md §3: Chat, Phone call, Video call). */
  modes: { chat: 'Chat', phone: 'Phone call', video: 'Video call' },
  statuses: {
    requested: 'Requested',
    accepted: 'Accepted',
    declined: 'Declined',
    cancelled: 'Cancelled',
    completed: 'Completed',
  },
  /** The other side's name when their profile has none. */
  roles: { advocate: 'Advocate', client: 'Client' },
  preferredTime: 'Preferred time:',
  cancelling: 'Cancelling…',
  /** 'Just now', '5 min ago', '3 h ago', 'Yesterday', '4 days ago' (then the date). */
  relative: {
    justNow: 'Just now',
    minutesAgo: (minutes: number) => `${formatNumber(minutes)} min ago`,
    hoursAgo: (hours: number) => `${formatNumber(hours)} h ago`,
    yesterday: 'Yesterday',
    daysAgo: (days: number) => `${formatNumber(days)} days ago`,
  },
  /** '3,600 / 4,000 characters'. */
  characters: (count: number, max: number) =>
    `${formatNumber(count)} / ${formatNumber(max)} characters`,
  /** The dialog that confirms declining, cancelling or completing a consultation. */
  action: {
    keepIt: 'Keep it',
    reason: 'Reason (optional)',
    shortenReason: ': shorten the reason to send it.',
  },
  errors: {
    offline: 'You are offline. It will be sent when you are back online.',
    sendFailed: 'LexSetu could not take it just now. It will be tried again.',
    alreadyReviewed: 'You have already reviewed this consultation.',
    ratingRequired: 'Choose a rating from 1 to 5 stars.',
    commentTooLong: (max: number) => `A comment can be at most ${formatNumber(max)} characters.`,
    reasonTooLong: (max: number) => `A reason can be at most ${formatNumber(max)} characters.`,
    consultationNotFound: 'This consultation was not found, or it is not yours to change.',
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
