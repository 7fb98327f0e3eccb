import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import { useAuth } from '@/lib/auth'
import {
  AssistantError,
  GENERIC_SEND_ERROR,
  sendQuestion,
  type SendMessageResult,
} from '../api/send-message'
import { createQuestionOutbox, type QuestionOutbox } from '../utils/question-outbox'

const STORAGE_PREFIX = 'lexsetu-assistant-outbox:'

type Outbox = QuestionOutbox<SendMessageResult, AssistantError>

/** One outbox per user and query client (a test's fresh client starts with a fresh one). */
const outboxes = new WeakMap<QueryClient, Map<string, Outbox>>()

function storage() {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

function outboxFor(queryClient: QueryClient, key: string): Outbox {
  const byKey = outboxes.get(queryClient) ?? new Map<string, Outbox>()
  outboxes.set(queryClient, byKey)
  let outbox = byKey.get(key)
  if (!outbox) {
    outbox = createQuestionOutbox<SendMessageResult, AssistantError>({
      storage: storage(),
      key,
      deliver: ({ text, chat }) =>
        sendQuestion(queryClient, chat ? { message: text, chatId: chat } : { message: text }),
      toError: (error) =>
        error instanceof AssistantError
          ? error
          : new AssistantError(GENERIC_SEND_ERROR, 'unexpected_error', 0),
    })
    byKey.set(key, outbox)
  }
  return outbox
}

/**
 * The signed-in user's questions on their way (docs/PRODUCT.md §2 'Chatbot'): one at a time, in
 * order, kept in sessionStorage until answered, and sent again when the connection returns.
 */
export function useQuestionOutbox() {
  const queryClient = useQueryClient()
  const { userId } = useAuth()
  const outbox = outboxFor(queryClient, STORAGE_PREFIX + (userId ?? 'anonymous'))
  const snapshot = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot)

  useEffect(() => {
    // What an earlier visit left waiting goes now, or as soon as the device is online again.
    outbox.resume()
    window.addEventListener('online', outbox.resume)
    return () => {
      window.removeEventListener('online', outbox.resume)
    }
  }, [outbox])

  return { outbox, snapshot }
}
