import * as z from 'zod/mini'
import {
  ADVOCATE_LIMITS as LIMITS,
  INDIAN_STATES,
  LANGUAGES,
  PRACTICE_AREAS,
  STATE_BAR_COUNCILS,
  type Language,
  type PracticeArea,
} from './advocate-lists'
import type { BankDetails, BankDetailsFields, MyAdvocateProfile } from './profile'

/**
 * The four forms of /dashboard/profile. Each mirrors the checks of its columns in the advocates
 * migration so the message is immediate; the database enforces the same limits. Field names are
 * the columns', and each schema's output is the row it saves.
 */

const format = (n: number) => n.toLocaleString('en-IN')

/** A text of min–max characters once trimmed. */
const trimmedText = (min: number, max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(min, message), z.maxLength(max, message))

const oneOf = <T extends string>(list: readonly T[], message: string) =>
  z
    .string()
    .check(z.refine((value): value is T => (list as readonly string[]).includes(value), message))

/** The values a list field may hold, keeping only those of the list (in its order). */
const known = <T extends string>(list: readonly T[], values: readonly string[]): T[] =>
  list.filter((item) => values.includes(item))

// Basic information ------------------------------------------------------------------------------

const BASIC_MESSAGES = {
  displayName: `Enter your name as clients should see it (${LIMITS.nameMin}–${LIMITS.nameMax} characters)`,
  city: `Enter your city (${LIMITS.cityMin}–${LIMITS.cityMax} characters)`,
  state: 'Choose your state',
  languagesMin: 'Choose at least one language you work in',
  languagesMax: `Choose at most ${LIMITS.listMax} languages`,
  bio: `Keep your bio to ${format(LIMITS.bioMax)} characters or fewer`,
} as const

export const basicInformationSchema = z.object({
  display_name: trimmedText(LIMITS.nameMin, LIMITS.nameMax, BASIC_MESSAGES.displayName),
  city: trimmedText(LIMITS.cityMin, LIMITS.cityMax, BASIC_MESSAGES.city),
  state: oneOf(INDIAN_STATES, BASIC_MESSAGES.state),
  languages: z
    .array(z.enum(LANGUAGES))
    .check(
      z.minLength(1, BASIC_MESSAGES.languagesMin),
      z.maxLength(LIMITS.listMax, BASIC_MESSAGES.languagesMax),
    ),
  // Optional: a blank bio is saved as none. 50 characters or more count as done.
  bio: z.pipe(
    z.string().check(z.trim(), z.maxLength(LIMITS.bioMax, BASIC_MESSAGES.bio)),
    z.transform((bio) => bio || null),
  ),
})
export type BasicInformationInput = z.input<typeof basicInformationSchema>
export type BasicInformationValues = z.output<typeof basicInformationSchema>

export function basicInformationDefaults(profile: MyAdvocateProfile | null): BasicInformationInput {
  return {
    display_name: profile?.display_name ?? '',
    city: profile?.city ?? '',
    state: profile?.state ?? '',
    languages: known<Language>(LANGUAGES, profile?.languages ?? []),
    bio: profile?.bio ?? '',
  }
}

// Professional details ---------------------------------------------------------------------------

const PROFESSIONAL_MESSAGES = {
  practiceAreas: 'Choose at least one practice area',
  court: `Enter the court's name (${LIMITS.courtMin}–${LIMITS.courtMax} characters)`,
  courtsMin: 'Add at least one court where you practise',
  courtsMax: `List at most ${LIMITS.listMax} courts`,
  courtsDistinct: 'List each court once',
  enrolmentYear: (thisYear: number) =>
    `Enter the year you enrolled, between ${LIMITS.enrolmentYearMin} and ${thisYear}`,
  fee: `Enter the fee in whole rupees, from ₹0 to ₹${format(LIMITS.feeMax)}`,
} as const

/** '1,500', ' 1500 ' and '1500' are all ₹1,500; '' is no fee. */
const feeDigits = (fee: string) => fee.replace(/[\s,]/g, '')

/** The professional details; the enrolment year's upper bound is the current year. */
export function professionalDetailsSchema(thisYear: number) {
  const yearMessage = PROFESSIONAL_MESSAGES.enrolmentYear(thisYear)
  return z.object({
    practice_areas: z
      .array(z.enum(PRACTICE_AREAS))
      .check(
        z.minLength(1, PROFESSIONAL_MESSAGES.practiceAreas),
        z.maxLength(LIMITS.listMax, PROFESSIONAL_MESSAGES.practiceAreas),
      ),
    courts: z.pipe(
      z
        .array(
          z.object({
            name: trimmedText(LIMITS.courtMin, LIMITS.courtMax, PROFESSIONAL_MESSAGES.court),
          }),
        )
        .check(
          z.minLength(1, PROFESSIONAL_MESSAGES.courtsMin),
          z.maxLength(LIMITS.listMax, PROFESSIONAL_MESSAGES.courtsMax),
          z.refine(
            (courts) =>
              new Set(courts.map(({ name }) => name.toLocaleLowerCase('en-IN'))).size ===
              courts.length,
            PROFESSIONAL_MESSAGES.courtsDistinct,
          ),
        ),
      z.transform((courts) => courts.map(({ name }) => name)),
    ),
    enrolment_year: z.pipe(
      z.string().check(
        z.trim(),
        z.refine(
          (year) =>
            /^\d{4}$/.test(year) &&
            Number(year) >= LIMITS.enrolmentYearMin &&
            Number(year) <= thisYear,
          yearMessage,
        ),
      ),
      z.transform(Number),
    ),
    fee_inr: z.pipe(
      z.string().check(
        z.refine((fee) => {
          const digits = feeDigits(fee)
          return digits === '' || (/^\d{1,6}$/.test(digits) && Number(digits) <= LIMITS.feeMax)
        }, PROFESSIONAL_MESSAGES.fee),
      ),
      z.transform((fee) => (feeDigits(fee) === '' ? null : Number(feeDigits(fee)))),
    ),
  })
}
type ProfessionalDetailsSchema = ReturnType<typeof professionalDetailsSchema>
export type ProfessionalDetailsInput = z.input<ProfessionalDetailsSchema>
export type ProfessionalDetailsValues = z.output<ProfessionalDetailsSchema>

export function professionalDetailsDefaults(
  profile: MyAdvocateProfile | null,
): ProfessionalDetailsInput {
  return {
    practice_areas: known<PracticeArea>(PRACTICE_AREAS, profile?.practice_areas ?? []),
    courts: (profile?.courts ?? []).map((name) => ({ name })),
    enrolment_year: profile?.enrolment_year == null ? '' : String(profile.enrolment_year),
    fee_inr: profile?.fee_inr == null ? '' : String(profile.fee_inr),
  }
}

/** Whole years since enrolment, as the directory counts them; null for a year not yet valid. */
export function yearsOfExperience(enrolmentYear: string, thisYear: number): number | null {
  const year = Number(enrolmentYear.trim())
  if (!/^\d{4}$/.test(enrolmentYear.trim())) return null
  if (year < LIMITS.enrolmentYearMin || year > thisYear) return null
  return thisYear - year
}

/** '1 year of experience', '12 years of experience'. */
export function experienceLabel(years: number): string {
  return years === 1 ? '1 year of experience' : `${years} years of experience`
}

// Verification documents -------------------------------------------------------------------------

const VERIFICATION_MESSAGES = {
  enrolmentNo: 'Enter your Bar Council enrolment number, like MAH/1234/2015',
  enrolmentNoShape: `Use ${LIMITS.enrolmentNoMin}–${LIMITS.enrolmentNoMax} letters, digits, spaces, /, - or . with at least one digit, like MAH/1234/2015`,
  stateBarCouncil: 'Choose your State Bar Council',
} as const

export const verificationSchema = z.object({
  bar_council_enrolment_no: z.string().check(
    z.trim(),
    z.minLength(1, VERIFICATION_MESSAGES.enrolmentNo),
    z.refine(
      (number) =>
        number.length >= LIMITS.enrolmentNoMin &&
        number.length <= LIMITS.enrolmentNoMax &&
        /^[A-Za-z0-9/.\- ]+$/.test(number) &&
        /\d/.test(number),
      VERIFICATION_MESSAGES.enrolmentNoShape,
    ),
  ),
  state_bar_council: oneOf(STATE_BAR_COUNCILS, VERIFICATION_MESSAGES.stateBarCouncil),
})
type VerificationInput = z.input<typeof verificationSchema>

export function verificationDefaults(profile: MyAdvocateProfile | null): VerificationInput {
  return {
    bar_council_enrolment_no: profile?.bar_council_enrolment_no ?? '',
    state_bar_council: profile?.state_bar_council ?? '',
  }
}

// Banking details --------------------------------------------------------------------------------

export const PAYOUT_METHODS = { upi: 'UPI', account: 'Bank account' } as const
export type PayoutMethod = keyof typeof PAYOUT_METHODS

const BANK_MESSAGES = {
  accountHolder: `Enter the account holder's name (${LIMITS.accountHolderMin}–${LIMITS.accountHolderMax} characters)`,
  upiId: 'Enter a valid UPI ID, like name@bank',
  accountNumber: 'Enter your account number: 9 to 18 digits',
  ifsc: 'Enter a valid IFSC, like SBIN0001234',
} as const

const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/
const ACCOUNT_NUMBER = /^\d{9,18}$/
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/

/** Account numbers are often written in groups: '1234 5678 9012' is 123456789012. */
const accountDigits = (number: string) => number.replace(/\s/g, '')

export const bankDetailsFormSchema = z.pipe(
  z
    .object({
      account_holder: trimmedText(
        LIMITS.accountHolderMin,
        LIMITS.accountHolderMax,
        BANK_MESSAGES.accountHolder,
      ),
      method: z.enum(['upi', 'account']),
      upi_id: z.string().check(z.trim()),
      account_number: z.string(),
      ifsc: z.string().check(z.trim(), z.toUpperCase()),
    })
    .check(
      z.superRefine((values, context) => {
        const problem = (path: string, message: string) =>
          context.addIssue({ code: 'custom', message, path: [path] })
        if (values.method === 'upi') {
          if (!UPI_ID.test(values.upi_id)) problem('upi_id', BANK_MESSAGES.upiId)
          return
        }
        if (!ACCOUNT_NUMBER.test(accountDigits(values.account_number)))
          problem('account_number', BANK_MESSAGES.accountNumber)
        if (!IFSC.test(values.ifsc)) problem('ifsc', BANK_MESSAGES.ifsc)
      }),
    ),
  z.transform(
    (values): BankDetailsFields =>
      values.method === 'upi'
        ? {
            account_holder: values.account_holder,
            upi_id: values.upi_id,
            account_number: null,
            ifsc: null,
          }
        : {
            account_holder: values.account_holder,
            upi_id: null,
            account_number: accountDigits(values.account_number),
            ifsc: values.ifsc,
          },
  ),
)
type BankDetailsInput = z.input<typeof bankDetailsFormSchema>

export function bankDetailsDefaults(bank: BankDetails | null): BankDetailsInput {
  return {
    account_holder: bank?.account_holder ?? '',
    method: bank?.account_number ? 'account' : 'upi',
    upi_id: bank?.upi_id ?? '',
    account_number: bank?.account_number ?? '',
    ifsc: bank?.ifsc ?? '',
  }
}
