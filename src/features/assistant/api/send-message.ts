import type { QueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { OFFLINE_ERROR } from '@/lib/api-error'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { parseRows } from '@/lib/parse-rows'
import { citationSchema, type ChatMessage } from '../schemas/chat'
import type { Chat } from './get-chat'
import { assistantKeys } from './keys'
import { m } from '../messages/assistant'

type SendMessageInput = { message: string; chatId?: string }

const replySchema = z.object({
  chatId: z.string().check(z.minLength(1)),
  reply: z.object({
    id: z.string().check(z.minLength(1)),
    role: z.literal('assistant'),
    content: z.string(),
    citations: z.array(citationSchema),
  }),
})
export type SendMessageResult = z.infer<typeof replySchema>

const errorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) })

export const GENERIC_SEND_ERROR = m.genericSendError

/** A refusal of the assistant function: its `code` and the message written for the user. */
export class AssistantError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'AssistantError'
  }
}

/**
 * What a failed invoke means for the user. A 4xx carries `{ error: { code, message } }` whose
 * message is shown as it is (429 says when to send again); a 5xx or an unreadable body is the
 * generic message; no response at all (FunctionsFetchError) is a connection problem.
 */
async function toAssistantError(error: unknown): Promise<AssistantError> {
  const context = error && typeof error === 'object' && 'context' in error ? error.context : null
  if (context instanceof Response) {
    if (context.status >= 500)
      return new AssistantError(GENERIC_SEND_ERROR, 'server_error', context.status)
    const body = errorBodySchema.safeParse(await context.json().catch(() => null))
    return body.success
      ? new AssistantError(
          m.sendError(body.data.error.code, body.data.error.message),
          body.data.error.code,
          context.status,
        )
      : new AssistantError(GENERIC_SEND_ERROR, 'unreadable_error', context.status)
  }
  if (error instanceof Error && error.name === 'FunctionsFetchError')
    return new AssistantError(OFFLINE_ERROR, 'network_error', 0)
  return new AssistantError(GENERIC_SEND_ERROR, 'unexpected_error', 0)
}

/** Asks the assistant Edge Function; it stores the question and the reply, and starts a chat when there is no chatId. */
export async function sendMessage(
  client: AppSupabaseClient,
  { message, chatId }: SendMessageInput,
): Promise<SendMessageResult> {
  const { data, error } = await client.functions.invoke('assistant', {
    body: chatId ? { message, chatId } : { message },
  })
  if (error) throw await toAssistantError(error)
  return parseRows(replySchema, data, "The assistant's reply")
}

/** The chat as it is once this exchange is in: what the screen shows until the refetch lands. */
export function withExchange(
  chat: Chat | null | undefined,
  { message }: SendMessageInput,
  { chatId, reply }: SendMessageResult,
  now = new Date().toISOString(),
): Chat {
  const question: ChatMessage = {
    id: `local-${reply.id}`,
    role: 'user',
    content: message,
    citations: [],
    created_at: now,
    feedback: null,
  }
  const answer: ChatMessage = { ...reply, created_at: now, feedback: null }
  const summary = chat?.chat ?? {
    id: chatId,
    title: message,
    message_count: 0,
    created_at: now,
    updated_at: now,
  }
  return {
    chat: { ...summary, message_count: summary.message_count + 2, updated_at: now },
    messages: [...(chat?.messages ?? []), question, answer],
  }
}

/**
 * Sends a question. The screen shows the exchange at once (cache), then the chat and the history
 * are read again so titles, counts and ids are the server's. Errors are for the caller to show
 * inline (the typed text is kept there), so there is no toast.
 */
export async function sendQuestion(
  queryClient: QueryClient,
  input: SendMessageInput,
): Promise<SendMessageResult> {
  let result: SendMessageResult
  try {
    result = await sendMessage(await loadSupabase(), input)
  } catch (error) {
    throw error instanceof AssistantError ? error : await toAssistantError(error)
  }
  queryClient.setQueryData<Chat | null>(assistantKeys.chat(result.chatId), (chat) =>
    withExchange(chat, input, result),
  )
  void queryClient.invalidateQueries({ queryKey: assistantKeys.chat(result.chatId) })
  void queryClient.invalidateQueries({ queryKey: assistantKeys.chats() })
  return result
}
