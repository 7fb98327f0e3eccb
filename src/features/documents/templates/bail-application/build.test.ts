// @vitest-environment node
import { modelText } from '../model-text'
import type { Answers, Block, DocumentModel } from '../types'
import { buildBailApplication } from './build'
import { sampleAnswers, sampleAnswersBeforeJuly2024 } from './sample-answers'

const textOf = (answers: Answers) => modelText(buildBailApplication(answers))

const anticipatory: Answers = {
  ...sampleAnswers,
  bailKind: 'anticipatory',
  court: 'high_court',
  courtName: 'High Court of Judicature at Bombay',
  firRegistered: 'yes',
}

const headings = (model: DocumentModel) =>
  model.blocks.flatMap((block) => (block.kind === 'heading' ? [block.text] : []))

const orderedLists = (model: DocumentModel) =>
  model.blocks.filter(
    (block): block is Extract<Block, { kind: 'list' }> => block.kind === 'list' && block.ordered,
  )

describe('buildBailApplication: the penal code', () => {
  it('labels the sections IPC for an offence on 30 June 2024 and BNS from 1 July 2024', () => {
    expect(
      textOf({ ...sampleAnswers, offenceDate: '2024-06-30', firDate: '2024-06-30' }),
    ).toContain('under Sections 318(4), 61(2) IPC')
    expect(
      textOf({ ...sampleAnswers, offenceDate: '2024-07-01', firDate: '2024-07-01' }),
    ).toContain('under Sections 318(4), 61(2) BNS')
  })

  it('prints the 2023 sample in the IPC, still under the BNSS, and says why', () => {
    const model = buildBailApplication(sampleAnswersBeforeJuly2024)
    const text = modelText(model)
    expect(text).toContain('Sections 420, 120B IPC')
    expect(text).not.toContain(' BNS')
    expect(text).toContain('BHARATIYA NAGARIK SURAKSHA SANHITA, 2023')
    const titles = model.guidance.map((note) => note.title)
    expect(titles).toContain('Sections labelled IPC')
    const oldCase = model.guidance.find((note) => note.title === 'A case from before 1 July 2024')
    expect(oldCase?.text).toMatch(/section 531 of the BNSS/)
    expect(oldCase?.text).toMatch(/437, 438 or 439/)
  })

  it('says which code it uses for a BNS offence, and has no old-code caveat', () => {
    const model = buildBailApplication(sampleAnswers)
    const bns = model.guidance.find((note) => note.title === 'Sections labelled BNS')
    expect(bns?.text).toContain('14 January 2025')
    expect(model.guidance.some((note) => note.title.includes('before 1 July 2024'))).toBe(false)
  })

  it('leaves the code as a placeholder, never a guess, while the offence date is missing', () => {
    const model = buildBailApplication({ ...sampleAnswers, offenceDate: '' })
    expect(modelText(model)).toContain(
      'Sections 318(4), 61(2) [BNS or IPC: enter the offence date]',
    )
    expect(modelText(model)).not.toMatch(/61\(2\) (BNS|IPC)/)
    expect(model.guidance[0]?.tone).toBe('warning')
  })

  it('warns that one number means different offences, and when the typed code disagrees', () => {
    const model = buildBailApplication({ ...sampleAnswers, sections: '302 IPC' })
    expect(modelText(model)).toContain('under Section 302 BNS')
    const titles = model.guidance.map((note) => note.title)
    expect(titles).toContain('The same number, a different offence')
    expect(titles).toContain('The sections mention IPC')
  })
})

describe('buildBailApplication: the court and the BNSS section', () => {
  it('cites section 480 for regular bail before a Magistrate', () => {
    const text = textOf({
      ...sampleAnswers,
      court: 'magistrate',
      courtName: 'Court of the Chief Judicial Magistrate, Pune',
    })
    expect(text).toContain('IN THE COURT OF THE CHIEF JUDICIAL MAGISTRATE, PUNE')
    expect(text).toContain(
      'APPLICATION FOR REGULAR BAIL UNDER SECTION 480 OF THE BHARATIYA NAGARIK SURAKSHA SANHITA, 2023',
    )
  })

  it('cites section 483 for regular bail before a Court of Session or the High Court', () => {
    for (const court of ['sessions', 'high_court'])
      expect(textOf({ ...sampleAnswers, court })).toContain(
        'APPLICATION FOR REGULAR BAIL UNDER SECTION 483 OF THE BHARATIYA NAGARIK SURAKSHA SANHITA, 2023',
      )
  })

  it('cites section 482 for anticipatory bail, with the conditions of 482(2) offered', () => {
    const model = buildBailApplication(anticipatory)
    const text = modelText(model)
    expect(model.title).toBe('Anticipatory Bail Application')
    expect(text).toContain('IN THE HIGH COURT OF JUDICATURE AT BOMBAY')
    expect(text).toContain('APPLICATION FOR ANTICIPATORY BAIL UNDER SECTION 482 OF THE BHARATIYA')
    expect(text).toContain('section 482(2) of the BNSS')
    expect(text).toMatch(/available for questioning by a police officer/)
    expect(text).toMatch(
      /any inducement, threat or promise to any person acquainted with the facts/,
    )
    expect(text).toMatch(/not to leave India without the previous permission/)
    expect(text).toMatch(/direct that, in the event of arrest in FIR No\. SAMPLE-0421\/2025/)
    expect(text).toMatch(/reason to believe .* non-bailable offence/)
    expect(text).not.toContain('Copies of the remand orders')
    expect(text).not.toMatch(/arrested in this case on/)
  })

  it('prints an anticipatory application without an FIR from the reasons to fear arrest', () => {
    const text = textOf({
      ...anticipatory,
      firRegistered: 'no',
      apprehensionBasis: 'A notice from Sample Nagar police station asks the applicant to appear',
    })
    expect(text).toContain('(No FIR registered so far)')
    expect(text).toContain(
      'for these reasons: A notice from Sample Nagar police station asks the applicant to appear.',
    )
    expect(text).not.toContain('FIR No.')
    expect(text).toContain(
      'in the event of arrest in connection with the allegations described above',
    )
  })

  it('warns, beside the preview, when anticipatory bail is aimed at a Magistrate', () => {
    const model = buildBailApplication({ ...anticipatory, court: 'magistrate' })
    expect(model.guidance.map((note) => note.title)).toContain(
      'Anticipatory bail: not before a Magistrate',
    )
  })
})

describe('buildBailApplication: the parts of a regular bail application', () => {
  const model = buildBailApplication(sampleAnswers)
  const text = modelText(model)

  it('has the title, the court and the registry blank', () => {
    expect(model.title).toBe('Regular Bail Application')
    expect(text).toContain('IN THE COURT OF THE SESSIONS JUDGE, PUNE')
    expect(text).toContain('B.A. No. ____ of 20__')
    expect(text).toContain('State of Maharashtra vs Ramesh Kumar Patil')
  })

  it('gives the applicant, the FIR and the custody', () => {
    expect(text).toContain(
      'The applicant, Ramesh Kumar Patil, son of Suresh Patil, aged 34 years, by occupation shopkeeper',
    )
    expect(text).toContain('मकान नं. 12')
    expect(text).toContain(
      'FIR No. SAMPLE-0421/2025 was registered at Police Station Sample Nagar, District Pune, on 16 January 2025',
    )
    expect(text).toContain('committed on 14 January 2025')
    expect(text).toContain(
      'arrested in this case on 3 February 2025 and has been in judicial custody since 5 February 2025',
    )
    expect(text).toContain('the charge-sheet has been filed')
    expect(text).toMatch(/case of the prosecution, in brief, .*never delivered them\./)
    expect(text).toMatch(/applicant's version .*repay the rest\./)
  })

  it('numbers the paragraphs once through the application, the grounds included', () => {
    const lists = orderedLists(model)
    let next = 1
    for (const list of lists) {
      expect(list.start ?? 1).toBe(next)
      next += list.items.length
    }
    const grounds = lists[1]!
    expect(grounds.items).toHaveLength(6)
    expect(headings(model)).toEqual([
      expect.stringContaining('APPLICATION FOR REGULAR BAIL'),
      'GROUNDS',
      'DISCLOSURE',
      'UNDERTAKINGS',
      'PRAYER',
      'VERIFICATION',
      'ANNEXURES',
    ])
  })

  it('prints each ticked ground as its own paragraph, then the written ones', () => {
    expect(text).toContain('not punishable with death or imprisonment for life')
    expect(text).toContain('has no criminal antecedents')
    expect(text).toContain('no likelihood of the applicant absconding')
    expect(text).toContain('The investigation is complete and the charge-sheet has been filed.')
    expect(text).toContain('released on bail (Ajay Shinde, by this Court on 10 March 2025)')
    expect(text).toContain('parity')
    expect(text).toContain('essentially a civil and commercial one')
  })

  it('prints the woman and sick-or-infirm provisos of section 480 when ticked', () => {
    const provisos = textOf({
      ...sampleAnswers,
      grounds: ['woman', 'sick_or_infirm', 'age_or_health'],
      healthDetails: 'diabetes and a heart condition',
    })
    expect(provisos).toContain('The applicant is a woman. Section 480 of the BNSS')
    expect(provisos).toContain(
      'The applicant is sick and infirm (diabetes and a heart condition). Section 480 of the BNSS',
    )
    expect(provisos).toContain("the applicant's age (34 years) and state of health")
    expect(provisos).toContain("The applicant's medical records")
  })

  it('declares the antecedents and the earlier applications, either way', () => {
    expect(text).toContain('declares that the applicant has no criminal antecedents')
    expect(text).toContain(
      'earlier applications for bail in this case and their outcome: Bail application before the Court of the Judicial Magistrate First Class, Pune, rejected on 20 February 2025.',
    )
    const other = textOf({
      ...sampleAnswers,
      antecedents: 'some',
      antecedentsDetails: 'FIR 12/2019: acquitted',
      earlierApplications: 'none',
    })
    expect(other).toContain('discloses the following other criminal cases: FIR 12/2019: acquitted')
    expect(other).toContain(
      'declares that no other application for bail has been made in this case',
    )
  })

  it('gives the undertakings, the prayer and the signatures', () => {
    expect(text).toContain('to appear before the Court on every date of hearing;')
    expect(text).toMatch(/not to tamper with the evidence, and not to threaten, induce/)
    expect(text).toContain("not to leave India without the permission of this Hon'ble Court;")
    expect(text).toContain('to furnish a personal bond and sureties as directed;')
    expect(text).toContain('to cooperate with the investigation')
    expect(text).toContain(
      "It is therefore most respectfully prayed that this Hon'ble Court may be pleased to release the applicant, Ramesh Kumar Patil, on bail in FIR No. SAMPLE-0421/2025",
    )
    expect(text).toContain('Place: Pune\nDate: 15 March 2025')
    expect(text).toContain('APPLICANT\nRamesh Kumar Patil\nTHROUGH COUNSEL\nMeera Kulkarni')
  })

  it('ends with the verification and the annexures', () => {
    expect(text).toMatch(/I, Ramesh Kumar Patil, the applicant above named, verify that the facts/)
    expect(text).toContain('Verified at Pune on 15 March 2025.')
    expect(text).toContain('A-1\nCopy of the FIR')
    expect(text).toContain('Copies of the remand orders')
    expect(text).toContain('Copies of the orders on the earlier bail applications')
  })

  it('points to an advocate, free legal aid and the not-legal-advice note', () => {
    const guidance = model.guidance.map((note) => `${note.title}: ${note.text}`).join('\n')
    expect(guidance).toContain('advocate')
    expect(guidance).toContain('section 12 of the Legal Services Authorities Act, 1987')
    expect(guidance).toContain('15100')
    expect(guidance).toContain('Information, not legal advice')
  })
})

describe('buildBailApplication: drafts', () => {
  it('shows placeholders for what is missing, and prints nothing made up', () => {
    const model = buildBailApplication({})
    const text = modelText(model)
    expect(model.title).toBe('Bail Application')
    expect(text).toContain('State vs [Name of the applicant]')
    expect(text).toContain('IN THE COURT OF [Name and place of the court]')
    expect(text).toContain('FIR No. [FIR number]')
    expect(text).toContain('[BNS or IPC: enter the offence date]')
    expect(text).toContain('[Choose regular or anticipatory bail to complete the prayer]')
    expect(text).toContain('[Tick at least one ground, or write your own]')
    expect(text).toContain('Verified at [Place] on [Date].')
    const blanks = model.blocks.flatMap((block) =>
      block.kind === 'paragraph' ? block.runs.filter((run) => run.blank) : [],
    )
    expect(blanks.length).toBeGreaterThan(10)
    expect(blanks.every((run) => /^\[.+\]$/.test(run.text))).toBe(true)
  })

  it('leaves out the optional state and advocate', () => {
    const text = textOf({ ...sampleAnswers, stateName: '', advocateName: '' })
    expect(text).toContain('State vs Ramesh Kumar Patil')
    expect(text).toContain('THROUGH COUNSEL\nAdvocate for the applicant')
  })

  it('never throws on answers of the wrong shape', () => {
    const garbage = [
      {},
      null,
      [],
      'text',
      { bailKind: 7, grounds: 'woman', additionalGrounds: [1, null, 'A written ground'] },
      { offenceDate: '2024-02-30', firDate: ['x'], age: { years: 3 }, court: null },
      { ...sampleAnswers, bailKind: 'anticipatory', court: 'magistrate', firRegistered: 'maybe' },
    ]
    for (const answers of garbage)
      expect(() => buildBailApplication(answers as unknown as Answers)).not.toThrow()
    expect(modelText(buildBailApplication(garbage[4] as unknown as Answers))).toContain(
      'A written ground',
    )
  })

  it('is pure: the same answers give the same model and are not changed', () => {
    const answers = structuredClone(sampleAnswers)
    expect(buildBailApplication(answers)).toEqual(buildBailApplication(answers))
    expect(answers).toEqual(sampleAnswers)
  })

  it('builds well within the 5 ms budget', () => {
    for (let run = 0; run < 50; run++) buildBailApplication(sampleAnswers)
    const times: number[] = []
    for (let run = 0; run < 200; run++) {
      const started = performance.now()
      buildBailApplication(run % 2 ? sampleAnswers : sampleAnswersBeforeJuly2024)
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    expect(times[Math.floor(times.length * 0.95)]).toBeLessThan(5)
  })
})
