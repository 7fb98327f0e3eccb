// Civil guides and entries keep the words strangers use for the facts: each
// phrase below caught a fresh dev question (tests/assistant-eval/dev/civil2.json) that cited
// nothing or the wrong guide before it was added. 'will' is an English stop word, so only whole
// phrases ('left a will') and 'vasiyat' / 'वसीयत' can bring a question about a will to its guide.
import { describe, expect, it } from 'vitest'
import { loadKnowledge } from './load.ts'

const knowledge = loadKnowledge()
const words = (keywords: { en?: string[]; hi?: string[]; hinglish?: string[] } | undefined) => [
  ...(keywords?.en ?? []),
  ...(keywords?.hi ?? []),
  ...(keywords?.hinglish ?? []),
]
const guideWords = (slug: string) => {
  const guide = knowledge.guides.find((g) => g.slug === slug)
  expect(guide, slug).toBeDefined()
  return words(guide?.keywords)
}
const entryWords = (act: string, section: string) => {
  const entry = knowledge.acts
    .find((a) => a.act === act)
    ?.entries.find((e) => e.section === section)
  expect(entry, `${act} ${section}`).toBeDefined()
  return words(entry?.keywords)
}

const GUIDES: [string, string[]][] = [
  ['will-and-registration', ['left a will', 'made a will', 'vasiyat', 'वसीयत', 'will banai thi']],
  [
    'unpaid-salary',
    ['pays only half', "hasn't paid me", 'फुल एंड फाइनल', 'seth paisa nahi de raha'],
  ],
  ['termination-without-notice', ['kal se mat aana', 'factory shut down', 'told not to come']],
  ['security-deposit-refund', ['vacated the flat', 'shifted out', 'जमा किए पैसे वापस']],
  ['landlord-changed-locks', ['put his own lock', 'force me out']],
  ['encroachment-on-land', ['khet ki medh', 'occupying our land']],
  ['child-custody', ["won't let me see my daughter", 'बच्चे को लेकर मायके']],
  ['senior-citizen-eviction-threat', ['got my signature', 'ghar bhai ke naam']],
  ['consumer-complaint', ['flight cancelled', 'gave for repair']],
  ['motor-accident-claim', ['car hit', 'auto palat gaya']],
  ['rti-application', ['file is stuck', 'copy of my land records']],
  ['domestic-violence', ['sharab pee ke maarta', 'pati jaan se maarne ki dhamki']],
]

const ENTRIES: [string, string, string[]][] = [
  ['MBA', '12', ['pregnant terminated', 'delivery chutti naukri nikal']],
  ['MBA', '5', ['pregnant leave', 'paid leave baby']],
  ['ECA', '3', ['crushed in a machine', 'died on duty', 'factory accident']],
  ['HSA', '8', ['without making any will', 'बिना वसीयत']],
  ['ISA', '63', ['left a will']],
  ['PWDVA', '17', ['stay in the house']],
  ['PWDVA', '19', ['stridhan']],
  ['MWPSCA', '23', ['cancel the gift']],
  ['HMA', '13B', ['living separately']],
]

describe('civil guides keep the facts as people tell them', () => {
  it.each(GUIDES)('%s', (slug, phrases) => {
    const have = guideWords(slug)
    for (const phrase of phrases) expect(have, phrase).toContain(phrase)
  })
  it.each(ENTRIES)('%s %s', (act, section, phrases) => {
    const have = entryWords(act, section)
    for (const phrase of phrases) expect(have, phrase).toContain(phrase)
  })
})

describe('phrases that pulled unrelated questions stay out', () => {
  it("the POSH guide does not claim every 'boss ne' / 'manager ne'", () => {
    const have = guideWords('sexual-harassment-at-work')
    expect(have).not.toContain('boss ne')
    expect(have).not.toContain('manager ne')
    expect(entryWords('POSH', '4')).not.toContain('boss ne')
  })
  it('an unpaid loan does not send people to cheque bounce: the loan guide cites no NI section', () => {
    const guide = knowledge.guides.find((g) => g.slug === 'money-lent-not-returned')
    expect(guide?.cites.map((c) => c.act)).not.toContain('NI')
  })
})
