// The choices the bail application's form offers. Their values are stored in the answers, so they
// never change once drafts exist; labels may.
import type { Option } from '../types'

export const BAIL_KINDS = [
  { value: 'regular', label: 'Regular bail: the applicant is in custody' },
  { value: 'anticipatory', label: 'Anticipatory bail: the applicant fears arrest' },
] as const satisfies readonly Option[]

export const COURTS = [
  { value: 'magistrate', label: "Magistrate's Court (regular bail only, BNSS s.480)" },
  { value: 'sessions', label: 'Court of Session (BNSS s.483, or s.482 for anticipatory bail)' },
  { value: 'high_court', label: 'High Court (BNSS s.483, or s.482 for anticipatory bail)' },
] as const satisfies readonly Option[]

export const FIR_CHOICES = [
  { value: 'yes', label: 'Yes, an FIR has been registered' },
  { value: 'no', label: 'No FIR yet' },
] as const satisfies readonly Option[]

export const CUSTODY_TYPES = [
  { value: 'judicial', label: 'Judicial custody (jail)' },
  { value: 'police', label: 'Police custody (remand)' },
] as const satisfies readonly Option[]

export const INVESTIGATION_STAGES = [
  { value: 'under_investigation', label: 'Under investigation' },
  { value: 'charge_sheet_filed', label: 'Charge-sheet filed' },
  { value: 'trial', label: 'Trial' },
] as const satisfies readonly Option[]

/** In the order the GROUNDS part prints them, whatever order they were ticked in. */
export const GROUNDS = [
  { value: 'woman', label: 'The applicant is a woman (proviso to BNSS s.480)' },
  { value: 'sick_or_infirm', label: 'The applicant is sick or infirm (proviso to BNSS s.480)' },
  {
    value: 'not_death_or_life',
    label: 'The offence is not punishable with death or imprisonment for life',
  },
  { value: 'no_antecedents', label: 'No criminal antecedents' },
  {
    value: 'roots_in_community',
    label: 'Permanent resident with roots in the community: no risk of absconding',
  },
  {
    value: 'investigation_complete',
    label: 'Investigation complete or charge-sheet filed: custody no longer needed',
  },
  { value: 'parity', label: 'A co-accused is already on bail (parity)' },
  { value: 'age_or_health', label: "The applicant's age or state of health" },
] as const satisfies readonly Option[]

export type GroundValue = (typeof GROUNDS)[number]['value']

export const ANTECEDENT_CHOICES = [
  { value: 'none', label: 'None: no other criminal case, past or pending' },
  { value: 'some', label: 'There are other criminal cases (give details)' },
] as const satisfies readonly Option[]

export const EARLIER_APPLICATION_CHOICES = [
  { value: 'none', label: 'None: this is the first bail application in this case' },
  { value: 'some', label: 'There were earlier applications (give details)' },
] as const satisfies readonly Option[]

export const MAX_ADDITIONAL_GROUNDS = 10
export const MAX_GROUND_LENGTH = 1500
