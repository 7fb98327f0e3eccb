// The answers read once per build into what the clauses and guidance need: the resolved type of
// agreement, its party words, and the numbers (undefined while missing or not whole digits).
import { text } from '../model-helpers'
import type { Answers } from '../types'
import { AGREEMENT_TYPES, customaryType, isStateName, type AgreementType } from './states'

export type Wording = {
  title: string
  owner: 'Landlord' | 'Licensor'
  occupant: 'Tenant' | 'Licensee'
  /** What the monthly payment is called in the text. */
  payment: 'rent' | 'licence fee'
}

const WORDING: Record<AgreementType, Wording> = {
  lease: { title: 'Rent Agreement', owner: 'Landlord', occupant: 'Tenant', payment: 'rent' },
  leave_and_licence: {
    title: 'Leave and Licence Agreement',
    owner: 'Licensor',
    occupant: 'Licensee',
    payment: 'licence fee',
  },
}

export type Facts = {
  answers: Answers
  /** '' until a state from the list is chosen. */
  state: string
  type: AgreementType
  /** False while the type follows the state's custom. */
  typeChosen: boolean
  words: Wording
  termMonths?: number
  rent?: number
  deposit?: number
  lockInMonths?: number
  residential?: boolean
}

/** Whole digits as a number; undefined for anything else. */
export function wholeNumber(answers: Answers, name: string): number | undefined {
  const value = text(answers, name)
  return /^\d{1,12}$/.test(value) ? Number(value) : undefined
}

/** The non-blank text items of a list answer; anything that is not text is skipped. */
export function listAnswer(answers: Answers, name: string): string[] {
  const value: unknown = answers[name]
  if (!Array.isArray(value)) return []
  return value.flatMap((item: unknown) =>
    typeof item === 'string' && item.trim() ? [item.trim()] : [],
  )
}

export function readFacts(answers: Answers): Facts {
  const stateAnswer = text(answers, 'state')
  const state = isStateName(stateAnswer) ? stateAnswer : ''
  const chosen = text(answers, 'agreementType')
  const typeChosen = (AGREEMENT_TYPES as readonly string[]).includes(chosen)
  const type = typeChosen ? (chosen as AgreementType) : customaryType(state)
  const use = text(answers, 'permittedUse')
  return {
    answers,
    state,
    type,
    typeChosen,
    words: WORDING[type],
    termMonths: wholeNumber(answers, 'termMonths'),
    rent: wholeNumber(answers, 'monthlyRent'),
    deposit: wholeNumber(answers, 'securityDeposit'),
    lockInMonths: wholeNumber(answers, 'lockInMonths'),
    residential: use === 'residential' ? true : use === 'commercial' ? false : undefined,
  }
}
