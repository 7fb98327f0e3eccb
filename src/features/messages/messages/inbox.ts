import { formatNumber, plural } from '@/i18n/format'
import { isHindi } from '@/i18n/locale'
import hi from './inbox.hi'

/**
 * /dashboard/messages (docs/PRODUCT.md §2 'Messages'): the open requests, the conversations and
 * the past requests.
 */
export const en = {
  title: 'Messages',
  introAdvocate: 'Consultation requests from clients and your conversations with them.',
  introClient: 'Your consultation requests and your conversations with advocates.',
  requestsTitle: 'Consultation requests',
  conversationsTitle: 'Conversations',
  loading: 'Loading your messages…',
  loadError: "We couldn't load your messages.",
  empty: {
    clientTitle: 'No conversations yet',
    clientText:
      'Find an advocate and request a consultation. Once they accept, you can write to each other here.',
    findAdvocate: 'Find an advocate',
    advocateTitle: 'No messages yet',
    advocateText:
      'When a client requests a consultation, the request appears here. Accept it to start the conversation.',
  },
  list: {
    noMessagesPreview: 'No messages yet',
    /** Before the last message when the user wrote it. */
    you: 'You: ',
    /** The badge ('2 unread'), then words for screen readers only ('messages'). */
    unread: (count: number) => plural(count, { one: '# unread', other: '# unread' }),
    unreadNoun: (count: number) => plural(count, { one: 'message', other: 'messages' }),
    /** Under a conversation whose consultation is no longer accepted. */
    status: {
      requested: 'Consultation requested',
      accepted: 'Consultation accepted',
      declined: 'Consultation declined',
      cancelled: 'Consultation cancelled',
      completed: 'Consultation completed',
    },
  },
  request: {
    to: (name: string) => `Request to ${name}`,
    about: 'About the request',
    accept: 'Accept',
    accepting: 'Accepting…',
    /** After 'Accept' and 'Decline', for screen readers only. */
    fromName: (name: string) => `the request from ${name}`,
    accepted: 'Request accepted',
    acceptedText: (name: string) => `You can now write to ${name} under Conversations.`,
    notAccepted: (reason: string) => `Not accepted: ${reason}`,
    decline: 'Decline',
    declineTitle: (name: string) => `Decline the request from ${name}?`,
    declineText: 'The client sees that you declined, and your reason if you give one.',
    declineConfirm: 'Decline request',
    declining: 'Declining…',
    declined: 'Request declined',
    keep: 'Keep request',
    waiting: 'Waiting for the advocate',
    cancel: 'Cancel request',
    /** After 'Cancel request', for screen readers only. */
    toName: (name: string) => `to ${name}`,
    cancelTitle: 'Cancel this request?',
    cancelText: (name: string) =>
      `${name} will no longer see it. You can send a new request later.`,
    cancelled: 'Request cancelled',
  },
  past: {
    title: (count: number) => `Past requests (${formatNumber(count)})`,
    /** What became of a request, then its date where {date} stands: 'Declined on 18 Nov 2026'. */
    onDate: (what: string) => `${what} on {date}`,
    status: {
      requested: 'Requested',
      accepted: 'Accepted',
      declined: 'Declined',
      cancelled: 'Cancelled',
      completed: 'Completed',
    },
    cancelledBy: {
      me: 'Cancelled by you',
      client: 'Cancelled by the client',
      advocate: 'Cancelled by the advocate',
    },
    reason: 'Reason:',
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
