import type { Advocate, ReviewCard } from '../schemas/directory'
import type { BankDetails, MyAdvocateProfile } from '../schemas/profile'

/** `sql` of withRealBackend(): as the database owner, past RLS and the owner's status rules. */
type Sql = <Row = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<Row[]>

/** Takes every advocate out of the directory (the seeded ones too): a test lists its own. */
export const unlistEveryone = (sql: Sql) =>
  sql(
    `update public.advocate_profiles set verification_status = 'rejected'
     where verification_status = 'verified'`,
  )

/**
 * Lists `advocate` in the directory as given: an advocate account with the advocate's id (made
 * the first time) and its verified profile. The year of enrolment follows the years of experience.
 */
export async function listAdvocate(sql: Sql, advocate: Advocate) {
  await sql(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, jsonb_build_object('role', 'advocate'), now(), now())
     on conflict (id) do nothing`,
    [advocate.id, `${advocate.id}@advocates.example.test`],
  )
  const enrolmentYear =
    advocate.experience_years === null ? null : new Date().getFullYear() - advocate.experience_years
  await sql(
    `insert into public.advocate_profiles (id, display_name, city, state, languages, practice_areas,
       courts, bio, fee_inr, enrolment_year, rating_avg, review_count, verification_status, verified_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'verified', $13)
     on conflict (id) do update set (display_name, city, state, languages, practice_areas, courts,
       bio, fee_inr, enrolment_year, rating_avg, review_count, verification_status, verified_at)
       = (excluded.display_name, excluded.city, excluded.state, excluded.languages,
          excluded.practice_areas, excluded.courts, excluded.bio, excluded.fee_inr,
          excluded.enrolment_year, excluded.rating_avg, excluded.review_count, 'verified',
          excluded.verified_at)`,
    [
      advocate.id,
      advocate.name,
      advocate.city,
      advocate.state,
      advocate.languages,
      advocate.practice_areas,
      advocate.courts,
      advocate.bio,
      advocate.fee_inr,
      enrolmentYear,
      advocate.rating,
      advocate.review_count,
      advocate.verified_at,
    ],
  )
}

/**
 * A review by `clientId` of a completed consultation with the review's advocate, at its date. The
 * database keeps the advocate's rating from the reviews.
 */
export async function writeReview(sql: Sql, clientId: string, review: ReviewCard) {
  await sql(
    `insert into public.consultations (id, client_id, advocate_id, category, description, mode,
       preferred_at, status, created_at, accepted_at, completed_at)
     values ($1, $2, $3, 'Family Law', 'A family matter that needed a lawyer to explain it.', 'chat',
       $4::timestamptz - interval '1 day', 'completed', $4::timestamptz - interval '3 days',
       $4::timestamptz - interval '2 days', $4)`,
    [review.id, clientId, review.advocate_id, review.created_at],
  )
  await sql(
    `insert into public.advocate_reviews (consultation_id, rating, comment, created_at)
     values ($1, $2, $3, $4)`,
    [review.id, review.rating, review.comment, review.created_at],
  )
}

/** Writes the advocate's own profile row (and bank row) as given, with `id` as the owner. */
export async function writeMyProfile(
  sql: Sql,
  id: string,
  profile: MyAdvocateProfile,
  bankDetails: BankDetails | null = null,
) {
  await sql(
    `insert into public.advocate_profiles (id, display_name, city, state, languages, bio,
       practice_areas, courts, enrolment_year, fee_inr, bar_council_enrolment_no, state_bar_council,
       verification_status, verification_reason, submitted_at, verified_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      id,
      profile.display_name,
      profile.city,
      profile.state,
      profile.languages,
      profile.bio,
      profile.practice_areas,
      profile.courts,
      profile.enrolment_year,
      profile.fee_inr,
      profile.bar_council_enrolment_no,
      profile.state_bar_council,
      profile.verification_status,
      profile.verification_reason,
      profile.submitted_at,
      profile.verified_at,
    ],
  )
  if (bankDetails)
    await sql(
      `insert into public.advocate_bank_details (advocate_id, account_holder, upi_id, account_number, ifsc)
       values ($1, $2, $3, $4, $5)`,
      [
        id,
        bankDetails.account_holder,
        bankDetails.upi_id,
        bankDetails.account_number,
        bankDetails.ifsc,
      ],
    )
}
