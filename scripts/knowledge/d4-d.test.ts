// Facts and words the data added for the d4-d dev questions (two-turn chats whose first message
// told the facts in plain words) must keep: the enacted headings of the sections those
// facts lead to, the time limits they rest on, and the plain words that make them win.
import { describe, expect, it } from 'vitest'
import { citesOf, entries, entryText, guideText, keywordsOf, entry, guide } from './testing.ts'

/** [entry, enacted heading] */
const HEADINGS: [string, string][] = [
  ['BNS 79', 'Word, gesture or act intended to insult modesty of a woman'],
  ['BNS 80', 'Dowry death'],
  ['BNS 85', 'Husband or relative of husband of a woman subjecting her to cruelty'],
  ['BNS 316', 'Criminal breach of trust'],
  ['BNS 324', 'Mischief'],
  ['BNS 356', 'Defamation'],
  [
    'BNSS 57',
    'Person arrested to be taken before Magistrate or officer in charge of police station',
  ],
  ['BNSS 58', 'Person arrested not to be detained more than twenty-four hours'],
  ['BNSS 480', 'When bail may be taken in case of non-bailable offence'],
  ['COI 21A', 'Right to education'],
  ['DPA 4', 'Penalty for demanding dowry'],
  ['POCSO 11', 'Sexual harassment'],
]

describe('d4-d: the headings the plain words lead to', () => {
  it.each(HEADINGS)('%s is "%s"', (key, title) => {
    expect(entries.get(key)?.title).toBe(title)
  })
})

/** [entry or guide, words people type for its facts] */
const WORDS: [string, string[]][] = [
  [
    'guide:online-cheating-job-fraud',
    ['seller blocked me', 'seller ne block kar diya', 'पैसे लेकर ब्लॉक कर दिया'],
  ],
  ['BNS 85', ['husband beats me daily', 'pati roz maarta', 'पति मारते हैं']],
  ['BNS 324', ['broke my boundary wall', 'deewar tod di', 'दीवार तोड़ दी']],
  ['DPA 4', ['still demanding dowry', 'lakh maang rahe', 'लाख मांग रहे']],
  [
    'guide:dowry-death',
    ['burnt by her in-laws', 'sasural walon ne jala diya', 'ससुराल वालों ने जला दिया'],
  ],
  [
    'BNS 318(4)',
    ['took money promising a job', 'naukri lagwane ke naam par', 'नौकरी लगवाने के नाम पर'],
  ],
  ['BNS 356', ['false post about me', 'jhootha ilzaam lagaya', 'झूठा इल्जाम लगाया']],
  ['BNS 316', ['gave my bike to a friend', 'bike wapas nahi di', 'बाइक वापस नहीं दी']],
  ['BNS 79', ['dirty gestures', 'gande comments karta', 'भद्दे कमेंट']],
  ['BNSS 480', ['bail for my brother', 'bail kaise milegi', 'जमानत कैसे मिलेगी']],
  ['BNSS 58', ['take him to court', 'court le jana', 'कोर्ट में पेश']],
  ['COI 21A', ['no birth certificate', 'dakhila nahi de rahe', 'जन्म प्रमाणपत्र नहीं है']],
  [
    'guide:child-sent-sexual-messages-online',
    ['dirty messages to my daughter', 'gande messages bhejta', 'बेटी को गंदे मैसेज'],
  ],
]

describe('d4-d: the plain words for the facts people tell', () => {
  it.each(WORDS)('%s has %j', (key, words) => {
    const item = key.startsWith('guide:') ? guide(key.slice(6)) : entry(key)
    const all = keywordsOf(item)
    for (const word of words) expect(all, word).toContain(word.toLowerCase())
  })
})

describe('d4-d: the law the answers rest on', () => {
  it('an arrested person reaches a Magistrate within 24 hours (BNSS 58, Article 22(2))', () => {
    expect(entryText('BNSS 58')).toMatch(/24|twenty-four/i)
    expect(entries.has('COI 22(2)')).toBe(true)
  })
  it('no child is refused school admission for lack of age proof (RTE Act s.14); Article 21A first', () => {
    expect(citesOf('school-refused-rte-seat')[0]).toBe('COI 21A')
    expect(guideText('school-refused-rte-seat')).toMatch(/birth certificate/)
    expect(guideText('school-refused-rte-seat')).toMatch(/section 14/)
  })
  it('a dowry death guide cites BNS 80 first and the cruelty guide keeps the dowry demand', () => {
    expect(citesOf('dowry-death')[0]).toBe('BNS 80')
    expect(citesOf('dowry-and-cruelty')).toContain('DPA 4')
  })
  it('regular bail after arrest cites BNSS 480, never anticipatory bail (BNSS 482)', () => {
    expect(citesOf('regular-bail')).toContain('BNSS 480')
    expect(citesOf('regular-bail')).not.toContain('BNSS 482')
  })
})
