// The 28 states and 8 union territories, and what this template knows about a few of them. A state
// gets an entry only where the point is well established; everywhere else the document and its
// guidance stay general rather than guess.
import { INDIAN_STATES } from '../../../../config/indian-states'

export const STATES = INDIAN_STATES
type StateName = (typeof STATES)[number]

export const isStateName = (value: string): value is StateName =>
  (STATES as readonly string[]).includes(value)

export const AGREEMENT_TYPES = ['lease', 'leave_and_licence'] as const
export type AgreementType = (typeof AGREEMENT_TYPES)[number]

/** A state's own tenancy law and its limit on the security deposit, in months of rent. */
export type TenancyLaw = {
  actName: string
  /** Only the limits we are sure of; a missing one means the guidance names the Act without a number. */
  depositCapMonths?: { residential?: number; nonResidential?: number }
}

type StateProfile = {
  /** The agreement customary in the state, when it is not a lease. */
  customaryType?: AgreementType
  /** Set where a state law requires every such agreement to be registered, whatever its term. */
  alwaysRegister?: string
  tenancyLaw?: TenancyLaw
}

const STATE_PROFILES: Partial<Record<StateName, StateProfile>> = {
  Maharashtra: {
    customaryType: 'leave_and_licence',
    alwaysRegister:
      'The Maharashtra Rent Control Act, 1999 (section 55) requires every leave and licence agreement and every tenancy agreement in Maharashtra to be in writing and registered, whatever its term. The landlord is responsible for getting it registered.',
  },
  'Uttar Pradesh': {
    tenancyLaw: {
      actName: 'Uttar Pradesh Regulation of Urban Premises Tenancy Act, 2021',
      depositCapMonths: { residential: 2, nonResidential: 6 },
    },
  },
  Assam: { tenancyLaw: { actName: 'Assam Tenancy Act, 2021' } },
  'Tamil Nadu': {
    tenancyLaw: {
      actName:
        'Tamil Nadu Regulation of Rights and Responsibilities of Landlords and Tenants Act, 2017',
      depositCapMonths: { residential: 3 },
    },
  },
}

export function stateProfile(state: string): StateProfile {
  return (isStateName(state) && STATE_PROFILES[state]) || {}
}

/** Leave and licence where it is customary (Maharashtra), a lease everywhere else. */
export function customaryType(state: string): AgreementType {
  return stateProfile(state).customaryType ?? 'lease'
}
