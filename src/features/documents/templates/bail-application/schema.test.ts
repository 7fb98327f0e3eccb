// @vitest-environment node
import type { Answers } from '../types'
import { MESSAGES, bailApplicationSchema } from './schema'
import { sampleAnswers, sampleAnswersBeforeJuly2024 } from './sample-answers'

/** The messages the form would show, by field name. */
function messages(answers: unknown): Record<string, string[]> {
  const result = bailApplicationSchema.safeParse(answers)
  const byField: Record<string, string[]> = {}
  if (result.success) return byField
  for (const issue of result.error.issues) {
    const field = String(issue.path[0])
    ;(byField[field] ??= []).push(issue.message)
  }
  return byField
}

const anticipatory: Answers = {
  ...sampleAnswers,
  bailKind: 'anticipatory',
  court: 'high_court',
  firRegistered: 'yes',
  apprehensionBasis: '',
}

describe('bailApplicationSchema', () => {
  it('accepts both sample answers', () => {
    expect(messages(sampleAnswers)).toEqual({})
    expect(messages(sampleAnswersBeforeJuly2024)).toEqual({})
  })

  it('puts a message under every required field of empty answers', () => {
    const byField = messages({})
    for (const field of [
      'bailKind',
      'court',
      'courtName',
      'applicantName',
      'relationType',
      'relativeName',
      'age',
      'occupation',
      'address',
      'offenceDate',
      'briefFacts',
      'applicantVersion',
      'grounds',
      'antecedents',
      'earlierApplications',
      'place',
      'signingDate',
    ])
      expect(byField[field], field).toBeDefined()
    expect(byField.offenceDate).toEqual([
      'Enter the date of the alleged offence: it decides whether the sections are BNS or IPC.',
    ])
  })

  it('refuses anticipatory bail before a Magistrate, on the court field', () => {
    expect(messages({ ...anticipatory, court: 'magistrate' })).toEqual({
      court: [MESSAGES.anticipatoryAtMagistrate],
    })
    expect(messages({ ...sampleAnswers, court: 'magistrate' })).toEqual({})
    expect(messages(anticipatory)).toEqual({})
  })

  it('asks for the custody only for regular bail', () => {
    const regular = messages({ ...sampleAnswers, arrestDate: '', custodyType: '' })
    expect(regular.arrestDate).toEqual(['Enter the date of arrest.'])
    expect(regular.custodyType).toBeDefined()
    // Left over from an earlier choice of regular bail, and hidden now: ignored.
    expect(messages({ ...anticipatory, arrestDate: 'not a date', custodyType: 'x' })).toEqual({})
  })

  it('lets anticipatory bail go without an FIR, and then requires the reasons to fear arrest', () => {
    const noFir = { ...anticipatory, firRegistered: 'no', firNumber: '', firDate: '', sections: '' }
    expect(Object.keys(messages(noFir))).toEqual(['apprehensionBasis'])
    expect(
      messages({ ...noFir, apprehensionBasis: 'The complainant has threatened a false case.' }),
    ).toEqual({})
    expect(messages({ ...anticipatory, firRegistered: '' }).firRegistered).toBeDefined()
  })

  it('requires the FIR details whenever there is an FIR', () => {
    const byField = messages({ ...anticipatory, firNumber: ' ', policeStation: '', sections: '' })
    expect(Object.keys(byField).sort()).toEqual(['firNumber', 'policeStation', 'sections'])
  })

  it('needs at least one ground, ticked or written', () => {
    const none = { ...sampleAnswers, grounds: [], additionalGrounds: ['  '] }
    expect(messages(none)).toEqual({ grounds: [MESSAGES.noGround] })
    expect(messages({ ...none, additionalGrounds: ['The applicant is the sole earner.'] })).toEqual(
      {},
    )
    expect(messages({ ...sampleAnswers, grounds: ['woman'], additionalGrounds: [] })).toEqual({})
    expect(messages({ ...sampleAnswers, grounds: ['made_up'] }).grounds).toBeDefined()
  })

  it('asks for the details of disclosed cases and earlier applications', () => {
    const byField = messages({
      ...sampleAnswers,
      grounds: ['roots_in_community'],
      antecedents: 'some',
      earlierApplicationsDetails: '',
    })
    expect(Object.keys(byField).sort()).toEqual([
      'antecedentsDetails',
      'earlierApplicationsDetails',
    ])
  })

  it("refuses 'no criminal antecedents' next to disclosed cases", () => {
    const byField = messages({
      ...sampleAnswers,
      antecedents: 'some',
      antecedentsDetails: 'FIR 12/2019, Police Station Sample Nagar: acquitted in 2021.',
    })
    expect(byField).toEqual({ grounds: [MESSAGES.antecedentsContradiction] })
  })

  it('refuses an FIR or arrest dated before the offence, and custody before the arrest', () => {
    expect(messages({ ...sampleAnswers, firDate: '2025-01-13' })).toEqual({
      firDate: [MESSAGES.firBeforeOffence],
    })
    expect(messages({ ...sampleAnswers, arrestDate: '2025-01-10', custodySince: '' })).toEqual({
      arrestDate: [MESSAGES.arrestBeforeOffence],
    })
    expect(messages({ ...sampleAnswers, custodySince: '2025-02-01' })).toEqual({
      custodySince: [MESSAGES.custodyBeforeArrest],
    })
  })

  it('refuses a child: the Juvenile Justice Board hears those cases', () => {
    expect(messages({ ...sampleAnswers, age: '16' }).age).toBeDefined()
  })

  it('does not throw on input of the wrong shape', () => {
    expect(bailApplicationSchema.safeParse(null).success).toBe(false)
    expect(bailApplicationSchema.safeParse({ grounds: 'woman', age: 34 }).success).toBe(false)
  })
})
