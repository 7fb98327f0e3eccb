// Facts the data added for the d5-a dev questions (criminal situations and procedure told by
// strangers) must keep: the private-defence sections with their enacted headings and IPC
// twins, the new guides' law, forum and words, and the plain words that make the right entries win.
import { describe, expect, it } from 'vitest'
import { citesOf, entries, entry, guide, guideText, keywordsOf, twinsOf } from './testing.ts'

/** [entry, enacted heading] */
const HEADINGS: [string, string][] = [
  ['BNS 34', 'Things done in private defence'],
  ['BNS 35', 'Right of private defence of body and of property'],
  ['BNS 37', 'Acts against which there is no right of private defence'],
  ['BNS 38', 'When right of private defence of body extends to causing death'],
  ['BNS 39', 'When such right extends to causing any harm other than death'],
  ['BNS 41', 'When right of private defence of property extends to causing death'],
  ['BNS 42', 'When such right extends to causing any harm other than death'],
  ['IPC 96', 'Things done in private defence'],
  ['IPC 97', 'Right of private defence of the body and of property'],
  ['IPC 99', 'Acts against which there is no right of private defence'],
  ['IPC 100', 'When the right of private defence of the body extends to causing death'],
  ['IPC 101', 'When such right extends to causing any harm other than death'],
  ['IPC 103', 'When the right of private defence of property extends to causing death'],
  ['IPC 104', 'When such right extends to causing any harm other than death'],
  ['BNS 112', 'Petty organised crime'],
  ['BNS 274', 'Adulteration of food or drink intended for sale'],
  ['BNS 275', 'Sale of noxious food or drink'],
  ['DPA 4', 'Penalty for demanding dowry'],
  ['BNSS 478', 'In what cases bail to be taken'],
  ['BNSS 47', 'Person arrested to be informed of grounds of arrest and of right to bail'],
]

describe('d5-a: enacted headings the new entries and guides rest on', () => {
  it.each(HEADINGS)('%s is "%s"', (key, title) => {
    expect(entries.get(key)?.title).toBe(title)
  })
})

describe('d5-a: private defence (BNS 34-42, earlier IPC 96-104)', () => {
  it.each([
    ['BNS 34', 'IPC 96'],
    ['BNS 35', 'IPC 97'],
    ['BNS 37', 'IPC 99'],
    ['BNS 38', 'IPC 100'],
    ['BNS 39', 'IPC 101'],
    ['BNS 41', 'IPC 103'],
    ['BNS 42', 'IPC 104'],
  ])('%s is the twin of %s', (bns, ipc) => {
    expect(twinsOf(bns)).toEqual([ipc])
  })

  it('says house-breaking at night and robbery allow defence of property up to death, never more harm than needed', () => {
    expect(entry('BNS 41').summary).toMatch(/robbery/)
    expect(entry('BNS 41').summary).toMatch(/house-breaking after sunset and before sunrise/)
    expect(entry('BNS 37').summary).toMatch(/more harm than is necessary/)
    expect(entry('BNS 37').summary).toMatch(/time to get the protection of the public authorities/)
  })

  it('the self-defence guide cites the private defence sections, main first, at most 6', () => {
    const cites = citesOf('self-defence-against-attacker-or-thief')
    expect(cites[0]).toBe('BNS 35')
    expect(cites).toContain('BNS 41')
    expect(cites.length).toBeLessThanOrEqual(6)
    for (const key of cites) entry(key)
    expect(keywordsOf(guide('self-defence-against-attacker-or-thief'))).toContain('chor ko maara')
  })
})

describe('d5-a: state-law situations the guides name honestly', () => {
  it('illicit liquor goes to the State Excise (Abkari) department and the police', () => {
    const text = guideText('illicit-liquor-sold-in-area')
    expect(text).toMatch(/Excise/)
    expect(text).toMatch(/Abkari/)
    expect(citesOf('illicit-liquor-sold-in-area')[0]).toBe('BNS 275')
    expect(keywordsOf(guide('illicit-liquor-sold-in-area'))).toContain('कच्ची शराब')
  })

  it('a gambling den is the State public gambling law, and BNS 112 only when a group runs it', () => {
    const text = guideText('gambling-den-in-area')
    expect(text).toMatch(/Public Gambling Act/)
    expect(guide('gambling-den-in-area').summary).toMatch(/group or gang/)
    expect(citesOf('gambling-den-in-area')).toEqual(['BNS 112'])
  })
})

describe('d5-a: dowry demanded before the wedding', () => {
  it('is DPA 4 and not cruelty to a wife (no marriage yet)', () => {
    const cites = citesOf('dowry-demanded-before-marriage')
    expect(cites[0]).toBe('DPA 4')
    expect(cites).not.toContain('BNS 85')
    expect(cites).not.toContain('IPC 498A')
    expect(guide('dowry-demanded-before-marriage').summary).toMatch(/needs a marriage/)
  })
})

describe('d5-a: bail for a bailable offence', () => {
  it('is a right at the police station under BNSS 478, not the undertrial limit of BNSS 479', () => {
    const cites = citesOf('bail-in-bailable-offence')
    expect(cites[0]).toBe('BNSS 478')
    expect(cites).not.toContain('BNSS 479')
    expect(guide('bail-in-bailable-offence').summary).toMatch(/own bond/)
    expect(guideText('bail-in-bailable-offence')).toMatch(/15100/)
  })
})

describe('d5-a: plain words that make the right entry win', () => {
  it.each([
    ['BNS 281', 'takkar maari'],
    ['BNS 281', 'while crossing the road'],
    ['BNS 118', 'लोहे की रॉड'],
    ['BNS 120', 'hung him upside down'],
    ['BNS 146', 'bhatte ka maalik'],
    ['BNS 109', 'tractor chadha diya'],
    ['BNS 303', 'पेड़ काटे'],
    ['BNS 308', 'false rape case'],
    ['BNS 351', 'taange tod dega'],
    ['SCST 3', 'पानी नहीं भरने देते'],
    ['SCST 4', 'we are dalits'],
    ['JJA 77', 'daaru bechta'],
    ['POCSO 11', 'gandi videos dikhata'],
    ['ITA 66E', 'छुपा कैमरा'],
    ['NDPS 20', 'charas ke saath pakda'],
  ])('%s has "%s"', (key, phrase) => {
    expect(keywordsOf(entry(key))).toContain(phrase)
  })
})
