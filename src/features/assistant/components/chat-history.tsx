import { MessageSquare } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { QueryError } from '@/components/ui/error-box'
import { paths } from '@/config/paths'
import { useChats } from '../api/get-chats'
import { ChatHistoryItem } from './chat-history-item'
import { PlusIcon } from './icons'
import { m } from '../messages/assistant'

/**
 * The user's chats, newest first, the open one marked: 'New chat', then the list. Labelled by the
 * caller's heading (`labelledBy`), else named 'Your chats'.
 */
export function ChatHistory({
  currentId,
  labelledBy,
}: {
  currentId: string | null
  labelledBy?: string
}) {
  const query = useChats()
  const navigate = useNavigate()
  return (
    <nav
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : m.yourChats}
      className="grid content-start gap-3"
    >
      <Button asChild variant="outline" size="sm" className="justify-self-start">
        <Link to={paths.chatbot.getHref()}>
          <PlusIcon />
          {m.newChat}
        </Link>
      </Button>
      {query.isPending ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">{m.history.loading}</span>
          {[0, 1, 2].map((row) => (
            <div key={row} aria-hidden="true" className="h-14 animate-pulse rounded-md bg-muted" />
          ))}
        </div>
      ) : query.isError ? (
        <QueryError title={m.history.failed} query={query} />
      ) : query.data.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MessageSquare aria-hidden="true" className="size-4 shrink-0" />
          {m.history.empty}
        </p>
      ) : (
        <ul className="grid min-w-0 gap-1">
          {query.data.map((chat) => (
            <ChatHistoryItem
              key={chat.id}
              chat={chat}
              isCurrent={chat.id === currentId}
              onDeleted={(wasCurrent) => {
                if (wasCurrent) void navigate(paths.chatbot.getHref(), { replace: true })
              }}
            />
          ))}
        </ul>
      )}
    </nav>
  )
}
