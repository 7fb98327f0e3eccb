/**
 * The fixed lists of the advocates feature. The advocates migration checks every stored value
 * against the same lists (supabase/migrations/20261127090000_advocate_profiles.sql); change both together.
 */

/** Practice areas: the forum's five categories first, then five more (docs/PRODUCT.md §2 'Advocates'). */
export const PRACTICE_AREAS = [
  'Criminal Law',
  'Civil Law',
  'Family Law',
  'Property Law',
  'Constitutional Law',
  'Consumer Law',
  'Labour and Employment Law',
  'Cyber Law',
  'Tax Law',
  'Corporate Law',
] as const
export type PracticeArea = (typeof PRACTICE_AREAS)[number]

/** English and the languages of the Eighth Schedule of the Constitution. */
export const LANGUAGES = [
  'English',
  'Hindi',
  'Bengali',
  'Marathi',
  'Telugu',
  'Tamil',
  'Gujarati',
  'Urdu',
  'Kannada',
  'Odia',
  'Malayalam',
  'Punjabi',
  'Assamese',
  'Maithili',
  'Sanskrit',
  'Konkani',
  'Nepali',
  'Sindhi',
  'Dogri',
  'Manipuri',
  'Bodo',
  'Santali',
  'Kashmiri',
] as const
export type Language = (typeof LANGUAGES)[number]

// Relative, not '@/': the advocates bench loads these lists in plain Node.
export { INDIAN_STATES, type IndianState } from '../../../config/indian-states'

/** The State Bar Councils an advocate can be enrolled with (some serve several states). */
export const STATE_BAR_COUNCILS = [
  'Bar Council of Andhra Pradesh',
  'Bar Council of Assam, Nagaland, Mizoram and Arunachal Pradesh',
  'Bar Council of Bihar',
  'Bar Council of Chhattisgarh',
  'Bar Council of Delhi',
  'Bar Council of Gujarat',
  'Bar Council of Himachal Pradesh',
  'Bar Council of Jammu and Kashmir and Ladakh',
  'Bar Council of Jharkhand',
  'Bar Council of Karnataka',
  'Bar Council of Kerala',
  'Bar Council of Madhya Pradesh',
  'Bar Council of Maharashtra and Goa',
  'Bar Council of Manipur',
  'Bar Council of Meghalaya',
  'Bar Council of Odisha',
  'Bar Council of Punjab and Haryana',
  'Bar Council of Rajasthan',
  'Bar Council of Sikkim',
  'Bar Council of Tamil Nadu and Puducherry',
  'Bar Council of Telangana',
  'Bar Council of Tripura',
  'Bar Council of Uttar Pradesh',
  'Bar Council of Uttarakhand',
  'Bar Council of West Bengal',
] as const
export type StateBarCouncil = (typeof STATE_BAR_COUNCILS)[number]

/** How a client would like to consult (the words the request dialog shows: messages/lists.ts). */
export const CONSULTATION_MODES = {
  chat: 'Chat',
  phone: 'Phone call',
  video: 'Video call',
} as const
export type ConsultationMode = keyof typeof CONSULTATION_MODES

/** The limits the migration checks; forms mirror them. */
export const ADVOCATE_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  cityMin: 2,
  cityMax: 80,
  bioMax: 2000,
  bioDoneMin: 50,
  listMax: 10,
  courtMin: 2,
  courtMax: 120,
  enrolmentYearMin: 1950,
  feeMax: 100000,
  enrolmentNoMin: 3,
  enrolmentNoMax: 30,
  accountHolderMin: 2,
  accountHolderMax: 100,
  descriptionMin: 20,
  descriptionMax: 2000,
  declineReasonMax: 500,
  reviewCommentMax: 1000,
  preferredDaysAhead: 90,
  searchMax: 200,
  pageSize: 20,
} as const
