// Complete bail-application answers: each field's own check (steps.ts), then the rules across
// fields. Each message lands on its field's name so the form shows it under that field.
import type { Problem } from '../field-table'
import { items, text } from '../model-helpers'
import type { Answers } from '../types'
import {
  chosenGrounds,
  disclosesAntecedents,
  hasFir,
  isAnticipatory,
  isRegular,
} from './conditions'
import { bailApplicationForm } from './steps'

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

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value)
/** True when both are dates and `later` is before `earlier` (ISO dates compare as text). */
const before = (later: string, earlier: string) =>
  isIsoDate(later) && isIsoDate(earlier) && later < earlier

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

export const bailApplicationSchema = bailApplicationForm.schema(checkConsistency)
