// A follow-up is read with the chat: 'where do I file it?' after 'my employer has not paid my
// salary' is about unpaid salary. A message that carries a topic of its own starts afresh.
import { parseCitations } from './question.ts'

/** What the chat said before this message: the user's last questions and the last reply's topic. */
export type ChatContext = { questions: string[]; topics: string[] }

/** Rank from which a message's own search is taken to know its topic (tuned on the dev split). */
export const OWN_TOPIC_RANK = 0.45

const NEW_TOPIC =
  /(^|[.!?]\s*)(and )?also\b|\b(another (question|thing|problem|matter|issue)|one more (question|thing)|separately|different (question|matter|issue)|ek aur|dusra sawal|alag (sawal|baat|mamla)|naya sawal)\b|एक और|दूसरा सवाल|अलग सवाल|नया सवाल/i

// Words that point back at what was said: 'it', 'he', 'iske', 'उसने'.
const POINTS_BACK =
  /\b(it|this|that|these|those|he|she|they|him|her|them|his|hers|their|there|same|iske|uske|iska|uska|iski|uski|isme|usme|ise|use|isse|usse|usne|unhone|woh|wo|vo|ye|yeh)\b|इसके|उसके|इसका|उसका|इसकी|उसकी|इसमें|उसमें|इसे|उसे|इससे|उससे|उसने|उन्होंने|यह|वह|वो|ये/i

/**
 * Whether the message is read with the chat. It is not when it names a section, says it asks
 * something else ('also, my landlord …'), or finds a topic of its own without pointing back.
 */
export function readsWithChat(message: string, ownTopRank: number): boolean {
  const text = message.normalize('NFC').toLowerCase()
  if (parseCitations(text).length > 0) return false
  if (NEW_TOPIC.test(text)) return false
  return POINTS_BACK.test(text) || ownTopRank < OWN_TOPIC_RANK
}

/** The text searched for a follow-up: the message, the earlier questions, the last reply's topic. */
export function withContext(message: string, context: ChatContext): string {
  return [message, ...context.questions, ...context.topics].join('\n')
}
