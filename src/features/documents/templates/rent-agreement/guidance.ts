// Guidance beside the preview, never printed: what the state and the term mean for registration,
// stamp duty and the security deposit. Stamp duty is never given as a figure: each state sets it and
// changes it.
import { rupees } from '../model-helpers'
import type { Guidance } from '../types'
import type { Facts } from './facts'
import { stateProfile, type TenancyLaw } from './states'

/** Agreements are commonly made for 11 months to stay clear of the Registration Act's one-year line. */
const CUSTOMARY_MAX_MONTHS = 11

const NOT_ADVICE: Guidance = {
  tone: 'info',
  title: 'Information, not legal advice',
  text: 'This draft is general information, not legal advice. Read every clause before you sign, and have an advocate check it, on LexSetu or through your District Legal Services Authority, which gives free legal aid to those who qualify.',
}

function typeNote({ state, type, typeChosen }: Facts): Guidance | undefined {
  if (typeChosen || !state) return undefined
  return {
    tone: 'info',
    title: 'Type of agreement',
    text:
      type === 'leave_and_licence'
        ? `Leave and licence agreements are customary in ${state}, so this draft is one. You can choose a rent (lease) agreement in the first step.`
        : 'This draft is a rent (lease) agreement, the usual form. You can choose a leave and licence agreement in the first step.',
  }
}

function registrationNote({ state, type, termMonths }: Facts): Guidance | undefined {
  const alwaysRegister = stateProfile(state).alwaysRegister
  if (alwaysRegister)
    return {
      tone: 'warning',
      title: 'Registration required',
      text: `${alwaysRegister} Registration is done at the Sub-Registrar's office.`,
    }
  if (termMonths === undefined || termMonths <= CUSTOMARY_MAX_MONTHS) return undefined
  const termLine =
    termMonths === 12
      ? 'This draft runs for exactly 12 months, right at that one-year line: to be safe, have it registered, or keep the term to 11 months.'
      : `This draft runs for ${termMonths} months, more than a year: have it registered, or keep the term to 11 months.`
  const licenceLine =
    type === 'leave_and_licence'
      ? ' Registering a longer leave and licence agreement is the safe course too.'
      : ''
  return {
    tone: 'warning',
    title: 'Registration',
    text: `The Registration Act, 1908 requires a lease for a term exceeding one year, or from year to year, to be registered at the Sub-Registrar's office. Agreements are commonly made for 11 months to stay clear of that rule. ${termLine}${licenceLine} An agreement that had to be registered but was not may not be accepted as proof of its terms.`,
  }
}

function stampDutyNote({ state }: Facts): Guidance {
  return {
    tone: 'info',
    title: 'Stamp duty',
    text: state
      ? `Stamp duty in ${state} is set by the stamp law that applies in ${state}, and it changes. Check the current rate with the Sub-Registrar or the state's e-stamping service (such as SHCIL) before you print the agreement on stamp paper.`
      : 'Stamp duty is set by the stamp law of the state where the property is, and it changes. Choose the state to see where to check it.',
  }
}

const capPhrase = (months: number, premises: string) =>
  `${months} ${months === 1 ? "month's" : "months'"} rent for ${premises} premises`

function tenancyLawNote(state: string, law: TenancyLaw): Guidance {
  const { residential, nonResidential } = law.depositCapMonths ?? {}
  const caps = [
    residential && capPhrase(residential, 'residential'),
    nonResidential && capPhrase(nonResidential, 'non-residential'),
  ].filter(Boolean)
  return {
    tone: 'info',
    title: 'Security deposit limit',
    text: caps.length
      ? `${state} has its own tenancy law, the ${law.actName}. It limits the security deposit to ${caps.join(' and ')}. Check that the Act covers your premises.`
      : `${state} has its own tenancy law, the ${law.actName}, which limits the security deposit. Check the limit that applies to your premises before you fix the deposit.`,
  }
}

function depositOverCap(
  { rent, deposit, residential }: Facts,
  law: TenancyLaw,
): Guidance | undefined {
  if (rent === undefined || deposit === undefined || residential === undefined) return undefined
  const capMonths = residential
    ? law.depositCapMonths?.residential
    : law.depositCapMonths?.nonResidential
  if (capMonths === undefined || deposit <= capMonths * rent) return undefined
  return {
    tone: 'warning',
    title: 'Deposit above the limit',
    text: `The deposit of ${rupees(String(deposit))} is more than ${capPhrase(capMonths, residential ? 'residential' : 'non-residential')} (${rupees(String(capMonths * rent))}), the most the ${law.actName} allows.`,
  }
}

export function rentGuidance(facts: Facts): Guidance[] {
  const law = stateProfile(facts.state).tenancyLaw
  const notes = [
    NOT_ADVICE,
    typeNote(facts),
    registrationNote(facts),
    stampDutyNote(facts),
    law && tenancyLawNote(facts.state, law),
    law && depositOverCap(facts, law),
  ]
  return notes.filter((note): note is Guidance => note !== undefined)
}
