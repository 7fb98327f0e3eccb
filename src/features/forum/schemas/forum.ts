import * as z from 'zod/mini'
import { m } from '@/features/forum/messages/common'

/** The five categories of the forum, in the order the tag filter shows them (SQL: forum_categories_are_valid). */
export const FORUM_CATEGORIES = [
  'Criminal Law',
  'Civil Law',
  'Family Law',
  'Property Law',
  'Constitutional Law',
] as const
export type ForumCategory = (typeof FORUM_CATEGORIES)[number]

/** The limits the forum migration checks; the forms mirror them. */
export const FORUM_LIMITS = {
  titleMin: 10,
  titleMax: 150,
  bodyMin: 20,
  bodyMax: 5000,
  replyMax: 5000,
  categoriesMax: 3,
  searchMax: 200,
  editWindowMinutes: 30,
  pageSize: 20,
} as const

/** The sorts of /forum; 'relevance' applies only while searching. */
export const FORUM_SORTS = ['newest', 'upvoted', 'unanswered', 'relevance'] as const
export type ForumSort = (typeof FORUM_SORTS)[number]

/** Why a post is reported (SQL check on forum_reports.reason); the dialog words them (messages/thread). */
export const REPORT_REASONS = [
  'spam',
  'abuse',
  'personal_information',
  'misleading',
  'other',
] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

const timestamp = () => z.iso.datetime({ offset: true })
const count = () => z.int().check(z.nonnegative())

/** Who wrote a post, as the views tell it: no name when anonymous (to others) or deleted. */
const bylineShape = {
  author_id: z.nullable(z.string()),
  author_name: z.nullable(z.string()),
  author_role: z.nullable(z.string()),
  author_is_verified_advocate: z.boolean(),
  is_mine: z.boolean(),
  has_upvoted: z.boolean(),
}

/** A row of forum_thread_cards (the list reads it without `body`, the thread page with it). */
export const threadCardSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  excerpt: z.string(),
  categories: z.array(z.string()),
  is_anonymous: z.boolean(),
  reply_count: count(),
  upvote_count: count(),
  helpful_reply_id: z.nullable(z.string()),
  created_at: timestamp(),
  edited_at: z.nullable(timestamp()),
  is_deleted: z.boolean(),
  ...bylineShape,
})
export type ThreadCard = z.infer<typeof threadCardSchema>

export const threadSchema = z.object({ ...threadCardSchema.shape, body: z.string() })
export type Thread = z.infer<typeof threadSchema>

/** A row of forum_reply_cards. */
export const replySchema = z.object({
  id: z.string().check(z.minLength(1)),
  thread_id: z.string(),
  body: z.string(),
  upvote_count: count(),
  created_at: timestamp(),
  edited_at: z.nullable(timestamp()),
  is_helpful: z.boolean(),
  by_thread_author: z.boolean(),
  ...bylineShape,
})
export type Reply = z.infer<typeof replySchema>

/** The columns the list asks for (no body: the excerpt is enough). */
export const THREAD_CARD_COLUMNS =
  'id,title,excerpt,categories,is_anonymous,reply_count,upvote_count,helpful_reply_id,created_at,edited_at,is_deleted,author_id,author_name,author_role,author_is_verified_advocate,is_mine,has_upvoted'
export const THREAD_COLUMNS = `${THREAD_CARD_COLUMNS},body`
export const REPLY_COLUMNS =
  'id,thread_id,body,upvote_count,created_at,edited_at,is_helpful,by_thread_author,author_id,author_name,author_role,author_is_verified_advocate,is_mine,has_upvoted'

/** The byline a post shows: the name, 'Anonymous', or '[deleted]'. */
export function authorLabel(post: { author_name: string | null; is_deleted?: boolean }) {
  if (post.is_deleted) return m.deleted
  return post.author_name ?? m.anonymous
}

/** A thread id in the URL: a uuid, or a thread that cannot exist. */
export const threadIdSchema = z.uuid()

/** Database errors the forum explains in words (the migration raises them). */
export const FORUM_ERROR_CODES = {
  postingLimit: 'LS004',
  editWindowClosed: 'LS005',
  ownPost: 'LS006',
  deleted: 'LS007',
  duplicate: '23505',
} as const
