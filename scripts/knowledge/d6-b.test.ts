// Facts the sections added for the d6-b and d6-c dev questions (round 6: family,
// property and money problems and chats told by strangers) must keep: the enacted headings, the
// time limits in their summaries, and the plain words that reach them.
import { describe, expect, it } from 'vitest'
import { entries, entryText, keywordsOf } from './testing.ts'

/** [entry, enacted heading] */
const HEADINGS: [string, string][] = [
  ['HMA 10', 'Judicial separation'],
  ['HMA 12', 'Voidable marriages'],
  ['HSA 25', 'Murderer disqualified'],
  ['NI 141', 'Offences by companies'],
]

describe('d6-b: the added sections and their enacted headings', () => {
  it.each(HEADINGS)('%s is "%s"', (key, title) => {
    expect(entries.get(key)?.title).toBe(title)
  })
})

describe('d6-b: what the added sections say', () => {
  it('a nullity petition on force or fraud must come within one year of discovering it', () => {
    expect(entryText('HMA 12')).toMatch(/within one year/)
    expect(entryText('HMA 12')).toMatch(/fraud/)
    expect(entryText('HMA 12')).toMatch(/mental disorder/)
  })
  it('judicial separation keeps the marriage alive: no divorce', () => {
    expect(entryText('HMA 10')).toMatch(/remain married/)
  })
  it('a murderer cannot inherit from the person murdered', () => {
    expect(entryText('HSA 25')).toMatch(/cannot inherit/)
  })
  it('a company cheque: the company and those in charge of its business are liable', () => {
    expect(entryText('NI 141')).toMatch(/in charge of and responsible/)
    expect(entryText('NI 141')).toMatch(/nominated/)
  })
  it('senior-citizen appeals go to the Appellate Tribunal within 60 days', () => {
    expect(entryText('MWPSCA 16')).toMatch(/60 days/)
  })
})

describe('d6-b: plain words in three languages reach the new sections', () => {
  it.each(['HMA 10', 'HMA 12', 'HSA 25', 'NI 141'])(
    '%s has English, Hinglish and Hindi words',
    (key) => {
      const words = keywordsOf(entries.get(key)!)
      expect(words.length).toBeGreaterThanOrEqual(9)
      const k = entries.get(key)!.keywords
      expect(k.en.length).toBeGreaterThan(0)
      expect(k.hinglish.length).toBeGreaterThan(0)
      expect(k.hi.length).toBeGreaterThan(0)
    },
  )
})

describe('d6-b: adverse possession and who may adopt', () => {
  it('LA 27 and JJA 57 keep their enacted headings', () => {
    expect(entries.get('LA 27')?.title).toBe('Extinguishment of right to property')
    expect(entries.get('JJA 57')?.title).toBe('Eligibility of prospective adoptive parents')
  })
  it('adverse possession: 12 years, and a relative farming with permission does not become owner', () => {
    expect(entryText('LA 27')).toMatch(/12 years/)
    expect(entryText('LA 27')).toMatch(/adverse possession/)
    expect(entryText('LA 27')).toMatch(/with permission/)
  })
  it('a single male cannot adopt a girl under the JJ Act', () => {
    expect(entryText('JJA 57')).toMatch(/single male is not eligible to adopt a girl child/)
  })
})
