import { LEGAL_INFORMATION_NOTICE } from '@/config/legal-notice'
import { m } from '../messages/assistant'

/** The assistant's first words in every chat (docs/PRODUCT.md §2 'Chatbot'). */
export const GREETING = m.greeting

/** Offered on an empty chat; choosing one sends it. */
export const SUGGESTED_QUESTIONS: readonly string[] = m.suggestedQuestions

/** Under each reply (docs/PRODUCT.md §2 'Chatbot'). */
export const FEEDBACK_TEXTS = m.feedback

export const TYPING_TEXT = m.typing

/** Instead of TYPING_TEXT while the device is offline (docs/PRODUCT.md §2 'Chatbot'). */
export const offlineWaitingText = m.offlineWaiting

/** Written into every exported PDF, whatever the replies say. */
export const PDF_DISCLAIMER = LEGAL_INFORMATION_NOTICE

/** How a citation is labelled on a chip: 'BNS 318(4)', 'Article 21'. */
export function sectionLabel({ act, section }: { act: string; section: string }): string {
  return act === 'COI' ? m.sections.article(section) : `${act} ${section}`
}
