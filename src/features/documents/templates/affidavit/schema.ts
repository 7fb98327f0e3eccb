// Complete affidavit answers: what 'Download PDF' and 'Mark as final' require. Each message lands
// on its field's name so the form shows it under that field.
import * as z from 'zod/mini'
import {
  optionalText,
  requiredChoice,
  requiredDate,
  requiredText,
  textList,
  wholeNumber,
} from '../schema-helpers'
import { ATTESTING_OFFICERS, COURT_CHOICES, MAX_STATEMENT_LENGTH, MAX_STATEMENTS } from './steps'
import { RELATIONS } from '../options'

const values = <T extends string>(options: readonly [{ value: T }, ...{ value: T }[]]) =>
  options.map((option) => option.value) as [T, ...T[]]

/** The court's fields are asked only for a court affidavit, so only then are they required. */
const COURT_FIELDS_REQUIRED = [
  ['courtName', 'Enter the name of the court.'],
  ['caseNumber', 'Enter the case number.'],
] as const

export const affidavitSchema = z
  .object({
    purpose: optionalText(150),
    forCourt: requiredChoice(
      values(COURT_CHOICES),
      'Choose whether this affidavit is for a court case.',
    ),
    courtName: optionalText(200),
    caseNumber: optionalText(120),
    caseParties: optionalText(300),
    deponentName: requiredText("Enter the deponent's full name.", 120),
    relation: requiredChoice(values(RELATIONS), 'Choose the relation.'),
    relativeName: requiredText("Enter the father's, mother's or spouse's name.", 120),
    age: wholeNumber('Enter the age in whole years, from 18 to 120.', 18, 120),
    occupation: requiredText("Enter the deponent's occupation.", 100),
    address: requiredText('Enter the full address.', 300),
    statements: textList(
      'Write at least one statement of fact.',
      1,
      MAX_STATEMENTS,
      MAX_STATEMENT_LENGTH,
    ),
    place: requiredText('Enter the place of signing.', 100),
    signingDate: requiredDate('Enter the date of signing.'),
    attestedBy: requiredChoice(values(ATTESTING_OFFICERS), 'Choose who will attest the affidavit.'),
    identifiedBy: optionalText(120),
  })
  .check(
    z.superRefine(
      (answers, context) => {
        if (answers.forCourt !== 'yes') return
        for (const [name, message] of COURT_FIELDS_REQUIRED) {
          const value: unknown = answers[name]
          if (typeof value !== 'string' || !value.trim()) {
            context.addIssue({ code: 'custom', message, path: [name], input: value })
          }
        }
      },
      // Run even while other fields are still wrong, so the court's messages show at the same time.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  )
