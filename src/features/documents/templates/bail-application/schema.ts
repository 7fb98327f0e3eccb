// Complete bail-application answers: what 'Download PDF' and 'Mark as final' require. Each message
// lands on its field's name so the form shows it under that field.
import * as z from 'zod/mini'
import {
  optionalDate,
  optionalText,
  requiredChoice,
  requiredDate,
  requiredText,
  textList,
  wholeNumber,
} from '../schema-helpers'
import type { Answers } from '../types'
import { items, text } from '../model-helpers'
import {
  chosenGrounds,
  citesHealth,
  citesParity,
  disclosesAntecedents,
  disclosesEarlierApplications,
  hasFir,
  isAnticipatory,
  isRegular,
} from './conditions'
import {
  ANTECEDENT_CHOICES,
  BAIL_KINDS,
  COURTS,
  CUSTODY_TYPES,
  EARLIER_APPLICATION_CHOICES,
  FIR_CHOICES,
  GROUNDS,
  INVESTIGATION_STAGES,
  MAX_ADDITIONAL_GROUNDS,
  MAX_GROUND_LENGTH,
  valuesOf,
} from './options'
import { safeAnswers } from '../safe-answers'
import { RELATIONS } from '../options'

export const MESSAGES = {
  anticipatoryAtMagistrate:
    'Anticipatory bail can be sought only from a Court of Session or the High Court (BNSS s.482). Choose one of those.',
  noGround: 'Tick at least one ground, or write one under Other grounds.',
  antecedentsContradiction:
    "You ticked 'No criminal antecedents' but disclosed other criminal cases. Untick it, or correct the disclosure.",
  firBeforeOffence: 'The FIR cannot be dated before the offence.',
  arrestBeforeOffence: 'The arrest cannot be dated before the offence.',
  custodyBeforeArrest: 'Custody cannot begin before the arrest.',
} as const

/** A field asked only in some cases: its check, or null while the form hides it. */
type ConditionalRule = (answers: Answers) => z.ZodMiniType | null

const whenShown =
  (shown: (answers: Answers) => boolean, schema: z.ZodMiniType): ConditionalRule =>
  (answers) =>
    shown(answers) ? schema : null

const CONDITIONAL_FIELDS: Record<string, ConditionalRule> = {
  firRegistered: whenShown(
    isAnticipatory,
    requiredChoice(valuesOf(FIR_CHOICES), 'Say whether an FIR has been registered.'),
  ),
  firNumber: whenShown(hasFir, requiredText('Enter the FIR number, as on the FIR.', 40)),
  policeStation: whenShown(
    hasFir,
    requiredText('Enter the police station where the FIR was registered.', 100),
  ),
  district: whenShown(hasFir, requiredText('Enter the district of the police station.', 100)),
  firDate: whenShown(hasFir, requiredDate('Enter the date of the FIR.')),
  // Always shown; required only when there is an FIR to copy them from.
  sections: (answers) =>
    hasFir(answers)
      ? requiredText('Enter the sections as written in the FIR, e.g. 318(4), 61(2).', 200)
      : optionalText(200),
  arrestDate: whenShown(isRegular, requiredDate('Enter the date of arrest.')),
  custodyType: whenShown(
    isRegular,
    requiredChoice(valuesOf(CUSTODY_TYPES), 'Choose judicial or police custody.'),
  ),
  custodySince: whenShown(isRegular, optionalDate()),
  investigationStage: whenShown(
    isRegular,
    requiredChoice(valuesOf(INVESTIGATION_STAGES), 'Choose the stage of the case.'),
  ),
  // The reason to believe arrest is near: the FIR shows it when there is one; otherwise it must be told.
  apprehensionBasis: (answers) =>
    !isAnticipatory(answers)
      ? null
      : hasFir(answers)
        ? optionalText(3000)
        : requiredText(
            'Without an FIR, explain why the applicant fears arrest for a non-bailable offence.',
            3000,
          ),
  coAccusedDetails: whenShown(citesParity, optionalText(300)),
  healthDetails: whenShown(citesHealth, optionalText(300)),
  antecedentsDetails: whenShown(
    disclosesAntecedents,
    requiredText('Give the details of the other criminal cases.', 1500),
  ),
  earlierApplicationsDetails: whenShown(
    disclosesEarlierApplications,
    requiredText('Give the court, date and outcome of each earlier bail application.', 1500),
  ),
}

/** Hidden fields may hold anything left from an earlier choice: they are checked only when shown. */
const conditionalShape = Object.fromEntries(
  Object.keys(CONDITIONAL_FIELDS).map((name) => [name, z.optional(z.unknown())]),
)

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value)
/** True when both are dates and `later` is before `earlier` (ISO dates compare as text). */
const before = (later: string, earlier: string) =>
  isIsoDate(later) && isIsoDate(earlier) && later < earlier

type Problem = (name: string, message: string) => void

function checkConditionalFields(answers: Answers, raw: Record<string, unknown>, problem: Problem) {
  for (const [name, rule] of Object.entries(CONDITIONAL_FIELDS)) {
    const schema = rule(answers)
    if (!schema) continue
    const result = schema.safeParse(raw[name] ?? '')
    const message = result.success ? undefined : result.error.issues[0]?.message
    if (message) problem(name, message)
  }
}

function checkConsistency(answers: Answers, problem: Problem) {
  const grounds = chosenGrounds(answers)
  if (grounds.length === 0 && items(answers, 'additionalGrounds').length === 0)
    problem('grounds', MESSAGES.noGround)
  if (grounds.includes('no_antecedents') && disclosesAntecedents(answers))
    problem('grounds', MESSAGES.antecedentsContradiction)
  if (isAnticipatory(answers) && answers.court === 'magistrate')
    problem('court', MESSAGES.anticipatoryAtMagistrate)

  const offenceDate = text(answers, 'offenceDate')
  if (hasFir(answers) && before(text(answers, 'firDate'), offenceDate))
    problem('firDate', MESSAGES.firBeforeOffence)
  if (isRegular(answers)) {
    const arrestDate = text(answers, 'arrestDate')
    if (before(arrestDate, offenceDate)) problem('arrestDate', MESSAGES.arrestBeforeOffence)
    if (before(text(answers, 'custodySince'), arrestDate))
      problem('custodySince', MESSAGES.custodyBeforeArrest)
  }
}

export const bailApplicationSchema = z
  .object({
    bailKind: requiredChoice(valuesOf(BAIL_KINDS), 'Choose regular or anticipatory bail.'),
    court: requiredChoice(valuesOf(COURTS), 'Choose the court.'),
    courtName: requiredText(
      'Enter the name and place of the court, e.g. Court of the Chief Judicial Magistrate, Pune.',
      150,
    ),
    stateName: optionalText(60),
    applicantName: requiredText("Enter the applicant's full name.", 120),
    relationType: requiredChoice(valuesOf(RELATIONS), 'Choose the relation.'),
    relativeName: requiredText("Enter the father's, mother's or spouse's name.", 120),
    age: wholeNumber(
      "Enter the applicant's age in whole years, from 18 to 120. (A child's case goes to the Juvenile Justice Board.)",
      18,
      120,
    ),
    occupation: requiredText("Enter the applicant's occupation.", 100),
    address: requiredText("Enter the applicant's permanent address.", 300),
    offenceDate: requiredDate(
      'Enter the date of the alleged offence: it decides whether the sections are BNS or IPC.',
    ),
    briefFacts: requiredText('Describe the prosecution case in brief.', 3000),
    applicantVersion: requiredText("Give the applicant's version of the events.", 3000),
    grounds: z._default(z.array(z.enum(valuesOf(GROUNDS), 'Tick grounds from the list.')), []),
    additionalGrounds: z._default(
      textList('Write each ground as text.', 0, MAX_ADDITIONAL_GROUNDS, MAX_GROUND_LENGTH),
      [],
    ),
    antecedents: requiredChoice(
      valuesOf(ANTECEDENT_CHOICES),
      'Say whether the applicant has any other criminal case.',
    ),
    earlierApplications: requiredChoice(
      valuesOf(EARLIER_APPLICATION_CHOICES),
      'Say whether bail was sought earlier in this case.',
    ),
    place: requiredText('Enter the place of signing.', 100),
    signingDate: requiredDate('Enter the date of signing.'),
    advocateName: optionalText(120),
    ...conditionalShape,
  })
  .check(
    z.superRefine(
      (value, context) => {
        const raw = value as Record<string, unknown>
        const answers = safeAnswers(raw)
        const problem: Problem = (name, message) =>
          context.addIssue({ code: 'custom', message, path: [name], input: raw[name] })
        checkConditionalFields(answers, raw, problem)
        checkConsistency(answers, problem)
      },
      // Run even while other fields are still wrong, so every message shows at the same time.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  )
