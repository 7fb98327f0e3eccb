// Facts the sections and guides added for the d4-b dev questions (civil and everyday
// problems written by strangers) must keep: the enacted headings, the time limits and shares in
// their summaries, the forums, and the traps the questions' keys name.
import { describe, expect, it } from 'vitest'
import { citesOf, entries, entryText, expectPlainWordKeywords, guideText } from './testing.ts'

/** [entry, enacted heading] (clauses of a definitions section are named by the defined term) */
const HEADINGS: [string, string][] = [
  ['TPA 108', 'Rights and liabilities of lessor and lessee'],
  ['MTA 9', 'Revision of rent'],
  ['MTA 10', 'Rent Authority to determine the revised rent in case of dispute'],
  ['RA 23', 'Time for presenting documents'],
  ['RA 25', 'Provision where delay in presentation is unavoidable'],
  [
    'ISA 33',
    'Where intestate has left widow and lineal descendants, or widow and kindred only, or widow and no kindred',
  ],
  ['HMA 7', 'Ceremonies for a Hindu marriage'],
  ['HMA 8', 'Registration of Hindu marriages'],
  [
    'RERA 13',
    'No deposit or advance to be taken by promoter without first entering into agreement for sale',
  ],
  ['LA 18', 'Effect of acknowledgment in writing'],
  ['LA 19', 'Effect of payment on account of debt or of interest on legacy'],
  ['RTI 8', 'Exemption from disclosure of information'],
  ['RTI 2(h)', 'Definition of public authority'],
  ['MVA 146', 'Necessity for insurance against third party risks'],
]

describe('d4-b: the added sections and their enacted headings', () => {
  it.each(HEADINGS)('%s is "%s"', (key, title) => {
    expect(entries.get(key)?.title).toBe(title)
  })
})

describe('d4-b: time limits, shares and amounts', () => {
  it('a document is presented for registration within four months, four more with a fine', () => {
    expect(entryText('RA 23')).toMatch(/four months/)
    expect(entryText('RA 23')).toMatch(/except a will/)
    expect(entryText('RA 25')).toMatch(/four further months/)
    expect(entryText('RA 25')).toMatch(/ten times the registration fee/)
  })

  it('a tenant may repair and deduct only after notice to a landlord bound to repair', () => {
    expect(entryText('TPA 108')).toMatch(/after the tenant's notice/)
    expect(entryText('TPA 108')).toMatch(/deduct the cost/)
  })

  it('rent is revised as agreed, or on three months written notice, only where the model act is adopted', () => {
    expect(entryText('MTA 9')).toMatch(/three months/)
    expect(entryText('MTA 9')).toMatch(/only in states that have adopted it/)
    expect(entryText('MTA 10')).toMatch(/Rent Authority/)
  })

  it("a Christian widow takes one-third beside children, not a Hindu Class I heir's share", () => {
    expect(entryText('ISA 33')).toMatch(/one-third/)
    expect(entryText('ISA 33')).toMatch(/one-half/)
    expect(citesOf('christian-inheritance')).toEqual(['ISA 33'])
    expect(guideText('christian-inheritance')).not.toMatch(/Hindu Succession Act s\.8/)
  })

  it('a builder takes at most ten per cent before a written agreement for sale', () => {
    expect(entryText('RERA 13')).toMatch(/ten per cent/)
    expect(entryText('RERA 13')).toMatch(/written agreement for sale/)
  })

  it('an acknowledgment or part payment counts only within the period and in writing', () => {
    expect(entryText('LA 18')).toMatch(/before the limitation period/)
    expect(entryText('LA 18')).toMatch(/signed/)
    expect(entryText('LA 19')).toMatch(/handwriting of, or in a writing signed by/)
    expect(entryText('LA 19')).toMatch(/after the period has expired does not revive/)
  })

  it('RTI: personal information is clause (1)(j); a private school is reached through its regulator', () => {
    expect(entryText('RTI 8')).toMatch(/\(1\)\(j\)/)
    expect(entryText('RTI 8')).toMatch(/larger public interest/)
    expect(entryText('RTI 2(h)')).toMatch(/private unaided school/)
  })

  it('an uninsured owner pays the compensation himself', () => {
    expect(entryText('MVA 146')).toMatch(/third-party risks/)
    expect(entryText('MVA 146')).toMatch(/owner .* must personally pay/)
    expect(entryText('MVA 146')).toMatch(/Motor Accident Claims Tribunal/)
  })

  it('Arya Samaj rites are a Hindu marriage; not registering does not void it', () => {
    expect(entryText('HMA 7')).toMatch(/seventh step/)
    expect(entryText('HMA 8')).toMatch(/does not make a valid marriage invalid/)
  })
})

describe('d4-b: forums the answers must name', () => {
  it('equal pay goes to the authority under the Code on Wages', () => {
    expect(entryText('CW 3')).toMatch(/Inspector-cum-Facilitator/)
  })
  it('abandoning a senior citizen is reported to the police', () => {
    expect(entryText('MWPSCA 24')).toMatch(/police station/)
  })
  it('product liability is claimed before the Consumer Commission', () => {
    expect(entryText('CPA 83')).toMatch(/Consumer Commission/)
    expect(entryText('CPA 84')).toMatch(/Consumer Commission/)
  })
  it('an inflated electricity bill: CGRF, Electricity Ombudsman, Consumer Commission', () => {
    const text = guideText('electricity-bill-too-high')
    expect(text).toMatch(/Consumer Grievance Redressal Forum/)
    expect(text).toMatch(/Electricity Ombudsman/)
    expect(text).toMatch(/15 clear days/)
    expect(citesOf('electricity-bill-too-high')[0]).toBe('CPA 35')
  })
})

describe('d4-b: traps', () => {
  it("a father's self-acquired property gives no birthright: the guide does not cite HSA 6", () => {
    expect(citesOf('fathers-self-acquired-property')).toEqual(['HSA 30', 'HSA 8'])
    expect(guideText('fathers-self-acquired-property')).toMatch(/no right by birth/)
  })
  it('the eviction guide names how a lease ends (TPA 111), the money-lent guide LA 18 and 19', () => {
    expect(citesOf('eviction-by-landlord')).toContain('TPA 111')
    expect(citesOf('money-lent-not-returned')).toEqual(['LA 3', 'LA 18', 'LA 19'])
  })
  it('guides named by the facts keep plain-word keywords', () => {
    expectPlainWordKeywords('fathers-self-acquired-property')
    expectPlainWordKeywords('electricity-bill-too-high')
  })
})
