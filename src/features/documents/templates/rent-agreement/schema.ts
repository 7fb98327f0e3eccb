// Complete rent agreement answers: what 'Download PDF' and 'Mark as final' require. Each message
// lands on its field's name so the form shows it under that field.
import * as z from 'zod/mini'
import { text } from '../model-helpers'
import {
  optionalText,
  requiredChoice,
  requiredDate,
  requiredText,
  textList,
  wholeNumber,
} from '../schema-helpers'
import type { Answers } from '../types'
import { STATES } from './states'
import {
  AGREEMENT_TYPE_OPTIONS,
  COST_SHARES,
  FURNISHING,
  hasDeposit,
  LIMITS,
  MAINTENANCE_PAYERS,
  PAYERS,
  PAYMENT_MODES,
  USES,
} from './steps'
import { RELATIONS } from '../options'

const values = <T extends string>(options: readonly [{ value: T }, ...{ value: T }[]]) =>
  options.map((option) => option.value) as [T, ...T[]]

const isWhole = (value: string, min: number, max: number) =>
  /^\d{1,12}$/.test(value) && +value >= min && +value <= max

/** '' or whole digits from `min` to `max`. */
const optionalWholeNumber = (message: string, min: number, max: number) =>
  z._default(
    z.string(message).check(
      z.trim(),
      z.refine((value) => value === '' || isWhole(value, min, max), message),
    ),
    '',
  )

const relation = () => requiredChoice(values(RELATIONS), 'Choose the relation.')
const relativeName = () => requiredText("Enter the father's, mother's or spouse's name.", 120)

export const MESSAGES = {
  refundDays: `Enter the number of days to refund the deposit, from 1 to ${LIMITS.refundDays}.`,
  lockInWithinTerm: 'Keep the lock-in period within the term of the agreement.',
} as const

export const rentAgreementSchema = z
  .object({
    state: requiredChoice(STATES, 'Choose the state or union territory where the property is.'),
    agreementType: z._default(
      z.enum(['', ...values(AGREEMENT_TYPE_OPTIONS)], 'Choose the type of agreement.'),
      '',
    ),
    landlordName: requiredText("Enter the landlord's full name.", 120),
    landlordRelation: relation(),
    landlordRelativeName: relativeName(),
    landlordAddress: requiredText("Enter the landlord's permanent address.", 300),
    tenantName: requiredText("Enter the tenant's full name.", 120),
    tenantRelation: relation(),
    tenantRelativeName: relativeName(),
    tenantAddress: requiredText("Enter the tenant's permanent address.", 300),
    propertyAddress: requiredText('Enter the address of the property.', 300),
    propertyType: requiredText('Describe what is let, such as "2BHK flat".', 120),
    furnishing: requiredChoice(values(FURNISHING), 'Choose how the property is furnished.'),
    fittings: z._default(
      textList('List the fittings, one item a line.', 0, LIMITS.maxFittings, 200),
      [],
    ),
    permittedUse: requiredChoice(values(USES), 'Choose residential or commercial use.'),
    termMonths: wholeNumber(
      `Enter the term in whole months, from 1 to ${LIMITS.termMonths}.`,
      1,
      LIMITS.termMonths,
    ),
    startDate: requiredDate('Enter the start date.'),
    monthlyRent: wholeNumber(
      'Enter the monthly rent in whole rupees, digits only.',
      1,
      LIMITS.amount,
    ),
    rentDueDay: wholeNumber(
      `Enter the day of the month the rent is due, from 1 to ${LIMITS.rentDueDay}.`,
      1,
      LIMITS.rentDueDay,
    ),
    paymentMode: requiredChoice(values(PAYMENT_MODES), 'Choose how the rent is paid.'),
    escalationPercent: optionalWholeNumber(
      `Enter a whole percentage from 0 to ${LIMITS.escalationPercent}, or leave it empty.`,
      0,
      LIMITS.escalationPercent,
    ),
    securityDeposit: wholeNumber(
      'Enter the security deposit in whole rupees, or 0 if there is none.',
      0,
      LIMITS.amount,
    ),
    depositRefundDays: optionalText(12),
    lockInMonths: optionalWholeNumber(
      `Enter the lock-in period in whole months, or leave it empty.`,
      0,
      LIMITS.termMonths,
    ),
    noticeMonths: wholeNumber(
      `Enter the notice period in whole months, from 1 to ${LIMITS.noticeMonths}.`,
      1,
      LIMITS.noticeMonths,
    ),
    defaultMonths: wholeNumber(
      `Enter the months of unpaid rent, from 1 to ${LIMITS.defaultMonths}.`,
      1,
      LIMITS.defaultMonths,
    ),
    maintenancePaidBy: requiredChoice(
      values(MAINTENANCE_PAYERS),
      'Choose who pays the maintenance and society charges.',
    ),
    electricityPaidBy: requiredChoice(values(PAYERS), 'Choose who pays for electricity.'),
    waterPaidBy: requiredChoice(values(PAYERS), 'Choose who pays the water charges.'),
    entryNoticeHours: wholeNumber(
      `Enter the hours of notice, from 1 to ${LIMITS.entryNoticeHours}.`,
      1,
      LIMITS.entryNoticeHours,
    ),
    stampDutyPaidBy: requiredChoice(
      values(COST_SHARES),
      'Choose who pays the stamp duty and registration fees.',
    ),
    executionPlace: requiredText('Enter the place of signing.', 100),
    executionDate: requiredDate('Enter the date of signing.'),
    witness1Name: requiredText("Enter the first witness's name.", 120),
    witness1Address: requiredText("Enter the first witness's address.", 300),
    witness2Name: requiredText("Enter the second witness's name.", 120),
    witness2Address: requiredText("Enter the second witness's address.", 300),
  })
  .check(
    z.superRefine(
      (input, context) => {
        // Read the raw answers: the other fields may still be wrong while these rules apply.
        const answers = input as unknown as Answers
        const problem = (name: string, message: string) =>
          context.addIssue({ code: 'custom', message, path: [name], input: answers[name] })
        if (
          hasDeposit(answers) &&
          !isWhole(text(answers, 'depositRefundDays'), 1, LIMITS.refundDays)
        )
          problem('depositRefundDays', MESSAGES.refundDays)
        const term = text(answers, 'termMonths')
        const lockIn = text(answers, 'lockInMonths')
        if (
          isWhole(term, 1, LIMITS.termMonths) &&
          isWhole(lockIn, 0, LIMITS.termMonths) &&
          +lockIn > +term
        )
          problem('lockInMonths', MESSAGES.lockInWithinTerm)
      },
      // Run even while other fields are still wrong, so these messages show at the same time.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  )
