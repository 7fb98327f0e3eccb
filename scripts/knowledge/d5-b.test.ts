// Facts the sections and guides added for the d5-b dev questions (civil and everyday
// problems told as stories by strangers) must keep: the enacted headings, the time limits and
// amounts in their summaries, the forums the answers must name, and the traps.
import { describe, expect, it } from 'vitest'
import { citesOf, entries, entryText, expectPlainWordKeywords, guideText } from './testing.ts'

/** [entry, enacted heading] */
const HEADINGS: [string, string][] = [
  ['CW 26', 'Eligibility for bonus, etc.'],
  ['COI 23', 'Prohibition of traffic in human beings and forced labour'],
  ['SRA 31', 'When cancellation may be ordered'],
  ['SRA 34', 'Discretion of court as to declaration of status or right'],
  ['CPC 24', 'General power of transfer and withdrawal'],
  ['CPC 25', 'Power of Supreme Court to transfer suits, etc.'],
  ['LSA 22B', 'Establishment of Permanent Lok Adalats'],
  ['LSA 22C', 'Cognizance of cases by Permanent Lok Adalat'],
  ['TPA 55', 'Rights and liabilities of buyer and seller'],
  ['TPA 60', 'Right of mortgagor to redeem'],
]

describe('d5-b: the added sections and their enacted headings', () => {
  it.each(HEADINGS)('%s is "%s"', (key, title) => {
    expect(entries.get(key)?.title).toBe(title)
  })
})

describe('d5-b: time limits, shares and amounts', () => {
  it('bonus: 30 days of work, 8.33 per cent or ₹100, up to 20 per cent; the Code replaced the 1965 Act', () => {
    expect(entryText('CW 26')).toMatch(/30 days/)
    expect(entryText('CW 26')).toMatch(/8\.33 per cent/)
    expect(entryText('CW 26')).toMatch(/₹100/)
    expect(entryText('CW 26')).toMatch(/20 per cent/)
    expect(entryText('CW 26')).toMatch(/Payment of Bonus Act 1965/)
    expect(entryText('CW 26')).toMatch(/21 November 2025/)
  })
  it('the Supreme Court alone moves a case between states; costs up to ₹2,000', () => {
    expect(entryText('CPC 25')).toMatch(/one state to a court in another state/)
    expect(entryText('CPC 25')).toMatch(/₹2,000/)
  })
  it('a registered deed cancelled by decree is noted by the registration office', () => {
    expect(entryText('SRA 31')).toMatch(/registration office/)
  })
  it('a seller must disclose defects and clear encumbrances', () => {
    expect(entryText('TPA 55')).toMatch(/material defect/)
    expect(entryText('TPA 55')).toMatch(/encumbrances/)
  })
  it('a closed home loan: papers within 30 days, ₹5,000 a day for delay, RBI Ombudsman', () => {
    const text = guideText('loan-closed-papers-not-returned')
    expect(text).toMatch(/30 days/)
    expect(text).toMatch(/₹5,000/)
    expect(text).toMatch(/Ombudsman/)
    expect(citesOf('loan-closed-papers-not-returned')[0]).toBe('TPA 60')
  })
  it('maternity: 80 days worked, 26 weeks (12 from the third child), appeal within 60 days', () => {
    const text = guideText('dismissed-for-pregnancy')
    expect(text).toMatch(/80 days/)
    expect(text).toMatch(/26 weeks/)
    expect(text).toMatch(/60 days/)
    expect(text).toMatch(/Code on Social Security/)
  })
})

describe('d5-b: forums the answers must name', () => {
  it.each([
    ['bonus-not-paid', /Labour Commissioner/],
    ['dismissed-for-pregnancy', /Inspector/],
    ['bonded-labour', /District Magistrate/],
    ['land-mutation-dakhil-kharij', /Tehsildar/],
    ['fake-will-or-deed-cancellation', /[Cc]ivil court/],
    ['loan-closed-papers-not-returned', /RBI Ombudsman/],
    ['unpaid-invoice-for-goods-supplied', /MSME Samadhaan/],
    ['water-bill-or-utility-service-dispute', /Permanent Lok Adalat/],
    ['drain-or-public-lane-blocked', /Sub-Divisional Magistrate/],
    ['transfer-case-to-another-city', /Supreme Court/],
    ['bought-property-with-hidden-loan', /[Cc]ivil court/],
    ['nominee-and-legal-heirs', /legal heirs/],
  ])('%s names %s', (slug, forum) => {
    expect(guideText(slug)).toMatch(forum)
  })
})

describe('d5-b: traps', () => {
  it('an unpaid invoice is a civil recovery, not cheque bounce or cheating', () => {
    expect(citesOf('unpaid-invoice-for-goods-supplied')).toEqual(['LA 3', 'LA 18', 'LA 19'])
  })
  it('forced work against a debt is Article 23 and BNS 146, not a loan dispute', () => {
    expect(citesOf('bonded-labour')).toEqual(['COI 23', 'BNS 146', 'IPC 374'])
  })
  it('a mutation entry does not decide ownership', () => {
    expect(guideText('land-mutation-dakhil-kharij')).toMatch(/does not itself decide ownership/)
  })
  it("a nominee holds for the legal heirs; a Hindu woman's heirs are under HSA 15", () => {
    expect(citesOf('nominee-and-legal-heirs')[0]).toBe('HSA 15')
  })
})

describe('d5-b: guides are found by plain words', () => {
  it.each([
    'bonus-not-paid',
    'dismissed-for-pregnancy',
    'bonded-labour',
    'land-mutation-dakhil-kharij',
    'fake-will-or-deed-cancellation',
    'loan-closed-papers-not-returned',
    'unpaid-invoice-for-goods-supplied',
    'water-bill-or-utility-service-dispute',
    'drain-or-public-lane-blocked',
    'nominee-and-legal-heirs',
    'transfer-case-to-another-city',
    'bought-property-with-hidden-loan',
  ])('%s', (slug) => expectPlainWordKeywords(slug))
})
