import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { errorCode, errorMessage } from '@/lib/api-error'
import { m } from '@/features/forum/messages/new-thread'
import type { ForumCategory } from '../schemas/forum'
import { forumKeys } from './keys'

/** What a new thread sends: the only columns a user may insert (the grant of the migration). */
type NewThread = {
  title: string
  body: string
  categories: ForumCategory[]
  is_anonymous: boolean
}

export const CREATE_THREAD_ERROR = m.createError

/** A refusal of the database, in words for the user; `code` is its SQLSTATE ('' when unknown). */
class CreateThreadError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
    this.name = 'CreateThreadError'
  }
}

/**
 * What a failed insert means for the user. The forum's own refusals (LS004 the posting limit,
 * and any other LS code of the migration) are raised with a message written for the user, so it
 * is shown as it is; a request that never reached the server is a connection problem; anything
 * else (a check the form should have caught, a server fault) is the generic message, never the
 * database's wording.
 */
function toCreateThreadError(error: unknown): CreateThreadError {
  return new CreateThreadError(errorMessage(error, CREATE_THREAD_ERROR), errorCode(error))
}

const createdSchema = z.object({ id: z.string().check(z.minLength(1)) })

/** Starts a thread as the signed-in user (author_id defaults to auth.uid()); returns its id. */
export async function createThread(client: AppSupabaseClient, thread: NewThread): Promise<string> {
  const { data, error } = await client
    .from('forum_threads')
    .insert({
      title: thread.title,
      body: thread.body,
      categories: thread.categories,
      is_anonymous: thread.is_anonymous,
    })
    .select('id')
    .single()
  if (error) throw toCreateThreadError(error)
  return parseRows(createdSchema, data, 'The new thread').id
}

/** Lists and the advocates' open questions are refetched once a thread is posted. */
export function useCreateThread() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...forumKeys.all, 'create-thread'],
    mutationFn: async (thread: NewThread) => createThread(await loadSupabase(), thread),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: forumKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: forumKeys.queries() })
    },
  })
}
