// Which parts of the form and the document apply: the kind of bail decides most of it. Shared by the
// steps (showIf), the schema (required only when shown) and build (what is printed).
import type { Answers } from '../types'

export type BailKind = 'regular' | 'anticipatory'

export function bailKind(answers: Answers): BailKind | undefined {
  const kind = answers.bailKind
  return kind === 'regular' || kind === 'anticipatory' ? kind : undefined
}

export const isRegular = (answers: Answers) => bailKind(answers) === 'regular'
export const isAnticipatory = (answers: Answers) => bailKind(answers) === 'anticipatory'

/** Regular bail always follows an FIR; anticipatory bail may come before one. Until the kind is chosen, the FIR is asked. */
export const hasFir = (answers: Answers) =>
  !isAnticipatory(answers) || answers.firRegistered === 'yes'

export function chosenGrounds(answers: Answers): string[] {
  const grounds = answers.grounds
  return Array.isArray(grounds) ? grounds : []
}

export const citesParity = (answers: Answers) => chosenGrounds(answers).includes('parity')
export const citesHealth = (answers: Answers) =>
  chosenGrounds(answers).some((ground) => ground === 'sick_or_infirm' || ground === 'age_or_health')

export const disclosesAntecedents = (answers: Answers) => answers.antecedents === 'some'
export const disclosesEarlierApplications = (answers: Answers) =>
  answers.earlierApplications === 'some'
