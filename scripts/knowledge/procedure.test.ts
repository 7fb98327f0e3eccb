// Facts the police and court procedure entries must keep: the BNSS sections people
// meet in investigation, complaints, summons and warrants, with their enacted headings and the CrPC
// sections they replaced (each pair was checked by comparing the two texts), and the time limits and
// forums the procedure guides give.
import { describe, expect, it } from 'vitest'
import { citesOf, entries, guide, guideText as textOf, twinsOf } from './testing.ts'

/** [BNSS entry, enacted heading, CrPC twin, CrPC heading] */
const PAIRS: [string, string, string, string][] = [
  ['173(4)', 'Information in cognizable cases', '154(3)', 'Information in cognizable cases'],
  ['63', 'Form of summons', '61', 'Form of summons'],
  ['64', 'Summons how served', '62', 'Summons how served'],
  ['72', 'Form of warrant of arrest and duration', '70', 'Form of warrant of arrest and duration'],
  [
    '78',
    'Person arrested to be brought before Court without delay',
    '76',
    'Person arrested to be brought before Court without delay',
  ],
  ['84', 'Proclamation for person absconding', '82', 'Proclamation for person absconding'],
  [
    '85',
    'Attachment of property of person absconding',
    '83',
    'Attachment of property of person absconding',
  ],
  [
    '94',
    'Summons to produce document or other thing',
    '91',
    'Summons to produce document or other thing',
  ],
  [
    '175',
    "Police officer's power to investigate cognizable case",
    '156',
    "Police officer's power to investigate cognizable case",
  ],
  [
    '175(3)',
    "Police officer's power to investigate cognizable case",
    '156(3)',
    "Police officer's power to investigate cognizable case",
  ],
  ['176', 'Procedure for investigation', '157', 'Procedure for investigation'],
  [
    '179',
    "Police officer's power to require attendance of witnesses",
    '160',
    "Police officer's power to require attendance of witnesses",
  ],
  ['180', 'Examination of witnesses by police', '161', 'Examination of witnesses by police'],
  [
    '183',
    'Recording of confessions and statements',
    '164',
    'Recording of confessions and statements',
  ],
  [
    '193',
    'Report of police officer on completion of investigation',
    '173',
    'Report of police officer on completion of investigation',
  ],
  ['210', 'Cognizance of offences by Magistrate', '190', 'Cognizance of offences by Magistrates'],
  ['223', 'Examination of complainant', '200', 'Examination of complainant'],
  ['225', 'Postponement of issue of process', '202', 'Postponement of issue of process'],
  ['226', 'Dismissal of complaint', '203', 'Dismissal of complaint'],
  ['227', 'Issue of process', '204', 'Issue of process'],
  [
    '228',
    'Magistrate may dispense with personal attendance of accused',
    '205',
    'Magistrate may dispense with personal attendance of accused',
  ],
  [
    '230',
    'Supply to accused of copy of police report and other documents',
    '207',
    'Supply to the accused of copy of police report and other documents',
  ],
  ['396', 'Victim compensation scheme', '357A', 'Victim compensation scheme'],
  [
    '38',
    'Right of arrested person to meet an advocate of his choice during interrogation',
    '41D',
    'Right of arrested person to meet an advocate of his choice during interrogation',
  ],
]

describe('BNSS procedure sections and their CrPC twins', () => {
  it.each(PAIRS)('BNSS %s is "%s", twin of CrPC %s', (bnss, heading, crpc, crpcHeading) => {
    expect(entries.get(`BNSS ${bnss}`)?.title).toBe(heading)
    expect(twinsOf(`BNSS ${bnss}`)).toContain(`CrPC ${crpc}`)
    expect(entries.get(`CrPC ${crpc}`)?.title).toBe(crpcHeading)
  })

  it('traps: the BNSS numbers are not the CrPC numbers', () => {
    // CrPC 156(3) is BNSS 175(3); BNSS 156 is a public-nuisance section, not investigation.
    expect(entries.get('BNSS 156')).toBeUndefined()
    // CrPC 173 (charge-sheet) is BNSS 193; BNSS 173 is the FIR.
    expect(entries.get('BNSS 173')?.title).toBe('Information in cognizable cases')
    expect(twinsOf('BNSS 173')).not.toContain('CrPC 173')
    // CrPC 164 statements are BNSS 183, CrPC 82 proclamation is BNSS 84.
    expect(twinsOf('BNSS 164')).toEqual([])
    expect(twinsOf('BNSS 82')).toEqual([])
  })

  it('BNSS 84 exists for BNS 209, whose heading names it', () => {
    expect(entries.get('BNS 209')?.title).toContain(
      'section 84 of Bharatiya Nagarik Suraksha Sanhita',
    )
    expect(entries.get('BNSS 84')?.summary).toMatch(/thirty days/)
    expect(entries.get('BNSS 84')?.summary).toMatch(/proclaimed offender/)
  })

  it('witness protection is new in the BNSS', () => {
    expect(entries.get('BNSS 398')?.title).toBe('Witness protection scheme')
    expect(twinsOf('BNSS 398')).toEqual([])
    expect(entries.get('BNSS 398')?.note).toMatch(/CrPC had no such section/)
  })

  it('time limits in the summaries', () => {
    expect(entries.get('BNSS 193')?.summary).toMatch(/two months/)
    expect(entries.get('BNSS 193')?.summary).toMatch(/ninety days/)
    expect(entries.get('BNSS 230')?.summary).toMatch(/fourteen days/)
    expect(entries.get('BNSS 230')?.summary).toMatch(/free/)
    expect(entries.get('BNSS 396')?.summary).toMatch(/two months/)
    expect(entries.get('BNSS 78')?.summary).toMatch(/twenty-four hours/)
    expect(entries.get('BNSS 173')?.summary).toMatch(/three days/)
    expect(entries.get('BNSS 173(3)')?.summary).toMatch(/fourteen days/)
    expect(entries.get('BNSS 179')?.summary).toMatch(/over sixty/)
    expect(entries.get('CrPC 160')?.summary).toMatch(/sixty-five/)
  })
})

describe('procedure guides: forum and time limits', () => {
  it('police refusing an FIR: SP in writing, then the Magistrate under 175(3)', () => {
    const text = textOf('police-refuse-fir')
    expect(text).toMatch(/Superintendent of Police/)
    expect(text).toMatch(/Magistrate/)
    expect(text).toMatch(/affidavit/)
    expect(text).toMatch(/14 days/)
    expect(citesOf('police-refuse-fir')).toEqual(
      expect.arrayContaining(['BNSS 173', 'BNSS 173(4)', 'BNSS 175(3)', 'CrPC 156(3)']),
    )
  })

  it('FIR: free copy, e-FIR signed within 3 days, progress within 90 days', () => {
    const text = textOf('fir-and-zero-fir')
    expect(text).toMatch(/free/)
    expect(text).toMatch(/3 days/)
    expect(text).toMatch(/90 days/)
  })

  it('arrest: Magistrate within 24 hours, lawyer during interrogation', () => {
    const text = textOf('rights-on-arrest')
    expect(text).toMatch(/within 24 hours/)
    expect(citesOf('rights-on-arrest')).toEqual(expect.arrayContaining(['BNSS 58', 'BNSS 38']))
  })

  it('default bail: 60 and 90 days under BNSS 187, never 479', () => {
    const text = textOf('default-bail')
    expect(text).toMatch(/60/)
    expect(text).toMatch(/90/)
    expect(citesOf('default-bail')).toContain('BNSS 187')
    expect(citesOf('default-bail')).not.toContain('BNSS 479')
  })

  it('regular bail and quashing name their courts', () => {
    expect(guide('regular-bail').where.join(' ')).toMatch(/Sessions Court/)
    expect(guide('quashing-of-fir').where.join(' ')).toMatch(/High Court/)
    expect(citesOf('quashing-of-fir')).toContain('BNSS 528')
    expect(citesOf('quashing-of-fir')).not.toContain('BNSS 482')
  })

  it('victim compensation: scheme under 396, DLSA decides within two months', () => {
    expect(citesOf('victim-compensation')).toEqual(
      expect.arrayContaining(['BNSS 396', 'CrPC 357A']),
    )
    expect(textOf('victim-compensation')).toMatch(/two months/)
    expect(guide('victim-compensation').where.join(' ')).toMatch(
      /District Legal Services Authority/,
    )
  })

  it('new guides cite the sections their facts rest on', () => {
    expect(citesOf('complaint-to-magistrate')).toEqual(
      expect.arrayContaining(['BNSS 175(3)', 'BNSS 223', 'CrPC 156(3)']),
    )
    expect(citesOf('copy-of-fir-and-chargesheet')).toEqual(
      expect.arrayContaining(['BNSS 173', 'BNSS 230', 'BNSS 193']),
    )
    expect(textOf('copy-of-fir-and-chargesheet')).toMatch(/14 days/)
    expect(citesOf('summons-and-warrants')).toEqual(
      expect.arrayContaining(['BNSS 63', 'BNSS 72', 'BNSS 84', 'BNS 209']),
    )
    expect(textOf('summons-and-warrants')).toMatch(/30 days/)
    expect(textOf('summons-and-warrants')).toMatch(/24 hours/)
    expect(citesOf('witness-rights-and-duties')).toEqual(
      expect.arrayContaining(['BNSS 179', 'BNSS 180', 'BNSS 183', 'BNSS 398']),
    )
  })

  it('guides cite at most six provisions where they are new', () => {
    for (const slug of [
      'complaint-to-magistrate',
      'copy-of-fir-and-chargesheet',
      'summons-and-warrants',
      'witness-rights-and-duties',
      'police-refuse-fir',
      'victim-compensation',
    ])
      expect(guide(slug).cites.length, slug).toBeLessThanOrEqual(6)
  })
})
