/**
 * The kinds of notification the database writes (public.notification_kind), in the order
 * Settings lists them, with what each is about there and who receives it.
 */
export const NOTIFICATION_KINDS = [
  {
    kind: 'consultation_requested',
    label: 'A client asks you for a consultation',
    for: 'advocate',
  },
  { kind: 'consultation_accepted', label: 'An advocate accepts your request', for: 'client' },
  { kind: 'consultation_declined', label: 'An advocate declines your request', for: 'client' },
  { kind: 'consultation_cancelled', label: 'A consultation is cancelled', for: 'everyone' },
  { kind: 'message_received', label: 'A new message in a conversation', for: 'everyone' },
  { kind: 'forum_reply', label: 'A reply to your forum question', for: 'everyone' },
  { kind: 'answer_helpful', label: 'Your forum answer is marked helpful', for: 'everyone' },
  { kind: 'verification_approved', label: 'Your advocate profile is verified', for: 'advocate' },
  { kind: 'verification_rejected', label: 'Your advocate profile needs changes', for: 'advocate' },
] as const
