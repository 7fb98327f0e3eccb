// Facts the plain-word guides (property, money, cyber and gang offences) must keep:
// the sections they rest on exist with their enacted headings, each guide cites the BNS section
// for its facts and the IPC twin for events before 1 July 2024, and the traps stay out.
import { describe, expect, it } from 'vitest'
import { citesOf, entry, entryText, expectPlainWordKeywords, guide, twinsOf } from './testing.ts'

/** [entry, enacted heading] */
const HEADINGS: [string, string][] = [
  ['ITA 43', 'Penalty and compensation for damage to computer, computer system, etc.'],
  ['ITA 66', 'Computer related offences'],
  ['BNS 306', 'Theft by clerk or servant of property in possession of master'],
  ['BNS 112', 'Petty organised crime'],
  ['BNS 204', 'Personating a public servant'],
  ['IPC 170', 'Personating a public servant'],
  [
    'IPC 457',
    'Lurking house-trespass or house-breaking by night in order to commit offence punishable with imprisonment',
  ],
]

/** [guide, citations it must carry, in this order of importance] */
const CITES: [string, string[]][] = [
  ['servant-or-tenant-stole-from-home', ['BNS 306', 'IPC 381']],
  ['house-broken-into-at-night', ['BNS 331(4)', 'IPC 457', 'BNS 305']],
  ['robbed-at-knifepoint', ['BNS 309', 'IPC 392', 'BNS 311', 'IPC 397']],
  ['dacoity-by-a-gang', ['BNS 310(2)', 'IPC 395', 'BNS 310(3)', 'IPC 396']],
  ['relative-keeps-my-jewellery', ['BNS 316(2)', 'IPC 406']],
  ['business-partner-ran-away-with-money', ['BNS 316(2)', 'IPC 406', 'BNS 318(4)']],
  ['fake-police-or-officer-took-money', ['BNS 319(2)', 'IPC 419', 'BNS 204', 'IPC 170']],
  ['whatsapp-or-email-hacked', ['ITA 66', 'ITA 43', 'ITA 66C']],
  ['loan-app-harassment', ['BNS 351(2)', 'IPC 506', 'BNS 308(2)', 'ITA 67']],
  ['romance-or-matrimonial-scam', ['BNS 318(4)', 'IPC 420', 'BNS 319(2)', 'ITA 66D']],
  ['customs-parcel-scam', ['BNS 318(4)', 'ITA 66D', 'BNS 204']],
  ['sim-swap-fraud', ['ITA 66C', 'ITA 66D']],
  ['gang-of-thieves-or-snatchers', ['BNS 112', 'BNS 111']],
  ['chit-fund-or-ponzi-scheme-collapsed', ['BNS 318(4)', 'IPC 420', 'BNS 316(2)']],
  ['fake-agent-for-job-abroad', ['BNS 318(4)', 'IPC 420', 'BNS 336(3)']],
]

describe('guides for property, money, cyber and gang offences', () => {
  it.each(HEADINGS)('%s is headed as enacted', (key, heading) => {
    expect(entry(key).title).toBe(heading)
  })

  it.each(CITES)('%s cites its sections, the main one first, at most 6', (slug, cites) => {
    const all = citesOf(slug)
    expect(all.length).toBeLessThanOrEqual(6)
    expect(all[0]).toBe(cites[0])
    expect(all).toEqual(expect.arrayContaining(cites))
  })

  it.each(CITES)(
    '%s names the BNS and, for a BNS offence, the IPC twin in its summary',
    (slug, cites) => {
      const { summary } = guide(slug)
      const bns = cites.find((c) => c.startsWith('BNS '))
      if (bns) {
        expect(summary).toMatch(/BNS/)
        expect(summary).toMatch(/IPC \d/)
        expect(summary).toMatch(/1 July 2024/)
      }
    },
  )

  it.each(CITES)('%s has 20–40 plain-word keywords in English, Hinglish and Hindi', (slug) => {
    expectPlainWordKeywords(slug)
  })

  it('IT Act 66 punishes the acts of section 43 done dishonestly: 3 years or 5 lakh, and 43 is compensation, not a prison term', () => {
    expect(entryText('ITA 66')).toMatch(/three years/)
    expect(entryText('ITA 66')).toMatch(/five lakh/)
    expect(entryText('ITA 66')).toMatch(/section 43/)
    expect(entryText('ITA 43')).toMatch(/compensation/)
    expect(entry('ITA 43').punishment).toBeUndefined()
  })

  it('the twins the guides rely on hold', () => {
    expect(twinsOf('BNS 306')).toContain('IPC 381')
    expect(twinsOf('BNS 331(4)')).toContain('IPC 457')
    expect(twinsOf('BNS 204')).toContain('IPC 170')
    expect(twinsOf('BNS 311')).toContain('IPC 397')
    expect(twinsOf('BNS 313')).toContain('IPC 401')
  })

  it('traps stay out: petty organised crime is new, house-breaking at night to steal is up to 14 years, robbery with a deadly weapon has a 7-year minimum', () => {
    expect(guide('gang-of-thieves-or-snatchers').summary).toMatch(/new from 1 July 2024/)
    expect(citesOf('gang-of-thieves-or-snatchers')).not.toContain('IPC 112')
    expect(guide('house-broken-into-at-night').summary).toMatch(/14 years/)
    expect(guide('robbed-at-knifepoint').summary).toMatch(/minimum of 7 years/)
    expect(guide('dacoity-by-a-gang').summary).toMatch(/five or more/)
    // A partner's misuse is breach of trust only where the money was entrusted: the guide says so.
    expect(guide('business-partner-ran-away-with-money').summary).toMatch(/entrusted/)
    // The customs scam and loan-app guides say not to pay.
    expect(guide('customs-parcel-scam').summary).toMatch(/Do not pay/)
    expect(guide('loan-app-harassment').summary).toMatch(/Do not pay more/)
  })
})
