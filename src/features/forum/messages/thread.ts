import { formatNumber, plural } from '@/i18n/format'
import { isHindi } from '@/i18n/locale'
import hi from './thread.hi'

/**
 * A button's words with some for screen readers only: `before` and `after` are read, not shown
 * ('Delete' shows; 'Delete this thread' is read).
 */
type ButtonWords = { before: string; word: string; after: string }

/** /forum/{id}: the question, its replies, the reply box and the dialogs of a post. */
export const en = {
  title: 'Forum thread',
  back: 'Back to forum',
  loading: 'Loading the discussion…',
  loadFailed: "We couldn't load this discussion.",
  notFound: 'This discussion was not found',
  notFoundHint: 'It may have been deleted, or the link is not complete.',
  closed: 'This thread was deleted, so it takes no new replies.',
  deletedQuestion:
    'The person who asked deleted this question. The replies stay for others to read.',
  close: 'Close',
  cancel: 'Cancel',
  vote: {
    question: 'Upvote the question',
    reply: (author: string) => `Upvote the reply by ${author}`,
    /** The button's name: what is upvoted and the count. */
    label: (what: string, count: number) =>
      `${what}, ${plural(count, { one: '# upvote', other: '# upvotes' })}`,
    ownPost: 'You cannot upvote your own post',
    threadDeleted: 'This thread was deleted',
    notSaved: 'Your upvote was not saved',
    notWithdrawn: 'Your upvote was not withdrawn',
  },
  replies: {
    heading: (count: number) => plural(count, { one: '# Reply', other: '# Replies' }),
    loading: 'Loading the replies…',
    failed: "We couldn't load the replies.",
    moreFailed: "We couldn't load more replies.",
    none: 'No replies yet.',
    shareBelow: ' Share what you know below.',
    loadingMore: 'Loading more replies…',
    showMore: 'Show more replies',
    by: (author: string) => `Reply by ${author}`,
    helpfulAnswer: 'Helpful answer',
    asker: 'Asker',
  },
  helpful: {
    mark: 'Mark as helpful',
    unmark: 'Unmark as helpful',
    notMarked: 'The reply was not marked as helpful',
    notUnmarked: 'The helpful mark was not removed',
    onlyAsker: 'Only the person who asked can choose the helpful answer.',
  },
  replyForm: {
    label: 'Your Reply',
    placeholder: 'Share what you know, or ask the person a question.',
    note: 'Community answers are information, not legal advice. For your own case, consult an advocate.',
    count: (count: number, max: number) =>
      `${formatNumber(count)} / ${formatNumber(max)} characters`,
    stillInBox: 'Your reply is still in the box.',
    posting: 'Posting…',
    post: 'Post Reply',
    posted: 'Reply posted',
  },
  edit: {
    button: {
      thread: { before: '', word: 'Edit', after: 'your question' },
      reply: { before: '', word: 'Edit', after: 'your reply' },
    } satisfies Record<string, ButtonWords>,
    form: { thread: 'Edit your question', reply: 'Edit your reply' },
    titleLabel: 'Title',
    detailsLabel: 'Details',
    replyLabel: 'Your reply',
    saving: 'Saving…',
    save: 'Save changes',
    titleMin: (min: number) => `Write a title of at least ${formatNumber(min)} characters.`,
    titleMax: (max: number) => `Keep the title to ${formatNumber(max)} characters.`,
    bodyMin: (min: number) => `Describe your question in at least ${formatNumber(min)} characters.`,
    bodyMax: (max: number) => `Keep the details to ${formatNumber(max)} characters.`,
    replyEmpty: 'Write your reply, or cancel.',
    replyMax: (max: number) => `Keep the reply to ${formatNumber(max)} characters.`,
    notFound: 'This post was not found, or it is not yours to edit.',
  },
  delete: {
    button: {
      thread: { before: '', word: 'Delete', after: 'this thread' },
      reply: { before: '', word: 'Delete', after: 'your reply' },
    } satisfies Record<string, ButtonWords>,
    title: { thread: 'Delete this thread?', reply: 'Delete this reply?' },
    reply: 'Your reply will be removed for good. This cannot be undone.',
    thread: 'Your question will be removed for good. This cannot be undone.',
    /** A thread with replies is blanked, not removed. */
    threadWithReplies: (count: number) =>
      `It has replies, so it will show as [deleted] (no title, text or name) and ${plural(count, { one: 'its reply stays', other: 'its # replies stay' })} for others to read. This cannot be undone.`,
    deleting: 'Deleting…',
    confirm: { thread: 'Delete thread', reply: 'Delete reply' },
    done: { thread: 'Thread deleted', reply: 'Reply deleted' },
    notFound: 'This reply was not found, or it is not yours to delete.',
  },
  report: {
    button: {
      thread: { before: '', word: 'Report', after: 'this question' },
      reply: { before: '', word: 'Report', after: 'this reply' },
    } satisfies Record<string, ButtonWords>,
    title: { thread: 'Report this question', reply: 'Report this reply' },
    description: 'A moderator reads every report. Tell us what breaks the community guidelines.',
    legend: 'What is wrong with it?',
    reasons: {
      spam: 'Spam or advertising',
      abuse: 'Abusive or disrespectful',
      personal_information: 'Shares personal information',
      misleading: 'Misleading legal information',
      other: 'Something else',
    },
    chooseReason: 'Choose why you are reporting this post.',
    detailsLabel: 'Details (optional)',
    count: (count: number, max: number) =>
      `${formatNumber(count)} / ${formatNumber(max)} characters`,
    tooLong: ': shorten the details to send the report.',
    sending: 'Sending…',
    send: 'Send report',
    thanks: 'Thanks — a moderator will review it.',
    alreadyReported: 'You have already reported this post.',
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
