import { plural } from '@/i18n/format'
import { isHindi } from '@/i18n/locale'
import hi from './list.hi'

/** /forum: the lists, their search, tags and sort, the guidelines (docs/PRODUCT.md §2). */
export const en = {
  title: 'Community forum',
  heading: 'Community Forum',
  intro:
    'Ask questions, share experiences and get answers from the community and verified advocates.',
  newThread: 'New Thread',
  views: { label: 'Forum lists', all: 'All questions', mine: 'My questions' },
  search: {
    form: 'Discussions',
    label: 'Search discussions',
    placeholder: 'Search discussions…',
    submit: 'Search',
  },
  tagFilter: 'Filter by tag',
  sorts: {
    relevance: 'Best match',
    newest: 'Newest',
    upvoted: 'Most upvoted',
    unanswered: 'Unanswered',
  },
  guidelines: {
    title: 'Guidelines',
    items: [
      'Be respectful and professional',
      'Ask clear, specific questions',
      'Use appropriate tags',
      'Avoid sharing personal information',
      'Mark helpful answers',
    ],
  },
  /** What a row of the lists is, one and many: 'Showing 3 discussions'. */
  noun: { one: 'discussion', other: 'discussions' },
  loading: 'Loading discussions…',
  failed: "We couldn't load the discussions.",
  moreFailed: "We couldn't load more discussions.",
  empty: 'No discussions yet',
  emptyDescription: 'Be the first to ask: members and verified advocates answer questions here.',
  /** Nothing matches the filters; `category` is the category's name as shown. */
  noResults: (unanswered: boolean, search: string, category: string | null) => {
    const what = unanswered ? 'unanswered discussions' : 'discussions'
    if (search && category) return `No ${what} match “${search}” in ${category}`
    if (search) return `No ${what} match “${search}”`
    if (category) return `No ${what} match the tag ${category}`
    return `No ${what} right now`
  },
  noResultsHint: 'Try other words or another tag, or ask the community yourself.',
  clearFilters: 'Clear filters',
  suggestion: {
    tryCategory: (category: string) => `Try the ${category} category`,
    usuallyUnder: (category: string) => `Questions like this are usually asked under ${category}.`,
    browse: (category: string) => `Browse ${category}`,
  },
  card: {
    answered: 'Answered',
    upvotes: (count: number) => plural(count, { one: '# Upvote', other: '# Upvotes' }),
    replies: (count: number) => plural(count, { one: '# Reply', other: '# Replies' }),
  },
  mine: {
    loading: 'Loading your questions…',
    failed: "We couldn't load your questions.",
    moreFailed: "We couldn't load more of your questions.",
    empty: 'You have not asked or answered anything yet',
    emptyDescription:
      'Questions you ask and discussions you reply to appear here, the latest activity first.',
    ask: 'Ask a question',
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
