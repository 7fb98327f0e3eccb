import { useMemo, useRef, useState, type ReactNode } from 'react'
import { QueryError } from '@/components/ui/error-box'
import { useAuth } from '@/lib/auth'
import { useConversation } from '../api/get-conversation'
import { MESSAGES_PAGE_SIZE, useMessages } from '../api/get-messages'
import { m } from '@/features/messages/messages/conversation'
import { useLiveConversation } from '../hooks/use-live-messaging'
import { useMarkRead } from '../hooks/use-mark-read'
import { useMessageDraft } from '../hooks/use-message-draft'
import { useMessageOutbox } from '../hooks/use-message-outbox'
import { useThreadAnnouncer } from '../hooks/use-thread-announcer'
import { consultationOtherName, isClosedStatus, type ConsultationCard } from '../schemas/messages'
import { ConversationHeader } from './conversation-header'
import { MessageComposer } from './message-composer'
import { MessageThread } from './message-thread'
import { BackToMessagesLink, ConversationNotFound, LoadingShapes } from './messages-states'

/** Why the composer is off, or null when messages may be sent. */
function closedReason(consultation: ConsultationCard): string | null {
  const { status } = consultation
  if (status !== 'cancelled' && status !== 'declined') return null
  if (status === 'declined') return m.closed.declined
  return consultation.cancelled_by === consultation.my_role
    ? m.closed.cancelledByMe
    : m.closed.cancelled
}

type ConversationViewProps = {
  conversationId: string
  me: string
  /** Realtime delivers its changes; otherwise it is polled. */
  isLive: boolean
  /** Undefined while the consultation is read for the first time. */
  consultation: ConsultationCard | undefined
  headerFallback: ReactNode
}

/** The thread, the composer and the live region; they work before the header has loaded. */
function ConversationView({
  conversationId,
  me,
  isLive,
  consultation,
  headerFallback,
}: ConversationViewProps) {
  const [limit, setLimit] = useState(MESSAGES_PAGE_SIZE)
  const thread = useMessages(conversationId, limit, isLive)
  const messages = thread.data?.messages
  const serverIds = useMemo(
    () => (messages ? new Set(messages.map((message) => message.id)) : null),
    [messages],
  )
  const otherName = consultation ? consultationOtherName(consultation) : m.otherPerson
  const closed = consultation ? closedReason(consultation) : null
  const outbox = useMessageOutbox({
    conversationId,
    userId: me,
    serverIds,
    isClosed: consultation ? isClosedStatus(consultation.status) : false,
  })
  const [draft, setDraft] = useMessageDraft(me, conversationId)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const announcement = useThreadAnnouncer(messages, me, otherName)
  useMarkRead(conversationId, messages, me)

  let status = null
  if (!thread.data && thread.isError) {
    status = <QueryError title={m.thread.loadError} query={thread} />
  } else if (!thread.data) {
    status = (
      <LoadingShapes
        label={m.thread.loading}
        shapes={['h-10 w-2/3', 'ml-auto h-10 w-1/2', 'h-16 w-3/4']}
      />
    )
  }

  return (
    <div className="flex flex-col gap-4">
      <BackToMessagesLink />
      {consultation ? (
        <ConversationHeader
          consultation={consultation}
          conversationId={conversationId}
          headingRef={headingRef}
          onActionDone={() => headingRef.current?.focus()}
        />
      ) : (
        headerFallback
      )}
      <MessageThread
        messages={messages}
        local={outbox.local}
        me={me}
        otherName={otherName}
        hasEarlier={thread.data?.hasEarlier ?? false}
        isLoadingEarlier={thread.isPlaceholderData}
        onShowEarlier={() => setLimit((current) => current + MESSAGES_PAGE_SIZE)}
        onRetry={(id) => void outbox.retry(id)}
        onDiscard={outbox.discard}
        status={status}
      />
      <MessageComposer
        value={draft}
        onChange={setDraft}
        inputRef={inputRef}
        closedReason={closed}
        onSend={(body) => {
          outbox.write(body)
          setDraft('')
          inputRef.current?.focus()
        }}
      />
      <div aria-live="polite" className="sr-only">
        {announcement.text && <p key={announcement.count}>{announcement.text}</p>}
      </div>
    </div>
  )
}

/**
 * One conversation (docs/PRODUCT.md §2 'Messages'): the consultation's header and actions, the
 * messages live through Realtime (polled every 3 s while visible when it is unreachable), and a
 * composer whose messages are never lost. An id the user cannot see reads 'This conversation was
 * not found'.
 */
export function ConversationScreen({ conversationId }: { conversationId: string }) {
  const { userId } = useAuth()
  const isLive = useLiveConversation(conversationId, userId ?? '', userId !== null)
  const conversation = useConversation(conversationId, isLive)
  if (conversation.data === null || userId === null) return <ConversationNotFound />
  const headerFallback = conversation.isError ? (
    <QueryError title={m.loadError} query={conversation} />
  ) : (
    <LoadingShapes label={m.loading} shapes={['h-12 w-2/3', 'h-6 w-1/2']} />
  )
  return (
    <>
      {!conversation.data && <h1 className="sr-only">{m.title}</h1>}
      <ConversationView
        conversationId={conversationId}
        me={userId}
        isLive={isLive}
        consultation={conversation.data}
        headerFallback={headerFallback}
      />
    </>
  )
}
