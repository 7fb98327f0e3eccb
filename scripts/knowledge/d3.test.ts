// Facts the sections and guides added for the d3 dev questions must keep: the enacted
// headings, the old ↔ new links, the time limits and rates in their summaries, and the traps the
// questions' keys name. Section numbers and headings are the enacted ones.
import { describe, expect, it } from 'vitest'
import { citesOf, entries, entryText, guide, guideText, keywordsOf, twinsOf } from './testing.ts'

/** [entry, enacted heading] */
const HEADINGS: [string, string][] = [
  ['ITA 43', 'Penalty and compensation for damage to computer, computer system, etc.'],
  ['ITA 66', 'Computer related offences'],
  ['BNSS 106', 'Power of police officer to seize certain property'],
  ['BNSS 107', 'Attachment, forfeiture or restoration of property'],
  ['BNSS 497', 'Order for custody and disposal of property pending trial in certain cases'],
  ['BNSS 503', 'Procedure by police upon seizure of property'],
  ['CrPC 102', 'Power of police officer to seize certain property'],
  ['CrPC 451', 'Order for custody and disposal of property pending trial in certain cases'],
  ['CrPC 457', 'Procedure by police upon seizure of property'],
  ['CW 14', 'Wages for overtime work'],
  ['MWA 14', 'Overtime'],
  ['SRA 10', 'Specific performance in respect of contracts'],
  ['SRA 16', 'Personal bars to relief'],
  ['HMA 5', 'Conditions for a Hindu marriage'],
  ['HMA 11', 'Void marriages'],
  ['HMA 16', 'Legitimacy of children of void and voidable marriages'],
  ['HMA 17', 'Punishment of bigamy'],
]

describe('d3: the added sections and their enacted headings', () => {
  it.each(HEADINGS)('%s is "%s"', (key, title) => {
    expect(entries.get(key)?.title).toBe(title)
  })
})

describe('d3: old ↔ new links', () => {
  it('links each BNSS property section to the CrPC section it replaced', () => {
    expect(twinsOf('BNSS 106')).toEqual(['CrPC 102'])
    expect(twinsOf('BNSS 497')).toEqual(['CrPC 451'])
    expect(twinsOf('BNSS 503')).toEqual(['CrPC 457'])
    // attachment of proceeds of crime is new in the BNSS
    expect(twinsOf('BNSS 107')).toEqual([])
    expect(entryText('BNSS 107')).toMatch(/New in the BNSS/)
  })

  it('links the Code on Wages overtime rule to the Minimum Wages Act and dates it', () => {
    expect(twinsOf('CW 14')).toEqual(['MWA 14'])
    expect(entryText('CW 14')).toMatch(/21 November 2025/)
    expect(entryText('MWA 14')).toMatch(/21 November 2025/)
  })

  it('keeps mob lynching without an IPC twin but says the IPC position', () => {
    expect(twinsOf('BNS 103(2)')).toEqual([])
    expect(entryText('BNS 103(2)')).toMatch(/IPC 302/)
  })
})

describe('d3: rules, time limits and rates', () => {
  it('pays overtime at twice the normal rate', () => {
    expect(entryText('CW 14')).toMatch(/twice the normal rate/)
    // the old Act left the rate to the government's rules
    expect(entryText('MWA 14')).not.toMatch(/twice/)
  })

  it('makes specific performance the rule since 2018, within three years', () => {
    expect(entryText('SRA 10')).toMatch(/2018/)
    expect(entryText('SRA 10')).toMatch(/three years/)
    expect(entryText('SRA 16')).toMatch(/ready and willing/)
  })

  it('punishes computer offences with up to three years and keeps section 43 civil', () => {
    expect(entries.get('ITA 66')?.punishment).toMatch(/three years/)
    expect(entries.get('ITA 66')?.punishment).toMatch(/five lakh/)
    expect(entries.get('ITA 43')?.punishment).toBeUndefined()
    expect(entryText('ITA 43')).toMatch(/compensation/)
  })

  it('reports a seizure to the Magistrate, and a bank account can be seized', () => {
    expect(entryText('BNSS 106')).toMatch(/Magistrate/)
    expect(entryText('BNSS 106')).toMatch(/bank account/)
    expect(entryText('BNSS 107')).toMatch(/fourteen days/)
    expect(entryText('BNSS 503')).toMatch(/six months/)
  })

  it('makes a second Hindu marriage void and bigamy an offence under BNS 82', () => {
    expect(entryText('HMA 5')).toMatch(/21 years and the bride 18/)
    expect(entryText('HMA 11')).toMatch(/void/)
    expect(entryText('HMA 17')).toMatch(/BNS 82/)
    expect(entryText('HMA 17')).toMatch(/IPC 494/)
    // children of a void marriage are legitimate and inherit from their parents
    expect(entryText('HMA 16')).toMatch(/legitimate/)
    expect(entryText('HMA 16')).toMatch(/parents/)
  })

  it('says an attempt to commit suicide has no BNS equivalent', () => {
    expect(entryText('IPC 309')).toMatch(/No BNS equivalent/)
  })
})

describe('d3: guides', () => {
  const NEW_GUIDES = [
    'seized-vehicle-or-property-release',
    'bank-account-frozen-by-police',
    'assault-on-public-servant',
    'attempted-suicide',
    'overtime-not-paid',
    'school-refused-rte-seat',
    'hospital-holding-body',
    'second-marriage-bigamy',
  ]

  it.each(NEW_GUIDES)('%s cites at most 6 provisions and speaks three languages', (slug) => {
    const g = guide(slug)
    expect(g.cites.length).toBeGreaterThan(0)
    expect(g.cites.length).toBeLessThanOrEqual(6)
    expect(g.keywords.hi.length).toBeGreaterThanOrEqual(3)
    expect(g.keywords.hinglish.length).toBeGreaterThanOrEqual(3)
  })

  it('sends a seized vehicle to the Magistrate under BNSS 497/503', () => {
    expect(citesOf('seized-vehicle-or-property-release').slice(0, 2)).toEqual([
      'BNSS 497',
      'BNSS 503',
    ])
    expect(guideText('seized-vehicle-or-property-release')).toMatch(/Magistrate/)
  })

  it('lifts a bank freeze through the cyber cell and the Magistrate', () => {
    expect(citesOf('bank-account-frozen-by-police')[0]).toBe('BNSS 106')
    const text = guideText('bank-account-frozen-by-police')
    expect(text).toMatch(/cyber cell/)
    expect(text).toMatch(/Magistrate/)
  })

  it('answers an assault on a public servant with BNS 132 and 121', () => {
    expect(citesOf('assault-on-public-servant')).toEqual([
      'BNS 132',
      'BNS 121(1)',
      'BNS 121(2)',
      'BNS 221',
    ])
  })

  it('does not treat an ordinary suicide attempt as BNS 226', () => {
    // BNS 226 is only an attempt to compel or restrain a public servant
    expect(citesOf('attempted-suicide')).not.toContain('BNS 226')
    expect(guide('attempted-suicide').summary).not.toMatch(/BNS 226/)
    expect(citesOf('attempted-suicide')[0]).toBe('IPC 309')
    expect(guideText('attempted-suicide')).toMatch(/Mental Healthcare Act 2017/)
  })

  it('claims overtime from the authority under the Code on Wages', () => {
    expect(citesOf('overtime-not-paid')[0]).toBe('CW 14')
    expect(guideText('overtime-not-paid')).toMatch(/Labour Commissioner/)
    expect(guideText('overtime-not-paid')).toMatch(/twice the normal rate/)
  })

  it('keeps the RTE quarter of seats and the education department', () => {
    expect(citesOf('school-refused-rte-seat')[0]).toBe('COI 21A')
    const text = guideText('school-refused-rte-seat')
    expect(text).toMatch(/25%/)
    expect(text).toMatch(/District Education Officer/)
  })

  it('releases a body held for a bill: Article 21, and the Consumer Commission for the bill', () => {
    expect(citesOf('hospital-holding-body').slice(0, 2)).toEqual(['COI 21', 'CPA 35'])
    expect(guideText('hospital-holding-body')).toMatch(/Consumer Commission/)
  })

  it('answers bigamy with BNS 82 and the Hindu Marriage Act', () => {
    expect(citesOf('second-marriage-bigamy')).toEqual(
      expect.arrayContaining(['BNS 82(1)', 'HMA 17', 'HMA 11', 'HMA 5', 'HMA 16']),
    )
  })

  it('lets the eviction guide answer a month-to-month tenant (TPA 106)', () => {
    expect(citesOf('eviction-by-landlord')).toContain('TPA 106')
    expect(entryText('TPA 106')).toMatch(/fifteen days/)
  })

  it('keeps the words people used for these situations', () => {
    expect(keywordsOf(entries.get('BNS 126(2)')!)).toContain("wouldn't let me pass")
    expect(keywordsOf(entries.get('BNS 111')!)).toContain('steals cars on order')
    expect(keywordsOf(entries.get('BNS 106(1)')!)).toContain('pit left open')
    expect(keywordsOf(guide('mob-violence-and-rioting'))).toContain('sticks and iron rods')
    expect(keywordsOf(guide('false-case-against-me'))).toContain('ticket and hotel bill')
  })
})

describe('d3: a section the Supreme Court struck down', () => {
  it('keeps IT Act 66A only to say it is not in force (Shreya Singhal, 2015)', () => {
    const entry = entries.get('ITA 66A')
    expect(entry?.inForce).toBe(false)
    expect(entry?.note).toMatch(/Shreya Singhal/)
    expect(entryText('ITA 66A')).toMatch(/struck it down/)
  })
})
