import * as z from 'zod/mini'

/** Where an advocate's verification stands (advocate_profiles.verification_status). */
const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number]

const timestamp = () => z.nullable(z.string())

/**
 * The advocate's own advocate_profiles row, as the owner reads it. The lists are plain strings:
 * the migration checks them against advocate-lists.ts, and the forms keep only known values.
 */
export const myAdvocateProfileSchema = z.object({
  id: z.string().check(z.minLength(1)),
  display_name: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  languages: z.array(z.string()),
  bio: z.nullable(z.string()),
  practice_areas: z.array(z.string()),
  courts: z.array(z.string()),
  enrolment_year: z.nullable(z.int()),
  fee_inr: z.nullable(z.int()),
  bar_council_enrolment_no: z.nullable(z.string()),
  state_bar_council: z.nullable(z.string()),
  verification_status: z.enum(VERIFICATION_STATUSES),
  verification_reason: z.nullable(z.string()),
  submitted_at: timestamp(),
  verified_at: timestamp(),
})
export type MyAdvocateProfile = z.infer<typeof myAdvocateProfileSchema>

export const MY_PROFILE_COLUMNS =
  'id,display_name,city,state,languages,bio,practice_areas,courts,enrolment_year,fee_inr,bar_council_enrolment_no,state_bar_council,verification_status,verification_reason,submitted_at,verified_at'

/** The columns the owner may write, grouped as the profile page's four cards save them. */
type BasicInformationFields = Pick<
  MyAdvocateProfile,
  'display_name' | 'city' | 'state' | 'languages' | 'bio'
>
type ProfessionalDetailsFields = Pick<
  MyAdvocateProfile,
  'practice_areas' | 'courts' | 'enrolment_year' | 'fee_inr'
>
type VerificationFields = Pick<MyAdvocateProfile, 'bar_council_enrolment_no' | 'state_bar_council'>
export type ProfileGroupFields =
  | BasicInformationFields
  | ProfessionalDetailsFields
  | VerificationFields

/** The advocate's advocate_bank_details row (owner only): a UPI ID, or an account and IFSC. */
export const bankDetailsSchema = z.object({
  account_holder: z.string(),
  upi_id: z.nullable(z.string()),
  account_number: z.nullable(z.string()),
  ifsc: z.nullable(z.string()),
  updated_at: z.string(),
})
export type BankDetails = z.infer<typeof bankDetailsSchema>
export type BankDetailsFields = Omit<BankDetails, 'updated_at'>

export const BANK_DETAILS_COLUMNS = 'account_holder,upi_id,account_number,ifsc,updated_at'
