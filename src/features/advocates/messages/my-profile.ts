import { formatNumber, formatRupees, plural } from '@/i18n/format'
import { isHindi } from '@/i18n/locale'
import type { StateBarCouncil } from '../schemas/advocate-lists'
import hi from './my-profile.hi'

/** /dashboard/profile: the advocate's own profile, its four cards and their checks (§2, §4). */
export const en = {
  title: 'My profile',
  heading: 'My Profile',
  intro: 'What clients see about your practice, and what we need to verify and pay you.',
  loading: 'Loading your profile…',
  loadFailed: "We couldn't load your profile.",
  directoryNote: 'Clients find you in the advocate directory once your enrolment is verified.',
  cards: {
    basic:
      'What clients see first: your name, where you practise, the languages you work in and a short bio.',
    professional: 'Your practice areas, the courts you appear in, your experience and your fee.',
    verification: 'Your Bar Council enrolment, which we check before clients can find you.',
    banking: 'Where you would like to be paid for consultations.',
  },
  /** Each card's name in lower case, for screen readers: 'Save basic information'. */
  groups: {
    basic: 'basic information',
    professional: 'professional details',
    verification: 'verification documents',
    banking: 'banking details',
  },
  saved: {
    title: 'Saved',
    basic: 'Basic information saved.',
    professional: 'Professional details saved.',
    verification: 'Verification documents saved.',
    banking: 'Banking details saved.',
  },
  notSaved: 'Not saved.',
  saving: 'Saving…',
  save: 'Save',
  signedOut: 'You are signed out. Please sign in again.',
  choices: {
    chosen: (count: number, max: number) => `${count} chosen, up to ${max}.`,
    full: ' To pick another, first clear one.',
  },
  basic: {
    displayName: 'Display name',
    displayNameHint: 'The name clients see, e.g. Adv. Meera Krishnan.',
    city: 'City',
    state: 'State',
    chooseState: 'Choose a state',
    languages: 'Languages',
    bio: 'Bio',
    bioPlaceholder: 'Your experience, the matters you handle and how you work with clients.',
    bioCounter: (length: number, max: number, doneMin: number) =>
      `${formatNumber(length)} / ${formatNumber(max)} characters. At least ${doneMin} complete this part of your profile.`,
  },
  professional: {
    practiceAreas: 'Practice areas',
    courts: 'Courts',
    courtsHint: (max: number) =>
      `The courts and tribunals you appear in, e.g. Bombay High Court. Up to ${max}.`,
    court: (number: number) => `Court ${number}`,
    removeCourt: (number: number) => `Remove court ${number}`,
    addCourt: 'Add a court',
    courtsFull: (max: number) =>
      `That is ${max} courts, the most a profile lists. To add another, first remove one.`,
    enrolmentYear: 'Year of enrolment',
    enrolmentYearHint: (example: number) =>
      `The year you enrolled with your State Bar Council, e.g. ${example}.`,
    experience: (years: number) =>
      plural(years, { one: '# year of experience', other: '# years of experience' }),
    fee: 'Consultation fee in ₹ (optional)',
    feeHint: (max: number) =>
      `Whole rupees, up to ${formatRupees(max)}; 0 for free consultations. Your professional details count as complete once a fee is set.`,
    feePlaceholder: 'e.g. 1,500',
  },
  verification: {
    pendingNote: 'We check enrolment details with the Bar Council, usually within 2 working days.',
    status: 'Status:',
    statuses: {
      unverified: 'Not submitted',
      pending: 'Pending review',
      verified: 'Verified',
      rejected: 'Rejected',
    },
    rejectedWith: (reason: string) => `Rejected: ${reason}`,
    rejectedNote: 'Correct your enrolment details and save them to ask for a new review.',
    verifiedNote: 'Clients can find you in the advocate directory.',
    enrolmentNo: 'Bar Council enrolment number',
    enrolmentNoHint: 'As on your enrolment certificate, e.g. MAH/1234/2015.',
    council: 'State Bar Council',
    chooseCouncil: 'Choose a State Bar Council',
    changeNote: 'Changing these details sends your profile back for review.',
    uploadsNote:
      'Document uploads are not available yet: we verify the enrolment number with your State Bar Council, so there is nothing to upload for now.',
    /** The State Bar Councils of advocate-lists.ts; the value saved stays the English name. */
    councils: {
      'Bar Council of Andhra Pradesh': 'Bar Council of Andhra Pradesh',
      'Bar Council of Assam, Nagaland, Mizoram and Arunachal Pradesh':
        'Bar Council of Assam, Nagaland, Mizoram and Arunachal Pradesh',
      'Bar Council of Bihar': 'Bar Council of Bihar',
      'Bar Council of Chhattisgarh': 'Bar Council of Chhattisgarh',
      'Bar Council of Delhi': 'Bar Council of Delhi',
      'Bar Council of Gujarat': 'Bar Council of Gujarat',
      'Bar Council of Himachal Pradesh': 'Bar Council of Himachal Pradesh',
      'Bar Council of Jammu and Kashmir and Ladakh': 'Bar Council of Jammu and Kashmir and Ladakh',
      'Bar Council of Jharkhand': 'Bar Council of Jharkhand',
      'Bar Council of Karnataka': 'Bar Council of Karnataka',
      'Bar Council of Kerala': 'Bar Council of Kerala',
      'Bar Council of Madhya Pradesh': 'Bar Council of Madhya Pradesh',
      'Bar Council of Maharashtra and Goa': 'Bar Council of Maharashtra and Goa',
      'Bar Council of Manipur': 'Bar Council of Manipur',
      'Bar Council of Meghalaya': 'Bar Council of Meghalaya',
      'Bar Council of Odisha': 'Bar Council of Odisha',
      'Bar Council of Punjab and Haryana': 'Bar Council of Punjab and Haryana',
      'Bar Council of Rajasthan': 'Bar Council of Rajasthan',
      'Bar Council of Sikkim': 'Bar Council of Sikkim',
      'Bar Council of Tamil Nadu and Puducherry': 'Bar Council of Tamil Nadu and Puducherry',
      'Bar Council of Telangana': 'Bar Council of Telangana',
      'Bar Council of Tripura': 'Bar Council of Tripura',
      'Bar Council of Uttar Pradesh': 'Bar Council of Uttar Pradesh',
      'Bar Council of Uttarakhand': 'Bar Council of Uttarakhand',
      'Bar Council of West Bengal': 'Bar Council of West Bengal',
    } satisfies Record<StateBarCouncil, string>,
  },
  banking: {
    storedSeparately: 'Stored separately from your profile: only you can see them, never clients.',
    accountHolder: 'Account holder',
    howPaid: 'How you are paid',
    methods: { upi: 'UPI', account: 'Bank account' },
    upiId: 'UPI ID',
    upiHint: 'e.g. name@okaxis',
    accountNumber: 'Account number',
    ifsc: 'IFSC',
    ifscHint: '11 characters, on your cheque book, e.g. SBIN0001234.',
  },
  notForClients: {
    heading: 'Advocate profiles are for advocates',
    explanation:
      'Your account is a client account. This page is where advocates describe their practice, get verified and say how they are paid, so there is nothing to fill in here.',
    roleNote:
      'An account keeps the role chosen at sign-up; to offer legal services, create an advocate account.',
    findAdvocates: 'Find Advocates',
    backToDashboard: 'Back to your dashboard',
  },
  /** The forms' checks (schemas/profile-forms.ts), mirroring the migration's. */
  errors: {
    displayName: (min: number, max: number) =>
      `Enter your name as clients should see it (${min}–${max} characters)`,
    city: (min: number, max: number) => `Enter your city (${min}–${max} characters)`,
    state: 'Choose your state',
    languagesMin: 'Choose at least one language you work in',
    languagesMax: (max: number) => `Choose at most ${max} languages`,
    bio: (max: number) => `Keep your bio to ${formatNumber(max)} characters or fewer`,
    practiceAreas: 'Choose at least one practice area',
    court: (min: number, max: number) => `Enter the court's name (${min}–${max} characters)`,
    courtsMin: 'Add at least one court where you practise',
    courtsMax: (max: number) => `List at most ${max} courts`,
    courtsDistinct: 'List each court once',
    enrolmentYear: (min: number, thisYear: number) =>
      `Enter the year you enrolled, between ${min} and ${thisYear}`,
    fee: (max: number) =>
      `Enter the fee in whole rupees, from ${formatRupees(0)} to ${formatRupees(max)}`,
    enrolmentNo: 'Enter your Bar Council enrolment number, like MAH/1234/2015',
    enrolmentNoShape: (min: number, max: number) =>
      `Use ${min}–${max} letters, digits, spaces, /, - or . with at least one digit, like MAH/1234/2015`,
    stateBarCouncil: 'Choose your State Bar Council',
    accountHolder: (min: number, max: number) =>
      `Enter the account holder's name (${min}–${max} characters)`,
    upiId: 'Enter a valid UPI ID, like name@bank',
    accountNumber: 'Enter your account number: 9 to 18 digits',
    ifsc: 'Enter a valid IFSC, like SBIN0001234',
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
