// Facts the data changed for the d6-a and d6-d dev questions (crimes and stories told by strangers,
// round 6) must keep: the entries the new plain words point to keep their enacted
// headings and IPC twins, the PF guide cites the punishment for the breach of trust it describes,
// and the plain words that make the right entry or guide win stay where they were put.
import { describe, expect, it } from 'vitest'
import { citesOf, entries, entry, guide, keywordsOf, twinsOf } from './testing.ts'

/** [entry, enacted heading] */
const HEADINGS: [string, string][] = [
  ['BNS 316(2)', 'Punishment for criminal breach of trust'],
  ['BNS 306', 'Theft by clerk or servant of property in possession of master'],
  ['BNS 317(2)', 'Dishonestly receiving or retaining stolen property'],
  ['BNS 325', 'Mischief by killing or maiming animal'],
  [
    'BNS 308(7)',
    'Extortion by threat of accusation of an offence punishable with death, imprisonment for life or up to ten years',
  ],
  ['BNSS 483', 'Special powers of High Court or Court of Session regarding bail'],
  ['MVA 161', 'Special provisions as to compensation in case of hit and run motor accident'],
  ['MWPSCA 24', 'Exposure and abandonment of senior citizen'],
]

describe('d6-a: enacted headings of the entries the new words point to', () => {
  it.each(HEADINGS)('%s is "%s"', (key, title) => {
    expect(entries.get(key)?.title).toBe(title)
  })
})

describe('d6-a: IPC twins', () => {
  it.each([
    ['BNS 316(2)', 'IPC 406'],
    ['BNS 306', 'IPC 381'],
    ['BNS 317(2)', 'IPC 411'],
    ['BNS 308(7)', 'IPC 388'],
    ['BNSS 483', 'CrPC 439'],
  ])('%s is the twin of %s', (key, twin) => {
    expect(twinsOf(key)).toContain(twin)
  })
  it('BNS 325 (killing or maiming an animal) replaces IPC 428 and 429', () => {
    expect(twinsOf('BNS 325')).toEqual(expect.arrayContaining(['IPC 428', 'IPC 429']))
  })
})

describe('d6-a: PF deducted but not deposited', () => {
  it('cites the EPF Act first, then criminal breach of trust and its punishment', () => {
    const cites = citesOf('pf-not-deposited')
    expect(cites[0]).toBe('EPFA 6')
    expect(cites).toEqual(expect.arrayContaining(['BNS 316(1)', 'BNS 316(2)']))
    expect(cites.length).toBeLessThanOrEqual(6)
  })
})

/** [entry or guide, phrases people type that must stay on it] */
const WORDS: [string, string[]][] = [
  ['cyber-fraud', ['fake website', 'नकली वेबसाइट']],
  ['bribe-demanded', ['bribe for fir', 'fir likhne ke paise', 'एफआईआर लिखने के पैसे']],
  ['senior-citizen-eviction-threat', ['station pe chhod diya', 'स्टेशन पर छोड़ दिया']],
  ['fake-police-or-officer-took-money', ['said they were crime branch', 'nakli police wale']],
  ['cheating-and-breach-of-trust', ['contractor took advance', 'fake hallmark', 'बाबा ने ठग लिया']],
  ['extortion-and-sextortion', ['threatening a false rape case', 'झूठे दहेज केस की धमकी']],
  ['false-case-against-me', ['made up fir', 'jhoothi fir', 'झूठी एफआईआर']],
  ['rti-application', ['see my answer sheet', 'उत्तर पुस्तिका']],
  ['victim-compensation', ['even if no one is caught', 'सरकार से मुआवजा']],
  ['hit-and-run', ['टक्कर मारकर भाग गया', 'takkar maar ke bhag gaya']],
]
const ENTRY_WORDS: [string, string[]][] = [
  ['BNS 317(2)', ['bought a stolen bike', 'chori ki bike kharid li']],
  ['BNS 308(7)', ['false rape accusation for money']],
  ['BNS 75', ['haath laga raha', 'bus me chhed']],
  ['BNS 306', ['security guard stealing', 'चौकीदार ने चोरी की']],
  ['BNS 325', ['poisoned a dog', 'कुत्ते को जहर']],
  ['BNSS 483', ['bail in a murder case', 'sessions court se bail']],
  ['MVA 161', ['टक्कर मारी और भाग गई', 'takkar maar ke bhag gaya']],
  ['ITA 67B', ['asking a child for nude photos']],
]

describe('d6-a: plain words that make the right guide or entry win', () => {
  it.each(WORDS)('guide %s keeps its words', (slug, words) => {
    const all = keywordsOf(guide(slug))
    for (const word of words) expect(all, word).toContain(word.toLowerCase())
  })
  it.each(ENTRY_WORDS)('entry %s keeps its words', (key, words) => {
    const all = keywordsOf(entry(key))
    for (const word of words) expect(all, word).toContain(word.toLowerCase())
  })
})
