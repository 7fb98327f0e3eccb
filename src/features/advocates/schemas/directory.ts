import * as z from 'zod/mini'
import { m as connectText } from '../messages/connect'
import { m as directoryText } from '../messages/directory'
import {
  ADVOCATE_LIMITS,
  CONSULTATION_MODES,
  PRACTICE_AREAS,
  type ConsultationMode,
} from './advocate-lists'
import { stateLabel } from '@/i18n/messages/states'

/**
 * The directory of verified advocates, their public profiles and reviews, and the consultation
 * request (docs/PRODUCT.md §2 'Advocates'; the views and functions of
 * supabase/migrations/20261127090004_advocate_directory.sql).
 */

/** The sorts of /advocates; 'relevance' is the default (it ranks by rating when not searching). */
export const DIRECTORY_SORTS = ['relevance', 'experience', 'rating', 'fee'] as const
export type DirectorySort = (typeof DIRECTORY_SORTS)[number]

/** The choices of the experience and fee filters, in years and rupees. */
export const MIN_YEARS_OPTIONS = [2, 5, 10, 15, 20] as const
export const MAX_FEE_OPTIONS = [500, 1000, 2000, 5000] as const

/** The newest reviews a profile shows (the total is the profile's review_count). */
export const REVIEWS_SHOWN = 20

const count = () => z.int().check(z.nonnegative())
const timestamp = () => z.iso.datetime({ offset: true })
/** A numeric column: PostgREST renders it as a JSON number; a numeric string is read too. */
const numeric = () =>
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\d+(\.\d+)?$/))]),
    z.transform((value) => Number(value)),
  )

/** A row of advocate_directory as a card of the list shows it. */
export const advocateCardSchema = z.object({
  id: z.string().check(z.minLength(1)),
  /** The display name, else the account's name, else 'LexSetu advocate' (the view decides). */
  name: z.string(),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  languages: z.array(z.string()),
  practice_areas: z.array(z.string()),
  fee_inr: z.nullable(count()),
  experience_years: z.nullable(count()),
  rating: z.nullable(numeric()),
  review_count: count(),
})
export type AdvocateCard = z.infer<typeof advocateCardSchema>

/** Who a consultation request goes to: enough of a row to address it and pick its category. */
export type ConnectTarget = Pick<AdvocateCard, 'id' | 'name' | 'practice_areas'>

/** A row of advocate_directory with everything a profile page shows. */
export const advocateSchema = z.object({
  ...advocateCardSchema.shape,
  courts: z.array(z.string()),
  bio: z.nullable(z.string()),
  enrolment_year: z.nullable(z.int()),
  verified_at: z.nullable(timestamp()),
})
export type Advocate = z.infer<typeof advocateSchema>

/** A row of advocate_review_cards; the reviewer is never named ('Verified client'). */
export const reviewCardSchema = z.object({
  id: z.string().check(z.minLength(1)),
  advocate_id: z.string(),
  rating: z.int().check(z.gte(1), z.lte(5)),
  comment: z.nullable(z.string()),
  created_at: timestamp(),
})
export type ReviewCard = z.infer<typeof reviewCardSchema>

export const ADVOCATE_CARD_COLUMNS =
  'id,name,city,state,languages,practice_areas,fee_inr,experience_years,rating,review_count'
export const ADVOCATE_COLUMNS = `${ADVOCATE_CARD_COLUMNS},courts,bio,enrolment_year,verified_at`
export const REVIEW_COLUMNS = 'id,advocate_id,rating,comment,created_at'

/** An advocate id in the URL: a uuid, or an advocate that cannot exist. */
export const advocateIdSchema = z.uuid()

/** 'Pune, Maharashtra', or whichever part is known ('' when neither is). */
export function advocateLocation(advocate: { city: string | null; state: string | null }) {
  return [advocate.city, advocate.state && stateLabel(advocate.state)].filter(Boolean).join(', ')
}

/** '12 years experience'; null when the enrolment year is not known. */
export function experienceLabel(years: number | null): string | null {
  return years === null ? null : directoryText.experience(years)
}

/** '₹1,500 per consultation', or 'Fee on request' when the advocate has not set one. */
export function feeLabel(fee: number | null): string {
  return directoryText.fee(fee)
}

/** Database refusals of a consultation request; their messages are written for users. */
export const CONSULTATION_ERROR_CODES = {
  premiumNeeded: 'LS014',
  advocateUnavailable: 'LS015',
  openRequestExists: 'LS016',
} as const

const isConsultationMode = (value: string): value is ConsultationMode => value in CONSULTATION_MODES
/** 'chat', 'phone', 'video', in the order the form offers them. */
export const CONSULTATION_MODE_VALUES = Object.keys(CONSULTATION_MODES).filter(isConsultationMode)

const DAY_MS = 24 * 60 * 60 * 1000
/** The time a datetime-local field holds ('2026-12-01T10:30', local time), or NaN. */
const localTime = (value: string) => (value ? new Date(value).getTime() : Number.NaN)

const { errors } = connectText
const DESCRIPTION_TOO_SHORT = errors.descriptionTooShort(ADVOCATE_LIMITS.descriptionMin)
const DESCRIPTION_TOO_LONG = errors.descriptionTooLong(ADVOCATE_LIMITS.descriptionMax)
const TIME_MISSING = errors.timeMissing
const TIME_NOT_FUTURE = errors.timeNotFuture
const TIME_TOO_FAR = errors.timeTooFar(ADVOCATE_LIMITS.preferredDaysAhead)

/**
 * The 'Connect Now' form, mirroring the checks of consultations: one of the practice areas, a
 * description of 20–2,000 characters after trimming, a mode, and a preferred time in the future
 * and at most 90 days ahead (read from a datetime-local field, sent as an ISO timestamp).
 */
export const consultationRequestSchema = z.object({
  category: z.enum(PRACTICE_AREAS),
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(ADVOCATE_LIMITS.descriptionMin, DESCRIPTION_TOO_SHORT),
      z.maxLength(ADVOCATE_LIMITS.descriptionMax, DESCRIPTION_TOO_LONG),
    ),
  mode: z.enum(CONSULTATION_MODE_VALUES),
  preferred_at: z.pipe(
    z.string().check(
      z.minLength(1, { error: TIME_MISSING, abort: true }),
      z.refine((value) => localTime(value) > Date.now(), { error: TIME_NOT_FUTURE, abort: true }),
      z.refine(
        (value) => localTime(value) <= Date.now() + ADVOCATE_LIMITS.preferredDaysAhead * DAY_MS,
        TIME_TOO_FAR,
      ),
    ),
    z.transform((value) => new Date(value).toISOString()),
  ),
})
export type ConsultationRequestInput = z.input<typeof consultationRequestSchema>
export type ConsultationRequestValues = z.output<typeof consultationRequestSchema>
