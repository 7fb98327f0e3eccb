import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'
import type { ChatSummary } from '../schemas/chat'
import { formatDate } from '@/i18n/format-date'
import { DeleteChatDialog } from './delete-chat-dialog'
import { PencilIcon, TrashIcon } from './icons'
import { RenameChatForm } from './rename-chat-form'
import { m } from '../messages/assistant'

type ChatHistoryItemProps = {
  chat: ChatSummary
  isCurrent: boolean
  /** The chat is gone; `wasCurrent` when it was the one on screen. */
  onDeleted: (wasCurrent: boolean) => void
}

/** A chat of the history: open it, rename it in place, or delete it after a confirmation. */
export function ChatHistoryItem({ chat, isCurrent, onDeleted }: ChatHistoryItemProps) {
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view')
  const renameButton = useRef<HTMLButtonElement>(null)

  if (mode === 'rename') {
    return (
      <li className="min-w-0 rounded-md border">
        <RenameChatForm
          chatId={chat.id}
          title={chat.title}
          onDone={() => {
            setMode('view')
            // Back to where the user was (after React has put the button back).
            requestAnimationFrame(() => renameButton.current?.focus())
          }}
        />
      </li>
    )
  }
  return (
    <li className={cn('flex min-w-0 items-center gap-1 rounded-md', isCurrent && 'bg-accent')}>
      <Link
        to={paths.chatbot.getHref(chat.id)}
        aria-current={isCurrent ? 'page' : undefined}
        className="min-w-0 flex-1 rounded-md px-3 py-2 transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="block truncate text-sm font-medium">{chat.title}</span>
        <span className="block text-xs text-muted-foreground">
          <time dateTime={chat.updated_at}>{formatDate(chat.updated_at)}</time> ·{' '}
          {m.history.messages(chat.message_count)}
        </span>
      </Link>
      <Button
        ref={renameButton}
        variant="ghost"
        size="icon"
        className="shrink-0"
        aria-label={m.history.rename(chat.title)}
        onClick={() => setMode('rename')}
      >
        <PencilIcon />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0"
        aria-label={m.history.delete(chat.title)}
        onClick={() => setMode('delete')}
      >
        <TrashIcon />
      </Button>
      {mode === 'delete' && (
        <DeleteChatDialog
          chat={chat}
          onOpenChange={(open) => {
            if (!open) setMode('view')
          }}
          onDeleted={() => {
            setMode('view')
            onDeleted(isCurrent)
          }}
        />
      )}
    </li>
  )
}
