import { formatNumber } from '@/i18n/format'
import { isHindi } from '@/i18n/locale'
import hi from './profile.hi'

/** /advocates/{id}: a verified advocate's public profile and reviews (docs/PRODUCT.md §2). */
export const en = {
  title: 'Advocate',
  back: 'Back to advocates',
  notFound: 'This advocate was not found',
  notFoundHint:
    'The link may be incomplete, or the advocate is not listed in the directory right now.',
  heading: 'Advocate profile',
  loadFailed: "We couldn't load this profile.",
  loading: 'Loading the profile…',
  ownProfile: 'This is how clients see your profile.',
  about: 'About',
  details: 'Practice details',
  practiceAreas: 'Practice areas',
  courts: 'Courts',
  languages: 'Languages',
  experience: 'Experience',
  enrolled: (experience: string, year: number) => `${experience} (enrolled in ${year})`,
  consultationFee: 'Consultation fee',
  notGiven: 'Not given',
  reviews: {
    heading: 'Reviews',
    loading: 'Loading the reviews…',
    failed: "We couldn't load the reviews.",
    none: 'No reviews yet.',
    stars: (rating: number, max: number) => `Rated ${rating} out of ${max}`,
    from: (date: string) => `Review from ${date}`,
    verifiedClient: 'Verified client',
    showing: (shown: number, total: number) =>
      `Showing the newest ${formatNumber(shown)} of ${formatNumber(total)} reviews.`,
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
