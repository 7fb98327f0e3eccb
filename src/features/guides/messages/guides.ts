import { plural } from '@/i18n/format'
import { isHindi } from '@/i18n/locale'
import hi from './guides.hi'

/**
 * The public guides' screens: the index, a guide, the legal dictionary. The guides and the
 * dictionary themselves (content/generated/) are in English; `inEnglish` says so on the Hindi pages.
 */
export const en = {
  /** Empty in English; on the Hindi pages, a note that the guides' own text is in English. */
  inEnglish: '',
  dictionaryInEnglish: '',
  loadFailed: {
    title: (what: string) => `We couldn't load ${what}.`,
    body: 'Please check your connection and try again.',
    tryAgain: 'Try again',
  },
  index: {
    pageTitle: 'Legal guides',
    pageDescription:
      'Free plain-language guides to common legal problems in India: what to do step by step, where to go, and the sections of the law each one relies on.',
    what: 'the guides',
    eyebrow: 'Legal guides',
    title: 'Legal guides for everyday problems',
    introBefore:
      'Plain-language guides to common legal problems in India: what the law says, what to do step by step, where to go, and the sections each one relies on. Looking for a word instead? See the ',
    dictionaryLink: 'legal dictionary',
    introAfter: '.',
    filter: 'Filter guides',
    count: (count: number) => plural(count, { one: '# guide', other: '# guides' }),
    noMatch: (query: string) =>
      `No guides match “${query}”. Try another word, or ask the assistant.`,
  },
  guide: {
    notFoundTitle: 'Guide not found',
    failedTitle: 'Legal guide',
    what: 'this guide',
    allGuides: 'All legal guides',
    eyebrow: 'Legal guides',
    missingTitle: 'This guide was not found',
    missingBody: 'It may have been renamed. All our guides are listed on the guides page.',
    shortAnswer: 'The short answer',
    whatToDo: 'What to do',
    whereToGo: 'Where to go',
    theLaw: 'The law it relies on',
    needHelp: 'Need more help?',
    noCitations: 'This guide explains a procedure; it cites no particular section.',
    askAssistant: 'Ask the assistant about this',
    findAdvocate: 'Find an advocate',
    needAccount: 'Both need a free account: you sign in first, then go straight there.',
    noticeLabel: 'Legal information, not legal advice',
  },
  dictionary: {
    pageTitle: 'Legal dictionary',
    pageDescription:
      'Indian legal terms explained in plain language, A to Z, with the section of the law that defines each one.',
    what: 'the legal dictionary',
    eyebrow: 'Legal dictionary',
    title: 'Legal dictionary',
    introBefore:
      'What legal words mean, in plain language, with the section of the law that defines each one and the words people often use for it. For what to do about a problem, read the ',
    guidesLink: 'legal guides',
    introAfter: '.',
    filter: 'Filter terms',
    count: (count: number) => plural(count, { one: '# term', other: '# terms' }),
    byLetter: 'Terms by first letter',
    noMatch: (query: string) =>
      `No terms match “${query}”. Try another word, or read the legal guides.`,
    earlier: (labels: string) => ` (earlier ${labels})`,
    wordsPeopleUse: 'Words people use: ',
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
