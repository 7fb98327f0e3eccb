import { QueryError } from '@/components/ui/error-box'
import { isSeededDemoId } from '@/config/demo'
import { useAuth } from '@/lib/auth'
import { useChat } from '../api/get-chat'
import { useConversation } from '../hooks/use-conversation'
import { ChatComposer } from './chat-composer'
import { ChatLog } from './chat-log'
import { ChatNotFound, ChatSkeleton } from './chat-states'
import { ExportPdfButton } from './export-pdf-button'
import { HistorySheet } from './history-sheet'
import { SendFailure } from './send-failure'
import { m } from '../messages/assistant'

/**
 * One chat (or a new one, `chatId` null): title and actions, the conversation, a failed send with
 * Retry, and the question box. Phones: it fills the screen under the top bar.
 */
export function ChatScreen({ chatId }: { chatId: string | null }) {
  const query = useChat(chatId)
  const conversation = useConversation(chatId)
  const chat = chatId === null ? null : (query.data ?? null)
  const { isDemo } = useAuth()
  // The demo's sample chats are shared by every visitor: the database takes no feedback on them.
  const feedbackChatId = chatId !== null && !(isDemo && isSeededDemoId(chatId)) ? chatId : null

  if (chatId !== null && query.isSuccess && query.data === null) return <ChatNotFound />
  const title = chatId === null ? m.newChat : (chat?.chat.title ?? m.title)
  return (
    <section
      aria-label={m.title}
      className="flex h-[calc(100dvh-6.5rem)] min-w-0 flex-col gap-3 md:h-auto"
    >
      <header className="flex items-center gap-2">
        <HistorySheet currentId={chatId} />
        <h1 className="min-w-0 flex-1 truncate text-lg font-semibold sm:text-xl">{title}</h1>
        <ExportPdfButton chat={chat} />
      </header>
      {chatId !== null && query.isPending ? (
        <ChatSkeleton />
      ) : chatId !== null && query.isError ? (
        <QueryError title={m.chat.failed} query={query} />
      ) : (
        <ChatLog
          messages={chat?.messages ?? []}
          pendingTexts={conversation.pendingTexts}
          isOffline={conversation.isOffline}
          onPickSuggestion={conversation.submit}
          feedbackChatId={feedbackChatId}
        />
      )}
      {conversation.failure && (
        <SendFailure message={conversation.failure.error.message} onRetry={conversation.retry} />
      )}
      <ChatComposer
        value={conversation.draft}
        onChange={conversation.setDraft}
        onSend={conversation.submit}
        inputRef={conversation.inputRef}
      />
    </section>
  )
}
