import { useMutation, useQueryClient } from '@tanstack/react-query'
import { errorMessage } from '@/lib/api-error'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { FEEDBACK_TEXTS } from '../content/texts'
import { feedbackSchema, type Feedback } from '../schemas/feedback'
import type { Chat } from './get-chat'
import { assistantKeys } from './keys'

/**
 * Stores the user's feedback on one reply, or withdraws it (null). One row per reply and user:
 * the upsert changes a choice made before. RLS takes only replies in the user's own chats.
 */
export async function saveFeedback(
  client: AppSupabaseClient,
  replyId: string,
  feedback: Feedback | null,
): Promise<Feedback | null> {
  if (feedback === null) {
    const { error } = await client.from('assistant_feedback').delete().eq('reply_id', replyId)
    if (error) throw error
    return null
  }
  // The note box stops at the limit; this is the edge's own check.
  const { helpful, note } = feedbackSchema.parse(feedback)
  const { data, error } = await client
    .from('assistant_feedback')
    .upsert({ reply_id: replyId, helpful, note }, { onConflict: 'reply_id,owner_id' })
    .select('helpful,note')
    .single()
  if (error) throw error
  return parseRows(feedbackSchema, data, 'The saved feedback')
}

/**
 * What a failed save means for the user: the database's own refusals (LS0nn) as written, a
 * connection problem, or a plain line.
 */
export function feedbackErrorMessage(error: unknown): string {
  return errorMessage(error, FEEDBACK_TEXTS.genericError)
}

/** Saves one reply's feedback; the open chat shows it at once (it lives in the chat's cache). */
export function useSaveFeedback(chatId: string, replyId: string) {
  const queryClient = useQueryClient()
  return useMutation<Feedback | null, Error, Feedback | null>({
    mutationKey: assistantKeys.feedback(replyId),
    mutationFn: async (feedback) => {
      try {
        return await saveFeedback(await loadSupabase(), replyId, feedback)
      } catch (error) {
        throw new Error(feedbackErrorMessage(error))
      }
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<Chat | null>(assistantKeys.chat(chatId), (chat) =>
        chat
          ? {
              ...chat,
              messages: chat.messages.map((message) =>
                message.id === replyId ? { ...message, feedback: saved } : message,
              ),
            }
          : chat,
      )
    },
  })
}
