/**
 * The kinds of notification the database writes (public.notification_kind), in the order
 * Settings lists them, with who receives each (their words: the account feature's messages).
 */
export const NOTIFICATION_KINDS = [
  { kind: 'consultation_requested', for: 'advocate' },
  { kind: 'consultation_accepted', for: 'client' },
  { kind: 'consultation_declined', for: 'client' },
  { kind: 'consultation_cancelled', for: 'everyone' },
  { kind: 'message_received', for: 'everyone' },
  { kind: 'forum_reply', for: 'everyone' },
  { kind: 'answer_helpful', for: 'everyone' },
  { kind: 'verification_approved', for: 'advocate' },
  { kind: 'verification_rejected', for: 'advocate' },
] as const
