import { formatNumber } from '@/i18n/format'
import { isHindi } from '@/i18n/locale'
import hi from './new-thread.hi'

/** /forum/new: the new-thread form, its checks and what posting answers. */
export const en = {
  title: 'New thread',
  heading: 'New Thread',
  back: 'Back to the forum',
  intro: 'Ask the community: members and verified advocates can reply.',
  privacy:
    'This is a public forum: every signed-in member can read what you post. Replies are general information from the community, not legal advice. Leave out names, phone numbers, addresses, case numbers and other personal details.',
  restored: 'Your unfinished question was kept from last time.',
  discard: 'Discard it',
  titleLabel: 'Title',
  titleHint: (count: number, max: number) =>
    `A clear, specific question. ${formatNumber(count)} / ${formatNumber(max)} characters`,
  titlePlaceholder: 'e.g. Can my landlord keep my deposit?',
  detailsLabel: 'Details',
  detailsHint: (count: number, max: number) =>
    `What happened, where, and what you want to know. ${formatNumber(count)} / ${formatNumber(max)} characters`,
  tags: 'Tags',
  tagsHint: (max: number, chosen: number) =>
    `Choose 1 to ${formatNumber(max)}: ${formatNumber(chosen)} chosen.`,
  tagsFull: ' To pick another, first clear one.',
  anonymous: 'Ask anonymously',
  anonymousHint: 'Your name is hidden from everyone else; advocates still see your question',
  posting: 'Posting…',
  post: 'Post your question',
  posted: 'Your question is posted',
  postedDescription: 'Members and advocates can now reply.',
  notPosted: 'Your question was not posted',
  /** The reason a post failed, and that nothing typed is lost. */
  keptHere: (reason: string) => `${reason} Your text is kept here.`,
  /** The database refused the post for a reason it does not explain to the user. */
  createError: 'Your question could not be posted just now. Please try again.',
  validation: {
    titleMin: (min: number) => `Please write a title of at least ${formatNumber(min)} characters`,
    titleMax: (max: number) => `Please keep the title to ${formatNumber(max)} characters or fewer`,
    bodyMin: (min: number) =>
      `Please describe your question in at least ${formatNumber(min)} characters`,
    bodyMax: (max: number) =>
      `Please keep your question to ${formatNumber(max)} characters or fewer`,
    categoriesMin: 'Please choose at least one tag',
    categoriesMax: (max: number) => `Please choose at most ${formatNumber(max)} tags`,
    categoriesOnce: 'Please choose each tag once',
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
