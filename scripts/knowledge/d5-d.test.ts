// Facts and words the data added for the d5-d dev questions (two-turn chats whose first message
// told the facts in plain words, and out-of-scope questions) must keep: the enacted
// headings of the sections those facts lead to, the time limits they rest on, the plain words that
// make them win, and no keyword or synonym that is an everyday word for something else.
import { describe, expect, it } from 'vitest'
import { citesOf, entries, entryText, guide, entry, keywordsOf, knowledge } from './testing.ts'

/** [entry, enacted heading] */
const HEADINGS: [string, string][] = [
  ['BNS 137', 'Kidnapping'],
  ['BNSS 482', 'Direction for grant of bail to person apprehending arrest'],
  ['JJA 10', 'Apprehension of child alleged to be in conflict with law'],
  ['NDPS 20', 'Punishment for contravention in relation to cannabis plant and cannabis'],
  ['PCA 7', 'Offence relating to public servant being bribed'],
  ['POCSO 7', 'Sexual assault'],
  ['POSH 4', 'Constitution of Internal Committee'],
  ['POSH 9', 'Complaint of sexual harassment'],
]

describe('d5-d: the headings the plain words lead to', () => {
  it.each(HEADINGS)('%s is "%s"', (key, title) => {
    expect(entries.get(key)?.title).toBe(title)
  })
})

/** [entry or guide, words people type for its facts] */
const WORDS: [string, string[]][] = [
  [
    'guide:builder-delayed-possession',
    ['possession was promised', 'construction ruka hua', 'निर्माण अधूरा'],
  ],
  ['guide:rights-on-arrest', ['came to our house and took', 'bhai ko le gayi', 'भाई को ले गई']],
  ['guide:child-accused-of-crime', ['my son is 16', 'beta 16 saal ka', 'बेटा 16 साल का']],
  ['JJA 10', ['my son is 16', 'beta 16 saal ka', 'बेटा 16 साल का']],
  [
    'guide:sexual-harassment-at-work',
    ['comments on my looks', 'appraisal ke bahane', 'मैनेजर घर बुलाता'],
  ],
  ['POSH 9', ['complain inside the company', 'company mein shikayat', 'कंपनी में शिकायत']],
  ['guide:anticipatory-bail', ['not yet arrested', 'abhi arrest nahi hua', 'गैर जमानती धारा']],
  ['BNSS 482', ['not yet arrested', 'abhi arrest nahi hua', 'गैर जमानती धारा']],
  ['guide:trespass-and-land-encroachment', ['duplicate key', 'dusri chaabi', 'कमरे में घुस जाता']],
  ['guide:caught-with-drugs', ['grams of ganja', 'ganje ke saath', 'गांजे के साथ']],
  [
    'guide:bribe-demanded',
    ['doctor demanded money', 'doctor ne paise maange', 'डॉक्टर ने पैसे मांगे'],
  ],
  [
    'guide:child-sexual-abuse',
    ['touches my daughter', 'galat tarike se chhuta', 'गलत तरीके से छूता'],
  ],
  [
    'guide:missing-person-and-kidnapping',
    ['eloped with a minor', 'ladki bhagane ka aarop', 'लड़की को भगाने'],
  ],
  ['BNS 137', ['ladki bhagane ka aarop', 'लड़की को भगाने']],
]

describe('d5-d: the plain words for the facts people tell', () => {
  it.each(WORDS)('%s has %j', (key, words) => {
    const item = key.startsWith('guide:') ? guide(key.slice(6)) : entry(key)
    const all = keywordsOf(item)
    for (const word of words) expect(all, word).toContain(word.toLowerCase())
  })
})

describe('d5-d: the law the answers rest on', () => {
  it('a workplace complaint goes to the Internal Committee within three months (POSH 9)', () => {
    expect(entryText('POSH 9')).toMatch(/three months|3 months/i)
    expect(citesOf('sexual-harassment-at-work').slice(0, 3)).toEqual(['POSH 4', 'POSH 6', 'POSH 9'])
  })
  it('a child in conflict with law goes to the Juvenile Justice Board, not an adult jail', () => {
    expect(citesOf('child-accused-of-crime')).toEqual(expect.arrayContaining(['JJA 10', 'JJA 12']))
  })
  it('a minor’s consent does not answer kidnapping from lawful guardianship (BNS 137)', () => {
    expect(citesOf('missing-person-and-kidnapping')[0]).toBe('BNS 137(2)')
    expect(entryText('BNS 137')).toMatch(/guardian/i)
  })
})

describe('d5-d: no everyday word sent to a topic it does not always mean', () => {
  it("'ghus' (to enter) is not a bribe keyword on its own: only with maang/di/li", () => {
    expect(keywordsOf(entry('PCA 7'))).not.toContain('ghus')
    expect(keywordsOf(guide('bribe-demanded'))).not.toContain('ghus')
    expect(keywordsOf(entry('PCA 7'))).toContain('ghus maang')
  })
  it("'upi' alone is not a synonym for fraud ('upi pin bhool gaya' is not a crime)", () => {
    const synonyms = knowledge.synonyms as Record<string, string[]>
    expect(synonyms.upi).toBeUndefined()
  })
})
