import { useEffect, useRef, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { m } from '@/features/messages/messages/conversation'
import type { LocalMessage } from '../lib/outbox-store'
import type { Message } from '../schemas/messages'
import { MessageItem } from './message-item'

type MessageThreadProps = {
  /** The server's messages, oldest first; undefined until read once. */
  messages: Message[] | undefined
  /** This device's messages the thread does not list yet, oldest first. */
  local: LocalMessage[]
  me: string
  otherName: string
  hasEarlier: boolean
  isLoadingEarlier: boolean
  onShowEarlier: () => void
  onRetry: (id: string) => void
  onDiscard: (id: string) => void
  /** Loading or error state of the first read, shown in place of the list. */
  status?: ReactNode
}

/** How close to the bottom (px) still counts as reading the newest messages. */
const NEAR_BOTTOM_PX = 120

/**
 * The conversation, oldest to newest, in a box that scrolls on its own: it follows new messages
 * while the reader is at the bottom (always after sending), and stays put while they read back.
 */
export function MessageThread({
  messages,
  local,
  me,
  otherName,
  hasEarlier,
  isLoadingEarlier,
  onShowEarlier,
  onRetry,
  onDiscard,
  status,
}: MessageThreadProps) {
  const boxRef = useRef<HTMLDivElement>(null)
  const isAtBottom = useRef(true)
  const last = local.at(-1) ?? messages?.at(-1)
  const lastKey = last ? `${last.id}:${'sender_id' in last ? last.sender_id : me}` : ''
  const isEmpty = messages !== undefined && messages.length === 0 && local.length === 0

  useEffect(() => {
    const box = boxRef.current
    if (!box || !lastKey) return
    if (isAtBottom.current || lastKey.endsWith(`:${me}`)) box.scrollTop = box.scrollHeight
  }, [lastKey, me])

  return (
    <div
      ref={boxRef}
      role="region"
      aria-label={m.thread.label}
      // A scrolling region must be reachable by keyboard (WCAG 2.1.1) even with nothing to focus in it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onScroll={(event) => {
        const box = event.currentTarget
        isAtBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM_PX
      }}
      className="h-[55dvh] min-h-64 overflow-y-auto rounded-lg border bg-muted/40 p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:h-[480px]"
    >
      {status}
      {hasEarlier && (
        <div className="mb-3 flex justify-center">
          <Button variant="outline" size="sm" onClick={onShowEarlier} disabled={isLoadingEarlier}>
            {isLoadingEarlier ? m.thread.loadingEarlier : m.thread.showEarlier}
          </Button>
        </div>
      )}
      {isEmpty && (
        <p className="py-8 text-center text-sm text-muted-foreground">{m.thread.empty}</p>
      )}
      <ol className="grid grid-cols-1 gap-3">
        {messages?.map((message) => (
          <MessageItem
            key={message.id}
            body={message.body}
            createdAt={message.created_at}
            isMine={message.sender_id === me}
            senderName={otherName}
          />
        ))}
        {local.map((message) => (
          <MessageItem
            key={message.id}
            body={message.body}
            createdAt={message.createdAt}
            isMine
            senderName={otherName}
            local={
              message.state === 'sent'
                ? undefined
                : {
                    state: message.state,
                    error: message.error,
                    retryAt: message.retryAt,
                    onRetry: () => onRetry(message.id),
                    onDiscard: () => onDiscard(message.id),
                  }
            }
          />
        ))}
      </ol>
    </div>
  )
}
