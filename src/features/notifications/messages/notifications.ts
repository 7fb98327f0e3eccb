import { formatNumber } from '@/i18n/format'
import { isHindi } from '@/i18n/locale'
import hi from './notifications.hi'

const quoted = (subject: string | null) => (subject ? `“${subject}”` : 'your question')

/**
 * The bell and its menu, and the sentence each notification reads as: the database stores its
 * kind, who did it (actor) and what about (subject); these are the words.
 */
export const en = {
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  empty: 'You’re all caught up. We’ll let you know when something needs you.',
  loading: 'Loading your notifications…',
  loadError: 'Your notifications could not be loaded.',
  retry: 'Try again',
  bellLabel: (unread: number) =>
    unread === 0 ? 'Notifications' : `Notifications, ${formatNumber(unread)} unread`,
  unread: 'Unread',
  sentences: {
    consultationRequested: (actor: string | null) =>
      `${actor ?? 'A client'} asked you for a consultation.`,
    consultationAccepted: (actor: string | null) =>
      `${actor ?? 'Your advocate'} accepted your consultation request.`,
    consultationDeclined: (actor: string | null) =>
      `${actor ?? 'The advocate'} declined your consultation request.`,
    consultationCancelled: (actor: string | null) =>
      `${actor ?? 'The other person'} cancelled your consultation.`,
    messageReceived: (actor: string | null, count: number) =>
      count > 1
        ? `${formatNumber(count)} new messages from ${actor ?? 'your conversation'}.`
        : `New message from ${actor ?? 'your conversation'}.`,
    forumReply: (actor: string | null, subject: string | null) =>
      `${actor ?? 'Someone'} replied to ${quoted(subject)}.`,
    answerHelpful: (subject: string | null) =>
      `Your answer to ${quoted(subject)} was marked helpful.`,
    verificationApproved:
      'Your advocate profile is verified. Clients can now find you in the directory.',
    /** With the team's reason when they gave one (their words, as written). */
    verificationRejected: (reason: string | null) =>
      reason
        ? `Your advocate profile was not verified: ${reason}`
        : 'Your advocate profile was not verified. Open your profile to see what to change.',
    /** A kind newer than this app. */
    other: 'You have a new notification.',
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
