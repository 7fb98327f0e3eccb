/**
 * The English words a Hindi screen may show: names (LexSetu, people's and places' names are in
 * Devanagari too), the abbreviations people use as they are (BNS, FIR, PDF), keys as keycaps
 * print them, and the switch back to English. Any other Latin word on a Hindi screen is an untranslated one.
 */
const ALLOWED = new Set([
  'LexSetu',
  'JavaScript',
  // Keys as their keycaps print them.
  'Enter',
  'Shift',
  'English',
  'AI',
  'BNS',
  'BNSS',
  'BSA',
  'IPC',
  'CrPC',
  'FIR',
  'NALSA',
  'PDF',
  'X',
  'Twitter',
  'LinkedIn',
  'Facebook',
  'Instagram',
])

/** The words of `text` written in Latin letters that a Hindi screen should not show. */
export function englishWordsIn(text: string): string[] {
  // An e-mail address (a placeholder's, the user's own) is no word to translate.
  const words = text.replace(/\S+@\S+/g, ' ').match(/[A-Za-z]+/g) ?? []
  return [...new Set(words)].filter((word) => !ALLOWED.has(word))
}
