// @vitest-environment node
import type { Answers } from '../types'
import { rentAgreementTemplate } from '.'
import { sampleAnswers } from './sample-answers'
import { MESSAGES } from './schema'

const { schema } = rentAgreementTemplate

/** The messages by field name, as the form shows them. */
function messages(answers: Answers): Record<string, string> {
  const result = schema.safeParse(answers)
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
  )
}

const fieldNames = rentAgreementTemplate.steps.flatMap((step) =>
  step.fields.map((field) => field.name),
)

describe('rent agreement schema', () => {
  it('accepts the sample answers', () => {
    expect(schema.safeParse(sampleAnswers).success).toBe(true)
  })

  it('puts each message of an empty draft on a field of the form', () => {
    const found = messages(rentAgreementTemplate.initialAnswers())
    for (const field of rentAgreementTemplate.steps.flatMap((step) => step.fields)) {
      if (field.required) expect(found[field.name], field.name).toMatch(/^(Enter|Choose|Describe)/)
      else expect(found[field.name], field.name).toBeUndefined()
    }
    for (const name of Object.keys(found)) expect(fieldNames).toContain(name)
  })

  it('gives instructions, not codes', () => {
    const found = messages({
      ...sampleAnswers,
      termMonths: '0',
      rentDueDay: '31',
      state: 'Atlantis',
    })
    expect(found).toEqual({
      termMonths: 'Enter the term in whole months, from 1 to 120.',
      rentDueDay: 'Enter the day of the month the rent is due, from 1 to 28.',
      state: 'Choose the state or union territory where the property is.',
    })
  })

  it('lets the type follow the state, but not be anything else', () => {
    expect(messages({ ...sampleAnswers, agreementType: '' })).toEqual({})
    const withoutType = Object.fromEntries(
      Object.entries(sampleAnswers).filter(([name]) => name !== 'agreementType'),
    )
    expect(messages(withoutType)).toEqual({})
    expect(Object.keys(messages({ ...sampleAnswers, agreementType: 'rental' }))).toEqual([
      'agreementType',
    ])
  })

  it('requires the refund days only when there is a deposit', () => {
    const refundField = rentAgreementTemplate.steps
      .flatMap((step) => step.fields)
      .find((field) => field.name === 'depositRefundDays')
    const noDeposit = { ...sampleAnswers, securityDeposit: '0', depositRefundDays: '' }
    expect(refundField?.showIf?.(noDeposit)).toBe(false)
    expect(messages(noDeposit)).toEqual({})

    const deposit = { ...sampleAnswers, depositRefundDays: '' }
    expect(refundField?.showIf?.(deposit)).toBe(true)
    expect(messages(deposit)).toEqual({ depositRefundDays: MESSAGES.refundDays })
    expect(messages({ ...deposit, depositRefundDays: '91' })).toEqual({
      depositRefundDays: MESSAGES.refundDays,
    })
  })

  it('shows the conditional message alongside the others', () => {
    const found = messages({ ...sampleAnswers, depositRefundDays: '', tenantName: ' ' })
    expect(found).toEqual({
      tenantName: "Enter the tenant's full name.",
      depositRefundDays: MESSAGES.refundDays,
    })
  })

  it('keeps the lock-in period within the term', () => {
    expect(messages({ ...sampleAnswers, termMonths: '11', lockInMonths: '12' })).toEqual({
      lockInMonths: MESSAGES.lockInWithinTerm,
    })
    expect(messages({ ...sampleAnswers, termMonths: '11', lockInMonths: '11' })).toEqual({})
    expect(messages({ ...sampleAnswers, lockInMonths: '' })).toEqual({})
  })

  it('takes the optional fields empty, and checks them when given', () => {
    expect(messages({ ...sampleAnswers, escalationPercent: '', fittings: [] })).toEqual({})
    expect(Object.keys(messages({ ...sampleAnswers, escalationPercent: '5.5' }))).toEqual([
      'escalationPercent',
    ])
  })
})

describe('rent agreement form', () => {
  it('asks the state first, among all 28 states and 8 union territories', () => {
    const [first] = rentAgreementTemplate.steps
    const state = first?.fields[0]
    expect(state?.name).toBe('state')
    expect(state?.kind).toBe('select')
    expect(state?.options).toHaveLength(36)
    expect(state?.options?.map((option) => option.value)).toContain(
      'Dadra and Nagar Haveli and Daman and Diu',
    )
  })

  it('has unique field names, each with an initial answer the schema knows', () => {
    expect(new Set(fieldNames).size).toBe(fieldNames.length)
    expect(Object.keys(rentAgreementTemplate.initialAnswers()).sort()).toEqual(
      [...fieldNames].sort(),
    )
    expect(Object.keys(sampleAnswers).sort()).toEqual([...fieldNames].sort())
  })
})
