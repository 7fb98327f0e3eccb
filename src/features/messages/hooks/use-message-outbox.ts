import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { loadSupabase } from '@/lib/supabase'
import { messageKeys } from '../api/keys'
import { sendMessage, toSendMessageError } from '../api/send-message'
import { browserStorage, outboxKey } from '../lib/outbox'
import { createOutboxStore, localMessages } from '../lib/outbox-store'
import { MESSAGING_ERROR_CODES } from '../schemas/messages'

type UseMessageOutboxOptions = {
  conversationId: string
  userId: string
  /** The ids of the thread the server last returned; null until it has been read once. */
  serverIds: ReadonlySet<string> | null
  /** A closed conversation does not resend an earlier visit's messages by itself. */
  isClosed: boolean
}

/**
 * Sending in one conversation without ever losing a message (docs/PRODUCT.md §2 'Messages'): shown
 * at once as 'Sending…', kept in localStorage until the server has it (a reload sends it again),
 * sent with the id it was written with (so a retry cannot store it twice), retried with backoff
 * while online and at once when the connection returns. Mount it once per conversation (key the
 * screen by its id).
 */
export function useMessageOutbox({
  conversationId,
  userId,
  serverIds,
  isClosed,
}: UseMessageOutboxOptions) {
  const queryClient = useQueryClient()
  const [store] = useState(() =>
    createOutboxStore({
      storage: browserStorage(),
      key: outboxKey(userId, conversationId),
      conversationId,
      deliver: async (entry) => {
        await sendMessage(await loadSupabase(), {
          id: entry.id,
          conversation_id: entry.conversationId,
          body: entry.body,
        })
      },
      toFailure: toSendMessageError,
      onDelivered: () => {
        void queryClient.invalidateQueries({ queryKey: messageKeys.thread(conversationId) })
        void queryClient.invalidateQueries({
          queryKey: messageKeys.conversations(),
          refetchType: 'none',
        })
      },
      onFailed: (_entry, failure) => {
        // Closed meanwhile (the other side cancelled): the header and composer say so.
        if (failure.code === MESSAGING_ERROR_CODES.conversationClosed)
          void queryClient.invalidateQueries({ queryKey: messageKeys.conversation(conversationId) })
      },
    }),
  )
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot)

  useEffect(() => {
    store.start()
    window.addEventListener('online', store.resume)
    return () => {
      window.removeEventListener('online', store.resume)
      store.stop()
    }
  }, [store])

  useEffect(() => {
    if (serverIds) store.reconcile(serverIds, { resend: !isClosed })
  }, [store, serverIds, isClosed])

  const local = useMemo(
    () => localMessages(snapshot, serverIds ?? new Set()),
    [snapshot, serverIds],
  )

  return { local, write: store.write, retry: store.retry, discard: store.discard }
}
