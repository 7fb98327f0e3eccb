import type { Advocate, ReviewCard } from '../schemas/directory'
import type { BankDetails, MyAdvocateProfile } from '../schemas/profile'

/** Plain rows as the advocates feature reads them (tests only): props, or a scene to write. */

export const advocateId = (n: number) => `ad000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** A verified advocate as advocate_directory shows them; `n` makes the id and the name. */
export function advocateRow(n: number, overrides: Partial<Advocate> = {}): Advocate {
  return {
    id: advocateId(n),
    name: `Advocate Number${n}`,
    city: 'Pune',
    state: 'Maharashtra',
    languages: ['English', 'Hindi'],
    practice_areas: ['Civil Law'],
    courts: ['Bombay High Court'],
    bio: `Advocate ${n} practises civil law in Pune and appears before the Bombay High Court.`,
    fee_inr: 1000,
    experience_years: 5,
    enrolment_year: new Date().getFullYear() - 5,
    rating: null,
    review_count: 0,
    verified_at: '2026-11-01T10:00:00+05:30',
    ...overrides,
  }
}

export function reviewRow(n: number, overrides: Partial<ReviewCard> = {}): ReviewCard {
  return {
    id: `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    advocate_id: advocateId(1),
    rating: 5,
    comment: `Review number ${n}: clear advice and on time.`,
    created_at: new Date(Date.UTC(2026, 10, 1) + n * 86_400_000).toISOString(),
    ...overrides,
  }
}

const ADVOCATE_ID = '00000000-0000-4000-8000-000000000001'

/** A profile with nothing filled in yet, as the first insert leaves it. */
export function emptyProfile(overrides: Partial<MyAdvocateProfile> = {}): MyAdvocateProfile {
  return {
    id: ADVOCATE_ID,
    display_name: null,
    city: null,
    state: null,
    languages: [],
    bio: null,
    practice_areas: [],
    courts: [],
    enrolment_year: null,
    fee_inr: null,
    bar_council_enrolment_no: null,
    state_bar_council: null,
    verification_status: 'unverified',
    verification_reason: null,
    submitted_at: null,
    verified_at: null,
    ...overrides,
  }
}

export const COMPLETE_BIO =
  'Fifteen years of civil and property practice before the Bombay High Court and Pune courts.'

/** A profile whose first two parts are done; verification as given (default pending). */
export function filledProfile(overrides: Partial<MyAdvocateProfile> = {}): MyAdvocateProfile {
  return emptyProfile({
    display_name: 'Adv. Meera Krishnan',
    city: 'Pune',
    state: 'Maharashtra',
    languages: ['English', 'Marathi'],
    bio: COMPLETE_BIO,
    practice_areas: ['Civil Law', 'Property Law'],
    courts: ['Bombay High Court'],
    enrolment_year: 2011,
    fee_inr: 1500,
    bar_council_enrolment_no: 'MAH/1234/2011',
    state_bar_council: 'Bar Council of Maharashtra and Goa',
    verification_status: 'pending',
    submitted_at: '2026-11-20T10:00:00+05:30',
    ...overrides,
  })
}

export function upiBankDetails(overrides: Partial<BankDetails> = {}): BankDetails {
  return {
    account_holder: 'Meera Krishnan',
    upi_id: 'meera@okaxis',
    account_number: null,
    ifsc: null,
    updated_at: '2026-11-20T10:00:00+05:30',
    ...overrides,
  }
}
