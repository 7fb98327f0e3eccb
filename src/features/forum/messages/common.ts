import { isHindi } from '@/i18n/locale'
import type { ForumCategory } from '@/features/forum/schemas/forum'
import hi from './common.hi'

/** What the forum's list and thread pages share: the categories and a post's byline. */
export const en = {
  /** The five categories by their stored name (the database keeps the English). */
  categories: {
    'Criminal Law': 'Criminal Law',
    'Civil Law': 'Civil Law',
    'Family Law': 'Family Law',
    'Property Law': 'Property Law',
    'Constitutional Law': 'Constitutional Law',
  } satisfies Record<ForumCategory, string>,
  tags: 'Tags',
  anonymous: 'Anonymous',
  deleted: '[deleted]',
  youAnonymous: '(you; others see Anonymous)',
  verifiedAdvocate: 'Verified Advocate',
  edited: '(edited)',
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en

/** A category's name on screen; a name the forum does not know is shown as stored. */
export const categoryLabel = (category: string): string =>
  (m.categories as Partial<Record<string, string>>)[category] ?? category
