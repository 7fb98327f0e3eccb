import type { Notification } from '../api/get-notifications'
import { m } from '@/features/notifications/messages/notifications'

/** The sentence a notification reads as: its kind, in the words of who did it. */
export function describeNotification({ kind, actor_name, subject, count }: Notification): string {
  const sentences = m.sentences
  switch (kind) {
    case 'consultation_requested':
      return sentences.consultationRequested(actor_name)
    case 'consultation_accepted':
      return sentences.consultationAccepted(actor_name)
    case 'consultation_declined':
      return sentences.consultationDeclined(actor_name)
    case 'consultation_cancelled':
      return sentences.consultationCancelled(actor_name)
    case 'message_received':
      return sentences.messageReceived(actor_name, count)
    case 'forum_reply':
      return sentences.forumReply(actor_name, subject)
    case 'answer_helpful':
      return sentences.answerHelpful(subject)
    case 'verification_approved':
      return sentences.verificationApproved
    case 'verification_rejected':
      return sentences.verificationRejected(subject)
    default:
      return sentences.other
  }
}
