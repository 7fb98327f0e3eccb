import { useMutation, useQueryClient } from '@tanstack/react-query'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import type { Thread } from '../schemas/forum'
import { updateCachedReplies } from './get-replies'
import { m } from '@/features/forum/messages/thread'
import { forumKeys } from './keys'

type PostEdit =
  | { kind: 'thread'; id: string; title: string; body: string }
  | { kind: 'reply'; id: string; body: string }

type Edited = { title?: string; body: string; edited_at: string | null }

/**
 * Changes the text of the caller's own thread (title and body) or reply. The database allows it
 * for 30 minutes after posting and answers LS005 afterwards, with a message the form shows.
 */
async function editPost(client: AppSupabaseClient, edit: PostEdit): Promise<Edited> {
  const { data, error } =
    edit.kind === 'thread'
      ? await client
          .from('forum_threads')
          .update({ title: edit.title, body: edit.body })
          .eq('id', edit.id)
          .select('title,body,edited_at')
          .maybeSingle()
      : await client
          .from('forum_replies')
          .update({ body: edit.body })
          .eq('id', edit.id)
          .select('body,edited_at')
          .maybeSingle()
  if (error) throw error
  if (!data) throw new Error(m.edit.notFound)
  return data
}

export function useEditPost(threadId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...forumKeys.thread(threadId), 'edit'],
    mutationFn: async (edit: PostEdit) => editPost(await loadSupabase(), edit),
    onSuccess: (edited, edit) => {
      if (edit.kind === 'thread') {
        queryClient.setQueryData<Thread | null>(forumKeys.thread(threadId), (thread) =>
          thread ? { ...thread, ...edited } : thread,
        )
        void queryClient.invalidateQueries({ queryKey: forumKeys.lists(), refetchType: 'none' })
      } else {
        updateCachedReplies(queryClient, threadId, (reply) =>
          reply.id === edit.id ? { ...reply, ...edited } : reply,
        )
      }
    },
  })
}
