import { formatRupees, plural } from '@/i18n/format'
import { isHindi } from '@/i18n/locale'
import hi from './directory.hi'

/** /advocates: the directory, its search and filters, and each advocate's card (PRODUCT.md §2). */
export const en = {
  title: 'Find advocates',
  heading: 'Find Advocates',
  intro:
    'Verified advocates across India: search by expertise, language and location, and connect with the one who fits your matter.',
  search: {
    form: 'Advocates',
    label: 'Search advocates',
    placeholder: 'Search by name, expertise or location',
    submit: 'Search',
  },
  sorts: {
    relevance: 'Relevance',
    experience: 'Experience',
    rating: 'Rating',
    fee: 'Fee: lowest first',
  },
  filters: {
    label: 'Filters',
    toggle: (active: number) => (active > 0 ? `Filters (${active})` : 'Filters'),
    practiceArea: 'Practice area',
    allPracticeAreas: 'All practice areas',
    language: 'Language',
    allLanguages: 'All languages',
    state: 'State',
    allStates: 'All states',
    city: 'City',
    cityPlaceholder: 'e.g. Pune',
    experience: 'Experience',
    anyExperience: 'Any experience',
    minYears: (years: number) => `${years}+ years`,
    maxFee: 'Maximum fee',
    anyFee: 'Any fee',
    upTo: (fee: number) => `Up to ${formatRupees(fee)}`,
    clear: 'Clear filters',
  },
  results: {
    /** What a row is, one and many: 'Showing 3 advocates'. */
    noun: ['advocate', 'advocates'] as [string, string],
    loading: 'Loading advocates…',
    failed: "We couldn't load the advocates.",
    moreFailed: "We couldn't load more advocates.",
    emptyTitle: 'No verified advocates yet',
    emptyDescription:
      'Advocates appear here once the LexSetu team has checked their Bar Council enrolment. Please look again soon.',
    noMatchSearch: (search: string) => `No advocates match “${search}”`,
    noMatchFilters: 'No advocates match these filters',
    noMatchHint: 'Try other words, a nearby city or fewer filters.',
  },
  card: {
    verified: 'Verified',
    expertise: 'Expertise',
    languages: 'Languages:',
    fee: 'Fee:',
    viewProfile: 'View profile',
    viewProfileOf: (name: string) => `View profile of ${name}`,
    connectNow: 'Connect Now',
    connectNowWith: (name: string) => `Connect Now with ${name}`,
    openFailed: 'Could not open the request form',
    openFailedHint: 'Please check your connection and try again.',
  },
  rating: {
    new: 'New',
    noReviews: ' (no reviews yet)',
    /** Read around the rating: 'Rated 4.6 out of 5'. */
    ratedBefore: 'Rated ',
    ratedAfter: ' out of 5',
    reviews: (count: number) => plural(count, { one: '(# review)', other: '(# reviews)' }),
  },
  experience: (years: number) =>
    years < 1
      ? 'Less than 1 year experience'
      : plural(years, { one: '# year experience', other: '# years experience' }),
  fee: (fee: number | null) =>
    fee === null ? 'Fee on request' : `${formatRupees(fee)} per consultation`,
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
