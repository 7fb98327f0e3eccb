// Facts the work, money and property entries must keep: the labour codes in force from
// 21 November 2025 and the acts they replaced, consumer, RERA, Specific Relief and motor-accident
// sections, and the guides that rely on them. Section numbers and headings are the enacted ones.
import { describe, expect, it } from 'vitest'
import { act, citesOf, entries, entry, guide, twinsOf } from './testing.ts'

/** [entry, enacted heading] */
const HEADINGS: [string, string][] = [
  ['CW 5', 'Payment of minimum rate of wages'],
  ['CW 17', 'Time limit for payment of wages'],
  ['CW 18', 'Deductions which may be made from wages'],
  ['CW 45', 'Claims under Code and procedure thereof'],
  ['CW 49', 'Appeal'],
  ['CW 57', 'Bar of suits'],
  ['PWA 5', 'Time of payment of wages'],
  ['PWA 7', 'Deductions which may be made from wages'],
  [
    'PWA 15',
    'Claims arising out of deductions from wages or delay in payment of wages and penalty for malicious or vexatious claims',
  ],
  ['MWA 12', 'Payment of minimum rates of wages'],
  ['MWA 20', 'Claims'],
  ['IRC 70', 'Conditions precedent to retrenchment of workers'],
  ['IRC 72', 'Re-employment of retrenched workers'],
  ['IRC 83', 'Worker re-skilling fund'],
  ['IDA 2A', 'Dismissal, etc., of an individual workman to be deemed to be an industrial dispute'],
  ['IDA 25F', 'Conditions precedent to retrenchment of workmen'],
  ['IDA 25H', 'Re-employment of retrenched workmen'],
  ['CSS 53', 'Payment of gratuity'],
  ['PGA 4', 'Payment of gratuity'],
  ['PGA 7', 'Determination of the amount of gratuity'],
  ['EPFA 6', 'Contributions and matters which may be provided for in Schemes'],
  ['EPFA 7A', 'Determination of moneys due from employers'],
  ['EPFA 14B', 'Power to recover damages'],
  ['MBA 5', 'Right to payment of maternity benefit'],
  ['MBA 12', 'Dismissal during absence or pregnancy'],
  ['ECA 3', "Employer's liability for compensation"],
  ['RERA 18', 'Return of amount and compensation'],
  ['RERA 19', 'Rights and duties of allottees'],
  ['RERA 31', 'Filing of complaints with the Authority or the adjudicating officer'],
  ['RERA 88', 'Application of other laws not barred'],
  ['SRA 5', 'Recovery of specific immovable property'],
  ['SRA 6', 'Suit by person dispossessed of immovable property'],
  ['SRA 38', 'Perpetual injunction when granted'],
  ['SRA 39', 'Mandatory injunctions'],
  ['CPA 41', 'Appeal against order of District Commission'],
  ['CPA 83', 'Product liability action'],
  ['CPA 94', 'Measures to prevent unfair trade practices in e-commerce, direct selling, etc.'],
  ['MVA 161', 'Special provisions as to compensation in case of hit and run motor accident'],
  ['MVA 165', 'Claims Tribunals'],
  ['MVA 166', 'Application for compensation'],
  ['MVA 173', 'Appeals'],
]

/** [code entry, old act's twin] — written on the code's entry. */
const TWINS: [string, string][] = [
  ['CW 5', 'MWA 12'],
  ['CW 17', 'PWA 5'],
  ['CW 18', 'PWA 7'],
  ['CW 45', 'PWA 15'],
  ['CW 45', 'MWA 20'],
  ['IRC 70', 'IDA 25F'],
  ['IRC 72', 'IDA 25H'],
  ['CSS 53', 'PGA 4'],
]

describe('work, money and property: the sections and their enacted headings', () => {
  it.each(HEADINGS)('%s is "%s"', (key, title) => {
    expect(entries.get(key)?.title).toBe(title)
  })
})

describe('the labour codes and the acts they replaced', () => {
  it.each(TWINS)('%s is the twin of %s', (current, old) => {
    expect(entries.has(old), `${old} is an entry`).toBe(true)
    expect(twinsOf(current)).toContain(old)
  })

  it('dates the codes from 21 November 2025 and says the old acts were repealed', () => {
    for (const [code, old] of [
      ['CW', 'PWA'],
      ['IRC', 'IDA'],
      ['CSS', 'PGA'],
    ]) {
      expect(act(code)?.inForceFrom, code).toBe('2025-11-21')
      expect(act(code)?.replaces, code).toBe(old)
    }
    for (const old of ['PWA', 'MWA', 'IDA', 'PGA']) {
      for (const entry of act(old)!.entries) {
        expect(entry.note, `${old} ${entry.section}`).toMatch(/21 November 2025/)
      }
    }
  })

  it('keeps the time limits and amounts', () => {
    expect(entries.get('CW 17')?.summary).toMatch(/seventh day/)
    expect(entries.get('CW 17')?.summary).toMatch(/two working days/)
    expect(entries.get('CW 18')?.summary).toMatch(/half of the wages/)
    expect(entries.get('CW 45')?.summary).toMatch(/three years/)
    expect(entries.get('CW 49')?.summary).toMatch(/ninety days/)
    expect(entries.get('IRC 70')?.summary).toMatch(/one month's written notice/)
    expect(entries.get('IRC 70')?.summary).toMatch(/fifteen days' average pay/)
    expect(entries.get('IRC 70')?.summary).toMatch(/managerial or administrative/)
    expect(entries.get('CSS 53')?.summary).toMatch(/five years/)
    expect(entries.get('CSS 53')?.summary).toMatch(/fixed-term/)
    expect(entries.get('MBA 5')?.summary).toMatch(/26 weeks/)
  })

  it('does not treat the Labour Court as the forum under the new code', () => {
    // The IR Code sends disputes to Industrial Tribunals; there are no Labour Courts under it.
    expect(guide('termination-without-notice').where.join(' ')).toMatch(/Industrial Tribunal/)
    expect(guide('termination-without-notice').where.join(' ')).not.toMatch(/Labour Court/)
  })
})

describe('consumer, property and accident entries', () => {
  it('keeps the consumer pecuniary limits of the 2021 rules and the two-year limitation', () => {
    expect(entries.get('CPA 34')?.summary).toMatch(/₹50 lakh/)
    expect(entries.get('CPA 47')?.summary).toMatch(/₹2 crore/)
    expect(entries.get('CPA 58')?.summary).toMatch(/above ₹2 crore/)
    expect(entries.get('CPA 69')?.summary).toMatch(/two years/)
    expect(entries.get('CPA 41')?.summary).toMatch(/forty-five days/)
    // The Act's printed ₹1 crore / ₹10 crore limits were lowered by the 2021 rules.
    expect(entries.get('CPA 35')?.summary).toMatch(/District Commission up to ₹50 lakh/)
    expect(entries.get('CPA 35')?.summary).toMatch(/₹10 crore limits are out of date/)
  })

  it('keeps the RERA and Specific Relief rules', () => {
    expect(entries.get('RERA 18')?.summary).toMatch(/interest/)
    expect(entries.get('RERA 44')?.summary).toMatch(/sixty days/)
    expect(entries.get('SRA 6')?.summary).toMatch(/six months/)
    expect(entries.get('SRA 6')?.summary).toMatch(/without having to prove title/)
  })

  it('keeps the motor accident amounts and the MACT', () => {
    expect(entries.get('MVA 161')?.summary).toMatch(/₹2 lakh/)
    expect(entries.get('MVA 161')?.summary).toMatch(/₹50,000/)
    expect(entries.get('MVA 164')?.summary).toMatch(/₹5 lakh/)
    expect(entries.get('MVA 166')?.summary).toMatch(/Motor Accident Claims Tribunal/)
    expect(entries.get('MVA 173')?.summary).toMatch(/ninety days/)
    expect(entries.has('MVA 140')).toBe(false) // omitted in 2019
    expect(entries.has('MVA 163A')).toBe(false) // omitted in 2019
  })
})

describe('the guides cite only their core sections', () => {
  const GUIDES: [string, string[]][] = [
    ['unpaid-salary', ['CW 17', 'CW 45']],
    ['termination-without-notice', ['IRC 70', 'IDA 25F']],
    ['gratuity-not-paid', ['CSS 53', 'PGA 4']],
    ['pf-not-deposited', ['EPFA 6']],
    ['insurance-claim-rejected', ['CPA 35', 'CPA 69']],
    ['medical-negligence', ['CPA 35', 'BNS 106(1)']],
    ['online-shopping-refund', ['CPA 94', 'CPA 35']],
    ['unauthorised-bank-transaction', ['ITA 66C', 'ITA 66D']],
    ['builder-delayed-possession', ['RERA 18', 'RERA 31']],
    ['landlord-changed-locks', ['SRA 6']],
    ['encroachment-on-land', ['SRA 38', 'SRA 39']],
    ['motor-accident-claim', ['MVA 166']],
    ['hit-and-run', ['MVA 161']],
  ]
  it.each(GUIDES)('%s cites %j and at most six sections', (slug, must) => {
    const cites = citesOf(slug)
    for (const c of must) expect(cites).toContain(c)
    expect(cites.length).toBeLessThanOrEqual(6)
  })

  it('names the forum', () => {
    expect(guide('unpaid-salary').where.join(' ')).toMatch(/Code on Wages/)
    expect(guide('gratuity-not-paid').where.join(' ')).toMatch(/controlling authority/i)
    expect(guide('pf-not-deposited').where.join(' ')).toMatch(/EPFO/)
    expect(guide('insurance-claim-rejected').where.join(' ')).toMatch(/Insurance Ombudsman/)
    expect(guide('unauthorised-bank-transaction').where.join(' ')).toMatch(/Ombudsman/)
    expect(guide('unauthorised-bank-transaction').where.join(' ')).toMatch(/1930/)
    expect(guide('builder-delayed-possession').where.join(' ')).toMatch(/RERA/)
    expect(guide('motor-accident-claim').where.join(' ')).toMatch(/\(MACT\)/)
    expect(guide('hit-and-run').summary).toMatch(/Motor Accident Claims Tribunal/)
  })

  it('keeps the bank-fraud figures of the RBI directions', () => {
    const text = guide('unauthorised-bank-transaction').summary
    expect(text).toMatch(/three working days/)
    expect(text).toMatch(/ten working days/)
    expect(text).toMatch(/ninety days/)
  })

  it('does not treat a deposit dispute, a tenancy or criminal trespass as something else', () => {
    expect(citesOf('security-deposit-refund')).not.toContain('NI 138')
    expect(citesOf('tenancy-agreement')).not.toContain('NI 138')
    expect(citesOf('eviction-by-landlord')).not.toContain('NI 138')
    expect(citesOf('medical-negligence')).not.toContain('BNS 105') // negligence is not culpable homicide
    // Encroachment is civil first: the injunction sections come before criminal trespass.
    const enc = citesOf('encroachment-on-land')
    expect(enc.indexOf('SRA 38')).toBeLessThan(enc.indexOf('BNS 329(3)'))
  })
})

describe('Limitation Act: money lent is a civil recovery within its period', () => {
  it('keeps the enacted headings and the three years for money lent', () => {
    expect(entry('LA 3').title).toBe('Bar of limitation')
    expect(entry('LA 5').title).toBe('Extension of prescribed period in certain cases')
    expect(entry('LA 3').summary).toMatch(/three years/)
  })

  it('answers money lent without cheque bounce or cheating', () => {
    // LA 18 and 19: a written acknowledgment or a part payment within the period restarts it
    expect(citesOf('money-lent-not-returned')).toEqual(['LA 3', 'LA 18', 'LA 19'])
  })
})
