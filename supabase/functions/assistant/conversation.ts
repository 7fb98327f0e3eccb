// A follow-up is read with the chat: 'where do I file it?' after 'my employer has not paid my
// salary' is about unpaid salary. A message that carries a topic of its own starts afresh.
import { parseCitations } from './question.ts'

/** What the chat said before this message: the user's last questions and the last reply's topic. */
export type ChatContext = {
  questions: string[]
  topics: string[]
  /** The provisions the last reply cited. */
  cited: { act: string; section: string }[]
}

/**
 * How a message relates to the chat: `own` — it has a topic of its own, start afresh; `same` — it
 * only asks about what was said ('where do I file it?'): keep the last reply's topic; `related` —
 * it adds something to it ('can he get bail before arrest?'): read it with the chat.
 */
export type FollowUp = 'own' | 'same' | 'related'

/** A message this short in a chat is a follow-up unless it says otherwise. */
const SHORT_WORDS = 6
/** …and this short, when its own search found its topic only weakly ('how fast do I tell the bank?'). */
const WEAK_WORDS = 12
/** A message this long that found its topic firmly is a story of its own, whatever 'he' or 'it' it has. */
const OWN_STORY_WORDS = 20

/**
 * Words (stemmed as the search matches them) that say what is asked, not what happened: a message
 * whose search matched only these has no topic of its own ('how much time do I have?').
 */
const ASKING = new Set(
  (
    'time long much limit day month year file complain complaint report court lawyer advoc ' +
    'cost fee charg money compens claim punish sentenc polic fir case get back interest crime ' +
    'crimin offenc appeal help need necessari process procedur document proof evid option ' +
    'right law legal section act step next first wait go apply applic forum author where ask ' +
    'jail onlin chang ' +
    'vakil paisa kahan kab lagega karu kare milega wapas jana padega likh shikayat arzi ' +
    'adalat din kitn saza saja kharcha kharch kanoon kanun qanoon dhara mukadma muqadma haq ' +
    'adhikar badal lagegi mahin saal wakil sabut saboot thana ' +
    'कोर्ट अदालत अर्जी शिकायत दिन वकील पैसे पैसा खर्च खर्चा फीस सजा पुलिस थाना थाने एफआईआर ' +
    'मुआवजा सबूत कानून धारा अपील हक अधिकार आवेदन प्रक्रिया समय महीने साल जेल केस मुकदमा लगेगी ' +
    'लगेगा बदल ऑनलाइन'
  ).split(' '),
)

/** Words that carry no topic ('what can I do now?', 'ab kya karu?'). */
const FUNCTION_WORDS = new Set(
  (
    'what can i do now is the a an of to for in on at be will would should could me my we our ' +
    'you your and or then so next how why when where which who ok okay thanks thank please yes ' +
    'no if about there any anything else am are was were it this that he she they him her them ' +
    'kya karu karun kare karen ab to toh phir aur ki ka ke hai hain main mai mujhe hum kaise ' +
    'kab kahan kyun kaun ji sir madam agar nahi na gaya gayi hoga hogi hota hoti ho jaye jayega ' +
    'karna karni padega padegi me mein kitne kitna kitni din andar upar kuch bhi ' +
    'क्या अब मैं मुझे करूँ करूं करें है हैं तो फिर और कैसे कब कहाँ कहां क्यों कौन जी हम अगर नहीं गया ' +
    'होगा होगी होता होती हो में कितने कितना कितनी दिन अंदर'
  ).split(' '),
)

// A message that opens by carrying on: 'and what about…', 'agar…', 'तो…'.
const CARRIES_ON =
  /^(and|but|so|then|what about|what if|how about|aur|agar|to|toh|lekin|par|phir|fir|और|अगर|तो|लेकिन|पर|फिर)(\s|$)/i

const NEW_TOPIC =
  /(^|[.!?]\s*)(and )?also\b|\b(another (question|thing|problem|matter|issue)|one more (question|thing)|separately|unrelated|different (question|matter|issue|thing|topic)|(on )?another note|(wo|woh|vo|ye|yeh) (sab )?chhodo|ek aur|ek (baat|sawal) aur|dusra sawal|dusri baat|alag (sawal|baat|mamla)|naya sawal|by the way|btw|oh and|aur haan|aur ha)\b|एक और|एक (बात|सवाल) और|दूसरा सवाल|दूसरी बात|अलग सवाल|अलग बात|नया सवाल|और हाँ|और हां|(वो|वह|ये|यह) (सब )?छो(\u0921\u093C|\u095C)ो/i

// Words that point back at what was said: 'it', 'he', 'iske', 'उसने'.
const POINTS_BACK =
  /\b(it|this|that|these|those|he|she|they|him|her|them|his|hers|their|there|same|iske|uske|iska|uska|iski|uski|isme|usme|ise|use|isse|usse|usne|unhone|woh|wo|vo|ye|yeh)\b|इसके|उसके|इसका|उसका|इसकी|उसकी|इसमें|उसमें|इसे|उसे|इससे|उससे|उसने|उन्होंने|यह|वह|वो|ये/i

/**
 * How the message relates to the chat (`matched`: what its own search's best rows matched). It
 * has its own topic when it names a section or says it asks something else ('also, my landlord
 * …', 'unrelated, …'); it keeps the chat's when its search met only asking words, or nothing but
 * it points back ('and then?') or only asks ('kitne din me?'); it adds to it when it points back,
 * carries on ('and what about…', 'agar…') or is short; otherwise — a longer message with words of
 * its own, or one the law has no words for ('what is the capital of France?') — it starts afresh.
 * `confident`: whether that search found its topic firmly; a message of up to 12 words whose
 * search did not is read with the chat.
 */
const asksOnly = (words: string[]) =>
  words.every((word) => FUNCTION_WORDS.has(word) || ASKING.has(word))

/**
 * Whether the message only asks about what was said ('kitni saza hogi?', 'where do I file it?'):
 * every word an asking or function word, no section named, no new topic announced. Such a message
 * keeps the chat's topic whatever its own search would find, so it needs none.
 */
export function onlyAsks(message: string): boolean {
  const text = message.normalize('NFC').toLowerCase()
  if (parseCitations(text).length > 0 || NEW_TOPIC.test(text)) return false
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  return words.length > 0 && asksOnly(words)
}

export function followUpOf(message: string, matched: string[], confident = true): FollowUp {
  const text = message.normalize('NFC').toLowerCase()
  if (parseCitations(text).length > 0) return 'own'
  if (NEW_TOPIC.test(text)) return 'own'
  const pointsBack = POINTS_BACK.test(text)
  const carriesOn = CARRIES_ON.test(text.trim())
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  if (matched.length === 0) {
    if (pointsBack || asksOnly(words)) return 'same'
    return carriesOn ? 'related' : 'own'
  }
  if (matched.every((word) => word.split(' ').every((part) => ASKING.has(part)))) return 'same'
  // A long message that found its own topic firmly tells a new story: 'her' in 'my niece's tutor
  // sends her dirty messages' does not point back at the rent agreement asked about before.
  if (words.length >= OWN_STORY_WORDS && confident && !carriesOn) return 'own'
  if (pointsBack || carriesOn) return 'related'
  if (words.length <= (confident ? SHORT_WORDS : WEAK_WORDS)) return 'related'
  return 'own'
}

/** The text searched for a follow-up: the message, the earlier questions, the last reply's topic. */
export function withContext(message: string, context: ChatContext): string {
  return [message, ...context.questions, ...context.topics].join('\n')
}
