// @vitest-environment node
import type { Answers } from '../types'
import { affidavitTemplate } from './index'
import { sampleAnswers } from './sample-answers'

const { schema, steps } = affidavitTemplate
const fields = steps.flatMap((step) => step.fields)

/** The message the form would show under each field, by field name. */
function messages(answers: unknown): Record<string, string> {
  const result = schema.safeParse(answers)
  if (result.success) return {}
  const byField: Record<string, string> = {}
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message
  return byField
}
const withAnswers = (changes: Answers) => ({ ...sampleAnswers, ...changes })

describe('the affidavit schema', () => {
  it('accepts the sample answers', () => {
    expect(schema.safeParse(sampleAnswers).success).toBe(true)
  })

  it('uses a Devanagari name or address in the sample', () => {
    expect(Object.values(sampleAnswers).flat().join(' ')).toMatch(/[\u0900-\u097F]/)
  })

  it('names a field for every key of the answers, and starts a draft with every field', () => {
    const names = fields.map((field) => field.name).sort()
    expect(Object.keys(sampleAnswers).sort()).toEqual(names)
    expect(Object.keys(affidavitTemplate.initialAnswers()).sort()).toEqual(names)
    expect(affidavitTemplate.initialAnswers().statements).toEqual([''])
  })

  it('puts an instruction under every required field of an empty draft', () => {
    expect(messages(affidavitTemplate.initialAnswers())).toEqual({
      deponentName: "Enter the deponent's full name.",
      relation: 'Choose the relation.',
      relativeName: "Enter the father's, mother's or spouse's name.",
      age: 'Enter the age in whole years, from 18 to 120.',
      occupation: "Enter the deponent's occupation.",
      address: 'Enter the full address.',
      statements: 'Write at least one statement of fact.',
      place: 'Enter the place of signing.',
      signingDate: 'Enter the date of signing.',
    })
  })

  it('asks for the court question and the attesting officer when they are missing altogether', () => {
    expect(messages({})).toMatchObject({
      forCourt: 'Choose whether this affidavit is for a court case.',
      attestedBy: 'Choose who will attest the affidavit.',
    })
  })

  it.each(fields.filter((field) => field.required && !field.showIf))('requires $name', (field) => {
    const empty = field.kind === 'list' ? [] : ''
    expect(messages(withAnswers({ [field.name]: empty }))).toHaveProperty(field.name)
  })

  it.each(fields.filter((field) => !field.required))('lets $name be empty', (field) => {
    expect(messages(withAnswers({ [field.name]: '' }))).toEqual({})
  })

  it('requires the court and case number only for a court affidavit', () => {
    const blankCourt = { courtName: '', caseNumber: ' ', caseParties: '' }
    expect(messages(withAnswers({ forCourt: 'no', ...blankCourt }))).toEqual({})
    expect(messages(withAnswers({ forCourt: 'yes', ...blankCourt }))).toEqual({
      courtName: 'Enter the name of the court.',
      caseNumber: 'Enter the case number.',
    })
    expect(
      messages(
        withAnswers({ forCourt: 'yes', courtName: 'Civil Court, Jaipur', caseNumber: 'CS 1/2025' }),
      ),
    ).toEqual({})
  })

  it('shows the court’s messages together with the other fields’ messages', () => {
    const result = messages({ forCourt: 'yes', deponentName: 5 })
    expect(result).toHaveProperty('deponentName')
    expect(result).toHaveProperty('courtName', 'Enter the name of the court.')
  })

  it.each(['17', '121', '2a', '-20', '18.5', ''])('refuses the age %j', (age) => {
    expect(messages(withAnswers({ age }))).toHaveProperty('age')
  })

  it.each(['18', '120', ' 45 '])('accepts the age %j', (age) => {
    expect(messages(withAnswers({ age }))).toEqual({})
  })

  it('ignores blank statements but needs at least one real one', () => {
    expect(messages(withAnswers({ statements: ['', 'I live in Jaipur.', ' '] }))).toEqual({})
    expect(messages(withAnswers({ statements: ['', '  '] }))).toEqual({
      statements: 'Write at least one statement of fact.',
    })
  })

  it('allows at most 30 statements of at most 1500 characters each', () => {
    const many = (count: number) => Array.from({ length: count }, () => 'I live in Jaipur.')
    expect(messages(withAnswers({ statements: many(30) }))).toEqual({})
    expect(messages(withAnswers({ statements: many(31) }))).toHaveProperty('statements')
    expect(messages(withAnswers({ statements: ['a'.repeat(1500)] }))).toEqual({})
    expect(messages(withAnswers({ statements: ['a'.repeat(1501)] }))).toEqual({
      statements: 'Keep this under 1500 characters.',
    })
  })

  it.each([
    ['relation', 'uncle_of'],
    ['attestedBy', 'judge'],
    ['forCourt', 'maybe'],
    ['signingDate', '2026-02-30'],
    ['signingDate', '20/11/2026'],
  ])('refuses %s = %j', (name, value) => {
    expect(messages(withAnswers({ [name]: value }))).toHaveProperty(name)
  })

  it('writes every message as an instruction', () => {
    const all = {
      ...messages({}),
      ...messages(affidavitTemplate.initialAnswers()),
      ...messages(withAnswers({ forCourt: 'yes', courtName: '', caseNumber: '' })),
    }
    for (const message of Object.values(all)) expect(message).toMatch(/^[A-Z][^[]*\.$/)
  })
})
