import { useMutation } from '@tanstack/react-query'
import { hasErrorCode } from '@/lib/api-error'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { FORUM_ERROR_CODES, type ReportReason } from '../schemas/forum'
import { m } from '@/features/forum/messages/thread'
import type { PostRef } from './delete-post'
import { forumKeys } from './keys'

/** The longest note a report may carry (SQL check on forum_reports.details). */
export const REPORT_DETAILS_MAX = 500

const ALREADY_REPORTED = m.report.alreadyReported

type ReportInput = { post: PostRef; reason: ReportReason; details: string }

/** Reports a thread or a reply to the moderators, once per post and person (23505 otherwise). */
async function reportPost(client: AppSupabaseClient, { post, reason, details }: ReportInput) {
  const note = details.trim() || null
  const { error } = await client.from('forum_reports').insert({
    thread_id: post.kind === 'thread' ? post.id : null,
    reply_id: post.kind === 'reply' ? post.id : null,
    reason,
    details: note,
  })
  if (hasErrorCode(error, FORUM_ERROR_CODES.duplicate)) throw new Error(ALREADY_REPORTED)
  if (error) throw error
}

export function useReportPost() {
  return useMutation({
    mutationKey: [...forumKeys.all, 'report'],
    mutationFn: async (input: ReportInput) => reportPost(await loadSupabase(), input),
  })
}
