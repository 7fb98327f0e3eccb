import type { Notification } from '../api/get-notifications'

export const TEXTS = {
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  empty: 'You’re all caught up. We’ll let you know when something needs you.',
  loading: 'Loading your notifications…',
  loadError: 'Your notifications could not be loaded.',
  retry: 'Try again',
  bellLabel: (unread: number) =>
    unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`,
  unread: 'Unread',
} as const

const quoted = (subject: string | null) => (subject ? `“${subject}”` : 'your question')

/** The sentence a notification reads as: its kind, in the words of who did it. */
export function describeNotification({ kind, actor_name, subject, count }: Notification): string {
  switch (kind) {
    case 'consultation_requested':
      return `${actor_name ?? 'A client'} asked you for a consultation.`
    case 'consultation_accepted':
      return `${actor_name ?? 'Your advocate'} accepted your consultation request.`
    case 'consultation_declined':
      return `${actor_name ?? 'The advocate'} declined your consultation request.`
    case 'consultation_cancelled':
      return `${actor_name ?? 'The other person'} cancelled your consultation.`
    case 'message_received':
      return count > 1
        ? `${count} new messages from ${actor_name ?? 'your conversation'}.`
        : `New message from ${actor_name ?? 'your conversation'}.`
    case 'forum_reply':
      return `${actor_name ?? 'Someone'} replied to ${quoted(subject)}.`
    case 'answer_helpful':
      return `Your answer to ${quoted(subject)} was marked helpful.`
    case 'verification_approved':
      return 'Your advocate profile is verified. Clients can now find you in the directory.'
    case 'verification_rejected':
      return subject
        ? `Your advocate profile was not verified: ${subject}`
        : 'Your advocate profile was not verified. Open your profile to see what to change.'
    default:
      return 'You have a new notification.'
  }
}
