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
import { m } from '../messages/my-profile'
import type { BankDetails, BankDetailsFields, MyAdvocateProfile } from './profile'

/**
 * The four forms of /dashboard/profile. Each mirrors the checks of its columns in the advocates
 * migration so the message is immediate; the database enforces the same limits. Field names are
 * the columns', and each schema's output is the row it saves.
 */

const { errors } = m

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
  displayName: errors.displayName(LIMITS.nameMin, LIMITS.nameMax),
  city: errors.city(LIMITS.cityMin, LIMITS.cityMax),
  state: errors.state,
  languagesMin: errors.languagesMin,
  languagesMax: errors.languagesMax(LIMITS.listMax),
  bio: errors.bio(LIMITS.bioMax),
}

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
  practiceAreas: errors.practiceAreas,
  court: errors.court(LIMITS.courtMin, LIMITS.courtMax),
  courtsMin: errors.courtsMin,
  courtsMax: errors.courtsMax(LIMITS.listMax),
  courtsDistinct: errors.courtsDistinct,
  enrolmentYear: (thisYear: number) => errors.enrolmentYear(LIMITS.enrolmentYearMin, thisYear),
  fee: errors.fee(LIMITS.feeMax),
}

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
  return m.professional.experience(years)
}

// Verification documents -------------------------------------------------------------------------

const VERIFICATION_MESSAGES = {
  enrolmentNo: errors.enrolmentNo,
  enrolmentNoShape: errors.enrolmentNoShape(LIMITS.enrolmentNoMin, LIMITS.enrolmentNoMax),
  stateBarCouncil: errors.stateBarCouncil,
}

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

/** How an advocate is paid; the words for each are in messages/my-profile.ts. */
export const PAYOUT_METHODS = ['upi', 'account'] as const

const BANK_MESSAGES = {
  accountHolder: errors.accountHolder(LIMITS.accountHolderMin, LIMITS.accountHolderMax),
  upiId: errors.upiId,
  accountNumber: errors.accountNumber,
  ifsc: errors.ifsc,
}

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
      method: z.enum(PAYOUT_METHODS),
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
