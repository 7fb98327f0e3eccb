/**
 * The Hindi LexSetu writes for the legal and product terms it uses most: the words people use
 * (FIR, ज़मानत, शपथ पत्र), the same word everywhere. catalogs.test.ts holds every message file to it:
 * an English message with the term has the Hindi term in its translation (any inflection that
 * keeps the stem: वकील, वकीलों), and no Hindi message spells a word the way `avoid` lists.
 */
export const GLOSSARY: readonly { en: RegExp; hi: string; note?: string }[] = [
  { en: /\baffidavit/i, hi: 'शपथ पत्र' },
  { en: /\bbail\b/i, hi: 'ज़मानत' },
  { en: /\brent agreement/i, hi: 'किराया अनुबंध' },
  { en: /\badvocate/i, hi: 'वकील', note: 'Not अधिवक्ता: people say वकील.' },
  { en: /\bconsultation/i, hi: 'परामर्श' },
  { en: /\bverified\b/i, hi: 'सत्यापित' },
  { en: /\blegal\b/i, hi: 'क़ानून', note: 'क़ानूनी, क़ानून: with the nukta.' },
  { en: /\bforum\b/i, hi: 'फ़ोरम' },
  { en: /\bdocuments?\b/i, hi: 'दस्तावेज़' },
  { en: /\bcomplaint/i, hi: 'शिकायत' },
  { en: /\bFIR\b/, hi: 'FIR' },
  { en: /\bpremium\b/i, hi: 'प्रीमियम' },
  { en: /\bdashboard\b/i, hi: 'डैशबोर्ड' },
  { en: /\bpassword\b/i, hi: 'पासवर्ड' },
  { en: /\bsign (in|up|out)\b/i, hi: 'साइन' },
  { en: /\bpricing\b/i, hi: 'शुल्क' },
  { en: /\bmessages?\b/i, hi: 'संदेश' },
  { en: /\bconversations?\b/i, hi: 'बातचीत' },
  { en: /\bnotifications?\b/i, hi: 'सूचना' },
  { en: /\bassistant\b/i, hi: 'सहायक' },
]

/*
 * Also written one way everywhere, but not checked (English uses them in more than one sense):
 * thread → चर्चा, reply → जवाब, question → सवाल, request → अनुरोध, review (by a client) → समीक्षा,
 * review (of a verification) → जाँच, draft (a document, noun) → मसौदा, template → नमूना,
 * fee → फ़ीस, enrolment → नामांकन, directory → निर्देशिका, Settings → सेटिंग्स, upvote → अपवोट,
 * helpful answer → मददगार जवाब, anonymous → गुमनाम, client → क्लाइंट, preview → झलक.
 */

/** Spellings that split the glossary in two: the left is never written, the right is. */
export const AVOID: readonly [string, string][] = [
  ['कानून', 'क़ानून'],
  ['जमानत', 'ज़मानत'],
  ['दस्तावेज ', 'दस्तावेज़ '],
  ['फोरम', 'फ़ोरम'],
  ['मुफ्त', 'मुफ़्त'],
  ['अधिवक्ता', 'वकील'],
]

/**
 * Hindi messages that may have no Devanagari: the switch back to English, and names that are the
 * same in both languages.
 */
export const SAME_IN_BOTH: readonly string[] = ['English', 'LexSetu']
