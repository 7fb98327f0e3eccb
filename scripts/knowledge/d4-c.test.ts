// Facts the sections and guides added for the d4-c dev questions (police and court procedure)
// must keep: the enacted headings, the old ↔ new links, the time limits in their
// summaries, and the traps the questions name. Section numbers and headings are the enacted ones.
import { describe, expect, it } from 'vitest'
import {
  citesOf,
  entries,
  entryText,
  expectPlainWordKeywords,
  guideText,
  twinsOf,
} from './testing.ts'

/** [entry, enacted heading] */
const HEADINGS: [string, string][] = [
  ['BNSS 103', 'Persons in charge of closed place to allow search'],
  ['BNSS 105', 'Recording of search and seizure through audio-video electronic means'],
  ['BNSS 163', 'Power to issue order in urgent cases of nuisance or apprehended danger'],
  ['BNSS 185', 'Search by police officer'],
  ['BNSS 250', 'Discharge'],
  ['BNSS 262', 'When accused shall be discharged'],
  ['BNSS 289', 'Application of the Chapter'],
  ['BNSS 290', 'Application for plea bargaining'],
  ['BNSS 356', 'Inquiry, trial or judgment in absentia of proclaimed offender'],
  ['BNSS 413', 'No appeal to lie unless otherwise provided'],
  ['BNSS 415', 'Appeals from convictions'],
  ['BNSS 430', 'Suspension of sentence pending the appeal; release of appellant on bail'],
  ['BNSS 438', 'Calling for records to exercise powers of revision'],
  ['BNSS 514', 'Bar to taking cognizance after lapse of the period of limitation'],
  ['BNSS 519', 'Extension of period of limitation in certain cases'],
  ['CrPC 100', 'Persons in charge of closed place to allow search'],
  ['CrPC 144', 'Power to issue order in urgent cases of nuisance or apprehended danger'],
  ['CrPC 165', 'Search by police officer'],
  ['CrPC 227', 'Discharge'],
  ['CrPC 239', 'When accused shall be discharged'],
  ['CrPC 265A', 'Application of the Chapter'],
  ['CrPC 265B', 'Application for plea bargaining'],
  ['CrPC 372', 'No appeal to lie unless otherwise provided'],
  ['CrPC 374', 'Appeals from convictions'],
  ['CrPC 389', 'Suspension of sentence pending the appeal; release of appellant on bail'],
  ['CrPC 397', 'Calling for records to exercise powers of revision'],
  ['CrPC 468', 'Bar to taking cognizance after lapse of the period of limitation'],
  ['CrPC 473', 'Extension of period of limitation in certain cases'],
  [
    'BSA 22',
    'Confession caused by inducement, threat, coercion or promise, when irrelevant in criminal proceeding',
  ],
  ['BSA 23', 'Confession to police officer'],
  [
    'IEA 24',
    'Confession caused by inducement, threat or promise, when irrelevant in criminal proceeding',
  ],
  ['IEA 25', 'Confession to police officer not to be proved'],
  ['IEA 26', 'Confession by accused while in custody of police not to be proved against him'],
  ['IPC 34', 'Acts done by several persons in furtherance of common intention'],
]

describe('d4-c: the added sections and their enacted headings', () => {
  it.each(HEADINGS)('%s is "%s"', (key, title) => {
    expect(entries.get(key)?.title).toBe(title)
  })
})

describe('d4-c: old ↔ new links', () => {
  it.each([
    ['BNSS 103', ['CrPC 100']],
    ['BNSS 163', ['CrPC 144']],
    ['BNSS 185', ['CrPC 165']],
    ['BNSS 250', ['CrPC 227']],
    ['BNSS 262', ['CrPC 239']],
    ['BNSS 289', ['CrPC 265A']],
    ['BNSS 290', ['CrPC 265B']],
    ['BNSS 413', ['CrPC 372']],
    ['BNSS 415', ['CrPC 374']],
    ['BNSS 430', ['CrPC 389']],
    ['BNSS 438', ['CrPC 397']],
    ['BNSS 514', ['CrPC 468']],
    ['BNSS 519', ['CrPC 473']],
    ['BSA 22', ['IEA 24']],
    ['BSA 23', ['IEA 25', 'IEA 26']],
    ['BNS 3(5)', ['IPC 34']],
  ])('%s replaced %j', (key, old) => {
    expect(twinsOf(key)).toEqual(old)
  })

  it('trial in absentia and video-recorded searches are new in the BNSS', () => {
    expect(twinsOf('BNSS 356')).toEqual([])
    expect(twinsOf('BNSS 105')).toEqual([])
  })

  it('the "section 144" order is BNSS 163, not BNSS 144 (maintenance)', () => {
    expect(entryText('BNSS 163')).toContain('144')
    expect(twinsOf('BNSS 144')).not.toContain('CrPC 144')
  })
})

describe('d4-c: time limits and rules in the summaries', () => {
  it('limitation for taking up an offence: 6 months, one year, three years', () => {
    const text = entryText('BNSS 514')
    for (const limit of ['six months', 'one year', 'three years']) expect(text).toContain(limit)
  })

  it('plea bargaining is for offences up to seven years, applied for within 30 days of charge', () => {
    expect(entryText('BNSS 289')).toContain('seven years')
    expect(entryText('BNSS 290')).toContain('thirty days')
  })

  it('a confession to the police cannot be proved, but a discovered fact can', () => {
    expect(entryText('BSA 23')).toMatch(/cannot be proved/)
    expect(entryText('BSA 23')).toMatch(/discovery/)
  })

  it('appeal from a Magistrate lies to the Court of Session within 30 days; to the High Court 60', () => {
    const text = entryText('BNSS 415')
    expect(text).toContain('Court of Session')
    expect(text).toContain('30 days')
    expect(text).toContain('60 days')
  })

  it('the victim can appeal against an acquittal on its own', () => {
    expect(entryText('BNSS 413')).toMatch(/victim/)
    expect(entryText('BNSS 413')).toMatch(/acquitting/)
  })

  it('no revision against interlocutory orders; 90 days to file', () => {
    expect(entryText('BNSS 438')).toContain('interlocutory')
    expect(entryText('BNSS 438')).toContain('90 days')
  })
})

describe('d4-c: guides', () => {
  it.each([
    ['appeal-after-conviction', ['BNSS 415', 'BNSS 430', 'BNSS 438']],
    ['accused-acquitted-victim-appeal', ['BNSS 413', 'BNSS 415']],
    ['police-beat-me-in-custody', ['COI 21', 'BNS 120', 'BSA 23', 'COI 226', 'BSA 22']],
    ['police-closure-report', ['BNSS 193', 'BNSS 210', 'BNSS 223', 'BNSS 438']],
  ])('%s cites %j', (slug, cites) => {
    expect(citesOf(slug)).toEqual(cites)
    expect(cites.length).toBeLessThanOrEqual(6)
  })

  it('name their forums', () => {
    expect(guideText('appeal-after-conviction')).toContain('Court of Session')
    expect(guideText('accused-acquitted-victim-appeal')).toContain('High Court')
    expect(guideText('police-beat-me-in-custody')).toContain('Human Rights Commission')
    expect(guideText('police-closure-report')).toContain('protest petition')
  })

  it('anticipatory bail is not the quashing section: the custody guide does not cite BNSS 482', () => {
    expect(citesOf('police-beat-me-in-custody')).not.toContain('BNSS 482')
  })

  it.each([
    'appeal-after-conviction',
    'accused-acquitted-victim-appeal',
    'police-beat-me-in-custody',
    'police-closure-report',
  ])('%s is named by plain-word phrases', (slug) => {
    expectPlainWordKeywords(slug)
  })
})
