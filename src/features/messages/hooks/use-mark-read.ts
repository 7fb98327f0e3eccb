import { useEffect, useRef } from 'react'
import { useMarkConversationRead } from '../api/mark-read'
import type { Message } from '../schemas/messages'
import { useDocumentVisible } from './use-document-visible'

/**
 * Tells the server the conversation is read (mark_conversation_read) whenever a newer message of
 * the other person is on screen: once when the thread opens with any, then for each arrival,
 * and only while the page is visible (a background tab's messages stay unread until seen).
 * A failed marker is not shown: the unread badge simply stays, and the next arrival tries again.
 */
export function useMarkRead(conversationId: string, messages: Message[] | undefined, me: string) {
  const isVisible = useDocumentVisible()
  const { mutate } = useMarkConversationRead(conversationId)
  const marked = useRef<string | null>(null)
  const newestIncoming = messages?.findLast((message) => message.sender_id !== me)?.id ?? null

  useEffect(() => {
    if (!isVisible || newestIncoming === null || marked.current === newestIncoming) return
    marked.current = newestIncoming
    mutate(undefined, {
      onError: () => {
        // Let the next arrival (or the next visit) try again.
        if (marked.current === newestIncoming) marked.current = null
      },
    })
  }, [isVisible, newestIncoming, mutate])
}
