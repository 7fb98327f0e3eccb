// Complete rent agreement answers: each field's own check (steps.ts), then the rules across
// fields. Each message lands on its field's name so the form shows it under that field.
import type { Problem } from '../field-table'
import { text } from '../model-helpers'
import { isWhole } from '../schema-helpers'
import type { Answers } from '../types'
import { hasDeposit, LIMITS, rentAgreementForm } from './steps'

export const MESSAGES = {
  refundDays: `Enter the number of days to refund the deposit, from 1 to ${LIMITS.refundDays}.`,
  lockInWithinTerm: 'Keep the lock-in period within the term of the agreement.',
} as const

function checkTerms(answers: Answers, problem: Problem) {
  if (hasDeposit(answers) && !isWhole(text(answers, 'depositRefundDays'), 1, LIMITS.refundDays))
    problem('depositRefundDays', MESSAGES.refundDays)
  const term = text(answers, 'termMonths')
  const lockIn = text(answers, 'lockInMonths')
  if (
    isWhole(term, 1, LIMITS.termMonths) &&
    isWhole(lockIn, 0, LIMITS.termMonths) &&
    +lockIn > +term
  )
    problem('lockInMonths', MESSAGES.lockInWithinTerm)
}

export const rentAgreementSchema = rentAgreementForm.schema(checkTerms)
