// The facts the Prevention of Corruption Act entries, the counterfeit-currency entries of the BNS and
// the bribe, mob-violence and fake-note guides must keep: the headings as amended in 2018, the
// punishments and the seven-day rule checked against the Act, and the traps kept out (election
// bribery under BNS 170/173 is not a bribe to an officer).
import { describe, expect, it } from 'vitest'
import { citesOf, entry, guide, keywordsOf } from './testing.ts'

/** Headings of the Prevention of Corruption Act 1988 as substituted or inserted by Act 16 of 2018. */
const HEADINGS: [string, string][] = [
  ['PCA 7', 'Offence relating to public servant being bribed'],
  [
    'PCA 7A',
    'Taking undue advantage to influence public servant by corrupt or illegal means or by exercise of personal influence',
  ],
  ['PCA 8', 'Offence relating to bribing of a public servant'],
  ['PCA 13', 'Criminal misconduct by a public servant'],
  [
    'PCA 17A',
    'Enquiry or Inquiry or investigation of offences relatable to recommendations made or decision taken by public servant in discharge of official functions or duties',
  ],
  ['PCA 19', 'Previous sanction necessary for prosecution'],
  ['PCA 20', 'Presumption where public servant accepts any undue advantage'],
  ['BNS 178', 'Counterfeiting coin, Government stamps, currency-notes or bank-notes'],
  [
    'BNS 179',
    'Using as genuine, forged or counterfeit coin, Government stamp, currency-notes or bank-notes',
  ],
  [
    'BNS 180',
    'Possession of forged or counterfeit coin, Government stamp, currency-notes or bank-notes',
  ],
]

describe('Prevention of Corruption Act and counterfeit notes', () => {
  it.each(HEADINGS)('%s keeps its enacted heading', (key, heading) => {
    expect(entry(key).title).toBe(heading)
  })

  it('keeps the punishments of the amended Act', () => {
    expect(entry('PCA 7').punishment).toMatch(/not less than three years.*seven years/)
    expect(entry('PCA 7A').punishment).toMatch(/not less than three years.*seven years/)
    expect(entry('PCA 8').punishment).toMatch(/seven years/)
    expect(entry('PCA 13').punishment).toMatch(/not less than four years.*ten years/)
  })

  it('says a person forced to pay must report within seven days, and trap cases are protected', () => {
    expect(entry('PCA 8').summary).toMatch(/seven days/)
    expect(entry('PCA 8').summary).toMatch(/trap/)
    expect(guide('bribe-demanded').steps.join(' ')).toMatch(/seven days/)
  })

  it('sends the bribe guide to the ACB / Vigilance or the CBI, not to election bribery', () => {
    const g = guide('bribe-demanded')
    expect(g.where.join(' ')).toMatch(/Anti-Corruption Bureau/)
    expect(g.where.join(' ')).toMatch(/CBI/)
    expect(citesOf('bribe-demanded').slice(0, 2)).toEqual(['PCA 7', 'PCA 8'])
    expect(citesOf('bribe-demanded')).not.toContain('BNS 170')
    expect(citesOf('bribe-demanded')).not.toContain('BNS 173')
    expect(keywordsOf(g)).toEqual(expect.arrayContaining(['rishwat', 'ghoos', 'रिश्वत']))
  })

  it('says an innocent holder of a fake note commits no offence', () => {
    expect(entry('BNS 180').summary).toMatch(/lawful source/)
    expect(citesOf('fake-currency-notes')).toEqual(['BNS 179', 'BNS 180', 'BNS 178'])
    expect(keywordsOf(guide('fake-currency-notes'))).toEqual(
      expect.arrayContaining(['nakli note', 'नकली नोट', 'fake note']),
    )
  })

  it('sends a mob attack to rioting, not only to hurt', () => {
    const cites = citesOf('mob-violence-and-rioting')
    expect(cites).toEqual(
      expect.arrayContaining(['BNS 191(2)', 'BNS 191(3)', 'BNS 189', 'BNS 190']),
    )
    expect(cites.length).toBeLessThanOrEqual(6)
    expect(keywordsOf(guide('mob-violence-and-rioting'))).toEqual(
      expect.arrayContaining(['mob', 'bheed', 'भीड़', 'lathi danda']),
    )
  })

  it('lets poisoning a cow or buffalo reach mischief to animals', () => {
    expect(keywordsOf(entry('BNS 325'))).toEqual(expect.arrayContaining(['bhains', 'भैंस', 'gaay']))
  })
})
