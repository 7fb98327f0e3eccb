import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toastError } from '@/components/ui/use-toast'
import { errorMessage, hasErrorCode } from '@/lib/api-error'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { FORUM_ERROR_CODES, type Thread } from '../schemas/forum'
import { findCachedReply, updateCachedReplies } from './get-replies'
import { m } from '@/features/forum/messages/thread'
import { forumKeys } from './keys'

/** The post a vote is for. */
export type VoteTarget = { kind: 'thread' | 'reply'; id: string }
type VoteInput = { target: VoteTarget; upvote: boolean }

/**
 * Upvotes a post (inserts the caller's vote) or withdraws the upvote (deletes it; RLS keeps the
 * delete to the caller's own vote). A duplicate vote (23505) means the upvote is already there.
 * Own posts (LS006) and deleted threads (LS007) are refused with a message.
 */
async function setVote(client: AppSupabaseClient, { target, upvote }: VoteInput) {
  let error
  if (target.kind === 'thread') {
    const votes = client.from('forum_thread_votes')
    ;({ error } = upvote
      ? await votes.insert({ thread_id: target.id })
      : await votes.delete().eq('thread_id', target.id))
  } else {
    const votes = client.from('forum_reply_votes')
    ;({ error } = upvote
      ? await votes.insert({ reply_id: target.id })
      : await votes.delete().eq('reply_id', target.id))
  }
  if (error && !(upvote && hasErrorCode(error, FORUM_ERROR_CODES.duplicate))) throw error
}

type VoteState = { has_upvoted: boolean; upvote_count: number }

/** Sets the vote of the caller on one cached post, keeping the count in step. */
const withVote = <T extends VoteState>(post: T, upvote: boolean): T =>
  post.has_upvoted === upvote
    ? post
    : {
        ...post,
        has_upvoted: upvote,
        upvote_count: Math.max(0, post.upvote_count + (upvote ? 1 : -1)),
      }

/**
 * Upvote / withdraw on the thread page: the count and the pressed state change at once, and go
 * back (with a toast saying why) when the server refuses. Replies are not re-read, so a vote
 * never reorders the list under the reader's pointer.
 */
export function useToggleVote(threadId: string) {
  const queryClient = useQueryClient()
  const apply = ({ target, upvote }: VoteInput, previous?: VoteState) => {
    const next = <T extends VoteState>(post: T): T =>
      previous ? { ...post, ...previous } : withVote(post, upvote)
    if (target.kind === 'thread') {
      queryClient.setQueryData<Thread | null>(forumKeys.thread(threadId), (thread) =>
        thread ? next(thread) : thread,
      )
    } else {
      updateCachedReplies(queryClient, threadId, (reply) =>
        reply.id === target.id ? next(reply) : reply,
      )
    }
  }
  return useMutation({
    mutationKey: [...forumKeys.thread(threadId), 'vote'],
    mutationFn: async (input: VoteInput) => setVote(await loadSupabase(), input),
    onMutate: async (input) => {
      const key =
        input.target.kind === 'thread' ? forumKeys.thread(threadId) : forumKeys.replies(threadId)
      await queryClient.cancelQueries({ queryKey: key })
      const post =
        input.target.kind === 'thread'
          ? queryClient.getQueryData<Thread | null>(forumKeys.thread(threadId))
          : findCachedReply(queryClient, threadId, input.target.id)
      const previous = post
        ? { has_upvoted: post.has_upvoted, upvote_count: post.upvote_count }
        : undefined
      apply(input)
      return { previous }
    },
    onError: (error, input, context) => {
      if (context?.previous) apply(input, context.previous)
      toastError(input.upvote ? m.vote.notSaved : m.vote.notWithdrawn, errorMessage(error))
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: forumKeys.lists(), refetchType: 'none' }),
  })
}
