import { useQueryClient } from '@tanstack/react-query'
import { useLiveChanges } from '@/lib/use-live-changes'
import { messageKeys } from '../api/keys'

/**
 * The open conversation, live: another person's message, or a change of its consultation
 * (completed, cancelled), is read at once. Returns whether it is live; until then it is polled.
 * The user's own messages need no read: the outbox shows them as sent.
 */
export function useLiveConversation(conversationId: string, me: string, enabled: boolean): boolean {
  const queryClient = useQueryClient()
  const readThread = () =>
    void queryClient.invalidateQueries({ queryKey: messageKeys.thread(conversationId) })
  const readHeader = () =>
    void queryClient.invalidateQueries({ queryKey: messageKeys.conversation(conversationId) })
  return useLiveChanges({
    name: 'conversation',
    bindings: [
      { event: 'INSERT', table: 'messages', filter: `conversation_id=eq.${conversationId}` },
      // The user's own consultations (RLS): rare, and this one among them.
      { event: 'UPDATE', table: 'consultations' },
    ],
    enabled,
    onChange: (change) => {
      if (change.table === 'consultations') return readHeader()
      if (change.new && 'sender_id' in change.new && change.new.sender_id !== me) readThread()
    },
    onSubscribed: () => {
      readThread()
      readHeader()
    },
  })
}

/**
 * The requests and the conversations, live: a new request, an answer to one, or a message in any
 * of the user's conversations (RLS sends only theirs) reads the lists again.
 */
export function useLiveInbox(): boolean {
  const queryClient = useQueryClient()
  const readLists = () => {
    void queryClient.invalidateQueries({ queryKey: messageKeys.consultations() })
    void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() })
    void queryClient.invalidateQueries({ queryKey: messageKeys.incoming() })
  }
  return useLiveChanges({
    name: 'inbox',
    bindings: [
      { event: '*', table: 'consultations' },
      { event: 'INSERT', table: 'messages' },
    ],
    onChange: readLists,
    onSubscribed: readLists,
  })
}
