import { modelText } from '../model-text'
import type { Answers, Block, DocumentModel, Run } from '../types'
import { CLOSING_STATEMENT, FALSE_AFFIDAVIT_NOTE } from './build'
import { affidavitTemplate } from './index'
import { sampleAnswers } from './sample-answers'

const build = (answers: Answers) => affidavitTemplate.build(answers)
const withAnswers = (changes: Answers) => build({ ...sampleAnswers, ...changes })

const runsOf = (model: DocumentModel): Run[] =>
  model.blocks.flatMap((block) => {
    if (block.kind === 'paragraph') return block.runs
    if (block.kind === 'list') return block.items.flat()
    if (block.kind === 'signatures') return block.parties.flatMap((party) => party.lines.flat())
    if (block.kind === 'attestation') return block.lines.flat()
    return []
  })
const placeholders = (model: DocumentModel) =>
  runsOf(model)
    .filter((run) => run.blank)
    .map((run) => run.text)

const statementList = (model: DocumentModel) => {
  const lists = model.blocks.filter((block) => block.kind === 'list')
  expect(lists).toHaveLength(1)
  return lists[0] as Extract<Block, { kind: 'list' }>
}
const indexOf = (model: DocumentModel, found: (block: Block) => boolean) =>
  model.blocks.findIndex(found)
const isHeading = (text: string) => (block: Block) =>
  block.kind === 'heading' && block.text === text

describe('the affidavit built from complete answers', () => {
  const model = build(sampleAnswers)
  const text = modelText(model)

  it('is titled by its purpose and headed AFFIDAVIT', () => {
    expect(model.title).toBe('Affidavit for change of name')
    expect(model.blocks[0]).toEqual({ kind: 'heading', level: 1, text: 'AFFIDAVIT' })
    expect(text).toContain('Affidavit for change of name')
  })

  it('opens with the deponent solemnly affirming, with relation, age, occupation and address', () => {
    expect(text).toContain(
      'I, Priya Sharma, daughter of Rajesh Sharma, aged 29 years, by occupation Software engineer, ' +
        'residing at मकान नं. 12, गली नं. 3, शांति नगर, जयपुर, राजस्थान 302001, ' +
        'do hereby solemnly affirm and declare as under:',
    )
  })

  it('numbers the statements 1 to N with the closing statement last', () => {
    const list = statementList(model)
    const statements = sampleAnswers.statements as string[]
    expect(list.ordered).toBe(true)
    expect(list.start ?? 1).toBe(1)
    expect(list.items.map((item) => item.map((run) => run.text).join(''))).toEqual([
      ...statements,
      CLOSING_STATEMENT,
    ])
    expect(CLOSING_STATEMENT).toMatch(/true and correct to the best of my knowledge and belief/)
    expect(CLOSING_STATEMENT).toMatch(/Nothing material has been concealed/)
  })

  it('gives the place and date of signing, then the DEPONENT signature', () => {
    expect(text).toContain('Place: Jaipur\nDate: 20 November 2026\nDEPONENT\nPriya Sharma')
  })

  it('verifies paragraphs 1 to N at the place and date, followed by a second DEPONENT signature', () => {
    const verificationAt = indexOf(model, isHeading('VERIFICATION'))
    expect(verificationAt).toBeGreaterThan(indexOf(model, (block) => block.kind === 'list'))
    expect(text).toContain(
      'Verified at Jaipur on 20 November 2026 that the contents of paragraphs 1 to 5 of this affidavit are true',
    )
    const signatures = model.blocks
      .map((block, index) => ({ block, index }))
      .filter(({ block }) => block.kind === 'signatures')
    expect(signatures).toHaveLength(2)
    expect(signatures[0]!.index).toBeLessThan(verificationAt)
    expect(signatures[1]!.index).toBeGreaterThan(verificationAt)
  })

  it('warns in the document itself that a false affidavit is an offence (BNS 227 / 229)', () => {
    expect(text).toContain(FALSE_AFFIDAVIT_NOTE)
    expect(FALSE_AFFIDAVIT_NOTE).toMatch(/sections 227 and 229 of the Bharatiya Nyaya Sanhita/)
    const noteAt = indexOf(
      model,
      (block) => block.kind === 'paragraph' && block.runs[0]?.text === FALSE_AFFIDAVIT_NOTE,
    )
    expect(noteAt).toBe(model.blocks.length - 2)
  })

  it('ends with the attestation block for the chosen officer', () => {
    const attestation = model.blocks.at(-1)
    expect(attestation?.kind).toBe('attestation')
    const lines = modelText({ ...model, blocks: [attestation!] })
    expect(lines).toContain('Identified by: Anil Mehta, Advocate')
    expect(lines).toContain(
      'Solemnly affirmed before me by the deponent Priya Sharma at Jaipur on 20 November 2026.',
    )
    expect(lines).toMatch(/Signature: _+/)
    expect(lines).toMatch(/Name and seal: _+/)
    expect(lines.split('\n').at(-1)).toBe('Notary Public')
  })

  it('has no placeholders and no court heading', () => {
    expect(placeholders(model)).toEqual([])
    expect(text).not.toMatch(/court/i)
  })
})

describe('the affidavit’s choices', () => {
  it.each([
    ['notary', 'Notary Public'],
    ['oath_commissioner', 'Oath Commissioner'],
    ['executive_magistrate', 'Executive Magistrate'],
  ])('names the %s as the attesting officer', (attestedBy, label) => {
    const attestation = withAnswers({ attestedBy }).blocks.at(-1)
    expect(attestation?.kind === 'attestation' && attestation.lines.at(-1)).toEqual([
      { text: label, bold: true },
    ])
  })

  it.each([
    ['son_of', 'son of'],
    ['daughter_of', 'daughter of'],
    ['wife_of', 'wife of'],
    ['husband_of', 'husband of'],
  ])('prints the relation %s as "%s"', (relation, printed) => {
    expect(modelText(withAnswers({ relation }))).toContain(`Priya Sharma, ${printed} Rajesh Sharma`)
  })

  it('heads a court affidavit with the court, case number and parties above AFFIDAVIT', () => {
    const model = withAnswers({
      forCourt: 'yes',
      courtName: 'In the Court of the Civil Judge (Senior Division), Jaipur',
      caseNumber: 'Civil Suit No. 245 of 2025',
      caseParties: 'Ramesh Kulkarni … Plaintiff versus Suresh Patil … Defendant',
    })
    expect(modelText(model).split('\n').slice(0, 4)).toEqual([
      'In the Court of the Civil Judge (Senior Division), Jaipur',
      'Civil Suit No. 245 of 2025',
      'Ramesh Kulkarni … Plaintiff versus Suresh Patil … Defendant',
      'AFFIDAVIT',
    ])
    expect(model.guidance.map((note) => note.text).join(' ')).toContain('Order XIX')
  })

  it('leaves out the court heading when the affidavit is not for a court, even if court answers remain', () => {
    const model = withAnswers({ forCourt: 'no', courtName: 'Old court', caseNumber: 'Old case' })
    expect(model.blocks[0]).toEqual({ kind: 'heading', level: 1, text: 'AFFIDAVIT' })
    expect(modelText(model)).not.toContain('Old court')
    expect(model.guidance.map((note) => note.text).join(' ')).not.toContain('Order XIX')
  })

  it('shows placeholders for a court affidavit whose court is not given yet, and leaves out blank parties', () => {
    const model = withAnswers({ forCourt: 'yes', courtName: ' ', caseNumber: '', caseParties: '' })
    expect(modelText(model).split('\n').slice(0, 3)).toEqual([
      '[Name of the court]',
      '[Case number]',
      'AFFIDAVIT',
    ])
  })

  it('is titled "Affidavit" without a purpose, and prints no purpose line', () => {
    const model = withAnswers({ purpose: '  ' })
    expect(model.title).toBe('Affidavit')
    expect(modelText(model).split('\n').slice(0, 2)).toEqual([
      'AFFIDAVIT',
      expect.stringMatching(/^I, Priya Sharma, /),
    ])
  })

  it('skips blank statements and counts only the rest in the verification', () => {
    const model = withAnswers({ statements: ['  ', 'I live in Jaipur.', ''] })
    expect(statementList(model).items).toHaveLength(2)
    expect(modelText(model)).toContain('contents of paragraphs 1 to 2 ')
  })

  it('numbers thirty statements 1 to 31 with the closing one last', () => {
    const statements = Array.from({ length: 30 }, (_, index) => `Fact number ${index + 1}.`)
    const model = withAnswers({ statements })
    const items = statementList(model).items
    expect(items).toHaveLength(31)
    expect(items.at(-1)).toEqual([{ text: CLOSING_STATEMENT }])
    expect(modelText(model)).toContain('paragraphs 1 to 31 ')
  })
})

describe('the affidavit built from incomplete or malformed answers', () => {
  it('builds from nothing, with a placeholder for every required answer', () => {
    const model = build({})
    expect(model.title).toBe('Affidavit')
    expect(placeholders(model)).toEqual(
      expect.arrayContaining([
        '[Name of the deponent]',
        '[Son / daughter / wife / husband of]',
        "[Father's, mother's or spouse's name]",
        '[Age]',
        '[Occupation]',
        '[Full address]',
        '[Your first statement of fact]',
        '[Place]',
        '[Date]',
        '[Notary Public / Oath Commissioner / Executive Magistrate]',
      ]),
    )
    expect(placeholders(model).every((text) => /^\[.+\]$/.test(text))).toBe(true)
    const text = modelText(model)
    expect(text).toContain('solemnly affirm and declare as under:')
    expect(text).toContain('contents of paragraphs 1 to 2 ')
    expect(text).toContain(FALSE_AFFIDAVIT_NOTE)
    expect(text).toContain('Identified by: ____')
  })

  it('builds a new draft’s initial answers', () => {
    const model = build(affidavitTemplate.initialAnswers())
    expect(placeholders(model)).toContain('[Your first statement of fact]')
    expect(model.blocks.at(-1)?.kind).toBe('attestation')
  })

  it('treats answers of the wrong type as missing instead of throwing', () => {
    const garbage = {
      forCourt: ['yes'],
      courtName: 7,
      deponentName: { first: 'Priya' },
      relation: 'uncle_of',
      age: 'twenty',
      statements: [1, null, 'I live in Jaipur.', { text: 'x' }],
      place: null,
      signingDate: '2026-02-30',
      attestedBy: 'judge',
      identifiedBy: 42,
    } as unknown as Answers
    const model = build(garbage)
    const text = modelText(model)
    expect(model.blocks[0]).toEqual({ kind: 'heading', level: 1, text: 'AFFIDAVIT' })
    expect(statementList(model).items).toEqual([
      [{ text: 'I live in Jaipur.' }],
      [{ text: CLOSING_STATEMENT }],
    ])
    expect(placeholders(model)).toEqual(
      expect.arrayContaining([
        '[Name of the deponent]',
        '[Son / daughter / wife / husband of]',
        '[Age]',
        '[Place]',
        '[Date]',
        '[Notary Public / Oath Commissioner / Executive Magistrate]',
      ]),
    )
    expect(text).not.toContain('uncle')
    expect(text).not.toContain('twenty')
  })

  it.each([null, undefined, 'text', ['a'], 5])(
    'does not throw for answers that are %j',
    (value) => {
      expect(() => build(value as unknown as Answers)).not.toThrow()
    },
  )

  it('is pure: the same answers build the same model, and the answers are not changed', () => {
    const answers = structuredClone(sampleAnswers)
    expect(build(answers)).toEqual(build(answers))
    expect(answers).toEqual(sampleAnswers)
  })

  it('builds the largest affidavit fast (well under 5 ms each)', () => {
    const statements = Array.from({ length: 30 }, () => 'अ'.repeat(1500))
    const answers = { ...sampleAnswers, forCourt: 'yes', statements }
    const started = performance.now()
    for (let run = 0; run < 200; run += 1) build(answers)
    expect((performance.now() - started) / 200).toBeLessThan(5)
  })
})

describe('the affidavit’s guidance', () => {
  const guidance = build(sampleAnswers).guidance
  const all = guidance.map((note) => `${note.title}: ${note.text}`).join('\n')

  it('says the stamp paper’s value depends on the state, without quoting a figure', () => {
    const stamp = guidance.find((note) => /stamp paper/i.test(note.text))
    expect(stamp?.text).toMatch(/non-judicial stamp paper/)
    expect(stamp?.text).toMatch(/state/)
    expect(stamp?.text).not.toMatch(/\d|₹|Rs/)
  })

  it('warns that a false affidavit is an offence under BNS 227 and 229 (IPC 191 and 193 before 1 July 2024)', () => {
    const warning = guidance.find((note) => note.tone === 'warning')
    expect(warning?.text).toContain('BNS sections 227 and 229')
    expect(warning?.text).toContain('IPC 191 and 193')
    expect(warning?.text).toContain('1 July 2024')
  })

  it('asks the deponent to sign before the officer with an identity document', () => {
    expect(all).toMatch(/Sign only in front of the officer/)
    expect(all).toMatch(/identity document/)
  })

  it('says it is information, not legal advice, and points to an advocate', () => {
    expect(all).toContain('information, not legal advice')
    expect(all).toMatch(/advocate/)
  })

  it('is never printed in the document', () => {
    const text = modelText(build(sampleAnswers))
    for (const note of guidance) expect(text).not.toContain(note.text)
    expect(text).not.toMatch(/stamp paper|legal advice/i)
  })
})
