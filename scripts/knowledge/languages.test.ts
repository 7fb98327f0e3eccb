// Hinglish and Hindi in the knowledge base: half of the people who use the assistant
// write Hindi in Latin letters ('tankha nhi mili', 'jameen pe kabja') or in Devanagari ('वेतन नहीं
// मिला'). Every guide has to be findable in both, and the synonyms have to send those words to the
// words the entries use, and never to a topic the word does not always mean.
import { describe, expect, it } from 'vitest'
import { normalizeTerm } from './generate.ts'
import { loadKnowledge } from './load.ts'

const knowledge = loadKnowledge()
const synonyms = knowledge.synonyms as Record<string, string[]>
const guide = (slug: string) => {
  const found = knowledge.guides.find((g) => g.slug === slug)
  expect(found, `guide ${slug}`).toBeDefined()
  return found!
}
/** How the database compares words: lower case, no nukta, punctuation is a space. */
const normalize = normalizeTerm
const allKeywords = (slug: string) => {
  const k = guide(slug).keywords
  return [...k.en, ...k.hi, ...k.hinglish].map(normalize)
}

describe('every guide can be found in Hindi and in Hinglish', () => {
  it.each(knowledge.guides.map((g) => [g.slug, g] as const))('%s', (_slug, g) => {
    expect(g.keywords.hi.length, 'Hindi (Devanagari) keywords').toBeGreaterThanOrEqual(3)
    expect(g.keywords.hinglish.length, 'Hinglish keywords').toBeGreaterThanOrEqual(3)
  })
})

describe('guides hold the chat spellings people use', () => {
  const cases: [string, string[]][] = [
    ['unpaid-salary', ['tankha nhi mili', 'salary nhi mili', 'पगार नहीं मिली']],
    ['encroachment-on-land', ['jameen pe kabja', 'zameen pe kabza', 'जमीन पर कब्जा कर लिया']],
    ['trespass-and-land-encroachment', ['jameen pe kabja', 'जमीन पर कब्जा']],
    ['landlord-changed-locks', ['मकान मालिक ने ताला बदल दिया', 'tala badal diya']],
    ['police-refuse-fir', ['fir nhi likh rahe', 'पुलिस रिपोर्ट नहीं लिख रही']],
    ['fir-and-zero-fir', ['fir likhwani hai', 'thaane me fir']],
    ['termination-without-notice', ['naukri se nikala', 'नौकरी से निकाल दिया']],
    ['senior-citizen-maintenance', ['budhe maa baap']],
    ['cheating-and-breach-of-trust', ['dhokhe se paise le liye', 'धोखे से पैसे']],
    ['stalking-and-harassment-of-women', ['गलत हरकत करता है', 'galat harkat karta']],
  ]
  it.each(cases)('%s', (slug, phrases) => {
    const keywords = allKeywords(slug)
    for (const phrase of phrases) expect(keywords, phrase).toContain(normalize(phrase))
  })
})

describe('no guide has a single common word that pulls other questions', () => {
  const traps: [string, string][] = [
    ['eviction-by-landlord', 'vacate'], // a deposit question says 'after I vacated'
    ['security-deposit-refund', 'advance'], // 'took an advance and vanished' is cheating
    ['security-deposit-refund', 'kiraya'],
    ['medical-negligence', 'surgery'],
    ['rights-on-arrest', 'zamanat'], // bail is the regular-bail guide
    ['default-bail', 'zamanat'],
    ['online-cheating-job-fraud', 'dhokha'], // any cheating, not job fraud
    ['online-cheating-job-fraud', '420'],
    ['tenancy-agreement', 'makan malik'], // every landlord question is not about a rent agreement
    ['tenancy-agreement', 'मकान मालिक'],
    ['sexual-harassment-at-work', 'बॉस'], // 'boss not paying salary'
    ['consumer-complaint', 'dukandar'],
  ]
  it.each(traps)('%s has no %s alone', (slug, word) => {
    expect(allKeywords(slug)).not.toContain(normalize(word))
  })
})

describe('synonyms send Hinglish and Hindi words to the words the entries use', () => {
  const cases: [string, string[]][] = [
    ['tankha', ['salary']],
    ['tankhwah', ['salary']],
    ['pagar', ['salary']],
    ['पगार', ['salary']],
    ['kabja', ['possession', 'encroachment']],
    ['कब्जा', ['possession']],
    ['naukri se nikala', ['terminated', 'dismissal']],
    ['नौकरी से निकाल', ['terminated']],
    ['budhe maa baap', ['parents', 'senior citizen']],
    ['vasiyat', ['will']],
    ['वसीयत', ['will']],
    ['talaq', ['divorce']],
    ['hissa', ['share']],
    ['beema', ['insurance']],
    ['बीमा', ['insurance']],
    ['bijli kaat', ['essential supply']],
    ['jaatisuchak', ['caste']],
    ['thaane', ['police station']],
  ]
  it.each(cases)('%s', (term, expected) => {
    expect(synonyms[normalize(term)], term).toBeDefined()
    for (const word of expected) expect(synonyms[normalize(term)]).toContain(word)
  })

  it('words that do not always mean a crime are not mapped to it', () => {
    // 'disappeared with my money' is fraud; 'killed himself' is suicide; 'gayab' is both.
    expect(synonyms['disappeared'] ?? []).not.toContain('kidnapping')
    expect(synonyms['gayab'] ?? []).not.toContain('kidnapping')
    expect(synonyms['killed himself']).toEqual(['suicide'])
    // 'maa baap' alone is any question about parents, not maintenance of the old.
    expect(synonyms['maa baap']).toBeUndefined()
    // 'galat harkat' is indecent conduct, never theft or fraud.
    expect(synonyms['galat harkat']).not.toContain('cheating')
  })
})
