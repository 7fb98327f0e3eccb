import * as z from 'zod/mini'
import { parseRows } from '@/lib/parse-rows'
import type { AppSupabaseClient } from '@/lib/supabase'
import { getErrorMessage } from '@/lib/utils'
import { m } from '@/features/messages/messages/messaging'
import {
  MESSAGE_COLUMNS,
  MESSAGING_ERROR_CODES,
  messageSchema,
  type Message,
} from '../schemas/messages'
import { errorCode, GENERIC_ERROR, isAppRefusal, isNetworkError } from '@/lib/api-error'

/** What the composer sends: the id is made on this device, so a retry is the same message. */
type OutgoingMessage = { id: string; conversation_id: string; body: string }

/**
 * Why a message was not sent, and whether trying again later can help: a dropped connection or
 * a server fault can; a refusal (LS0nn: a closed conversation, a cap, the demo's quota for the
 * visit) or a refused value (SQLSTATE classes 22, 23 and 42) cannot until something changes. The
 * rate limit (LS020) clears within a minute.
 */
class SendMessageError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly isPermanent: boolean,
    readonly isRateLimited: boolean,
  ) {
    super(message)
    this.name = 'SendMessageError'
  }
}

export function toSendMessageError(error: unknown): SendMessageError {
  if (error instanceof SendMessageError) return error
  const code = errorCode(error)
  if (isAppRefusal(error)) {
    return new SendMessageError(
      getErrorMessage(error),
      code,
      code !== MESSAGING_ERROR_CODES.rateLimited,
      code === MESSAGING_ERROR_CODES.rateLimited,
    )
  }
  if (isNetworkError(error)) return new SendMessageError(m.errors.offline, code, false, false)
  const isPermanent = /^(22|23|42)/.test(code)
  return new SendMessageError(
    isPermanent ? GENERIC_ERROR : m.errors.sendFailed,
    code,
    isPermanent,
    false,
  )
}

/**
 * Stores one message (sender_id and created_at are the database's). An upsert that ignores a
 * duplicate id makes every retry safe: a message whose first try reached the server but whose
 * answer was lost is not stored twice. The stored row comes back, or null when it was already
 * there.
 */
export async function sendMessage(
  client: AppSupabaseClient,
  message: OutgoingMessage,
): Promise<Message | null> {
  let result
  try {
    result = await client
      .from('messages')
      .upsert(
        { id: message.id, conversation_id: message.conversation_id, body: message.body },
        { onConflict: 'id', ignoreDuplicates: true },
      )
      .select(MESSAGE_COLUMNS)
  } catch (error) {
    throw toSendMessageError(error)
  }
  if (result.error) throw toSendMessageError(result.error)
  const rows = parseRows(z.array(messageSchema), result.data ?? [], 'The sent message')
  return rows[0] ?? null
}
