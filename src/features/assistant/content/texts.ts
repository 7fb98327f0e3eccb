import { LEGAL_INFORMATION_NOTICE } from '@/config/legal-notice'

/** The assistant's first words in every chat (docs/PRODUCT.md §2 'Chatbot'). */
export const GREETING = "Hello! I'm your AI legal assistant. How can I help you today?"

/** Offered on an empty chat; choosing one sends it. */
export const SUGGESTED_QUESTIONS = [
  'Am I eligible for free legal aid?',
  'Someone took ₹50,000 promising a job',
  'My husband beats me and demands dowry',
  'Police refused to register my FIR',
  'My cheque bounced. What can I do?',
  'Landlord is not returning my deposit',
] as const

/** Under each reply (docs/PRODUCT.md §2 'Chatbot'). */
export const FEEDBACK_TEXTS = {
  group: 'Was this reply helpful?',
  helpful: 'Helpful',
  notHelpful: 'Not helpful',
  noteLabel: 'What was wrong or missing? (optional)',
  send: 'Send',
  /** The Send button's name for screen readers: the composer has a 'Send' too. */
  sendName: 'Send feedback',
  sending: 'Sending…',
  thanks: 'Thanks for your feedback',
  yourNote: 'Your note:',
  editNote: 'Edit note',
  notSaved: 'Your feedback was not saved.',
  noteKept: 'Your note is kept here.',
  retry: 'Retry',
  genericError: 'Something went wrong on our side. Please try again.',
} as const

export const TYPING_TEXT = 'LexSetu is typing…'
/** Instead of TYPING_TEXT while the device is offline (docs/PRODUCT.md §2 'Chatbot'). */
export const offlineWaitingText = (count: number) =>
  count > 1
    ? "You're offline. Your questions will be sent when the connection returns."
    : "You're offline. Your question will be sent when the connection returns."
export const NOT_FOUND_TITLE = 'This chat was not found'

/** Written into every exported PDF, whatever the replies say. */
export const PDF_DISCLAIMER = LEGAL_INFORMATION_NOTICE

/** How a citation is labelled on a chip: 'BNS 318(4)', 'Article 21'. */
export function sectionLabel({ act, section }: { act: string; section: string }): string {
  return act === 'COI' ? `Article ${section}` : `${act} ${section}`
}
