import { useEffect, useRef } from 'react'
import { GREETING } from '../content/texts'
import type { ChatMessage } from '../schemas/chat'
import { MessageItem } from './message-item'
import { ReplyFeedback } from './reply-feedback'
import { SuggestedQuestions } from './suggested-questions'
import { TypingIndicator } from './typing-indicator'
import { m } from '../messages/assistant'

type ChatLogProps = {
  messages: ChatMessage[]
  /** The questions on their way, oldest first: shown at once, with the typing indicator under them. */
  pendingTexts: string[]
  /** They wait for the connection: the indicator says so. */
  isOffline: boolean
  onPickSuggestion: (question: string) => void
  /** The chat whose replies take feedback; null where there is none (a demo's shared sample). */
  feedbackChatId: string | null
}

/**
 * The conversation: a labelled, polite live log (new messages are read out), scrolling on its
 * own. It fills a phone's screen and is exactly CHAT_WINDOW_HEIGHT_PX (400 px) high from md up.
 */
export function ChatLog({
  messages,
  pendingTexts,
  isOffline,
  onPickSuggestion,
  feedbackChatId,
}: ChatLogProps) {
  const logRef = useRef<HTMLDivElement>(null)
  const isEmpty = messages.length === 0 && pendingTexts.length === 0
  const lastKey = `${messages.length}:${pendingTexts.length}:${isOffline}`

  useEffect(() => {
    const log = logRef.current
    if (!log) return
    const items = log.querySelectorAll<HTMLElement>('[data-chat-item]')
    const last = items[items.length - 1]
    // A new reply is read from its question down; anything else (a question, typing) from the bottom.
    const question = items.length > 2 ? items[items.length - 2] : null
    log.scrollTop =
      last?.dataset.chatItem === 'assistant' && question
        ? question.offsetTop - 16
        : log.scrollHeight
  }, [lastKey])

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label={m.conversation}
      // A scrolling region must be reachable by keyboard (WCAG 2.1.1) even with nothing to focus in it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative min-h-0 flex-1 overflow-y-auto rounded-lg border bg-muted/40 p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:h-[400px] md:flex-none"
    >
      <ol className="grid gap-4">
        <MessageItem sender="assistant" content={GREETING} citations={[]} isGreeting />
        {messages.map((message, index) => (
          // Position, not id: the ids change when the server's copy replaces the shown one.
          <MessageItem
            key={index}
            sender={message.role}
            content={message.content}
            citations={message.citations}
            actions={
              feedbackChatId !== null &&
              message.role === 'assistant' && (
                // By id: another chat's reply at this position starts with none of this one's state.
                <ReplyFeedback
                  key={message.id}
                  chatId={feedbackChatId}
                  replyId={message.id}
                  feedback={message.feedback}
                />
              )
            }
          />
        ))}
        {pendingTexts.map((text, index) => (
          <MessageItem key={`pending-${index}`} sender="user" content={text} citations={[]} />
        ))}
      </ol>
      {pendingTexts.length > 0 && (
        <div className="pt-4">
          <TypingIndicator offlineCount={isOffline ? pendingTexts.length : 0} />
        </div>
      )}
      {isEmpty && (
        <div className="pt-4">
          <SuggestedQuestions onPick={onPickSuggestion} />
        </div>
      )}
    </div>
  )
}
