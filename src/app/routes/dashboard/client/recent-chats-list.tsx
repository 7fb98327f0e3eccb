import { MessageSquare } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { RecentChat } from '@/features/assistant/api/get-recent-chats'
import { FormattedDate } from '../components/formatted-date'
import { PanelEmpty } from '../components/panel-states'

const messageCountLabel = (count: number) => `${count} ${count === 1 ? 'message' : 'messages'}`

export function RecentChatsList({ chats }: { chats: RecentChat[] }) {
  if (chats.length === 0) {
    return (
      <PanelEmpty
        icon={MessageSquare}
        title="No chats yet"
        description="Ask the legal assistant a question; your conversations will appear here."
        action={
          <Button asChild variant="outline" size="sm">
            <Link to={paths.chatbot}>Start a chat</Link>
          </Button>
        }
      />
    )
  }
  return (
    <ul className="divide-y">
      {chats.map((chat) => (
        <li
          key={chat.id}
          className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
        >
          <div className="min-w-0">
            <p className="break-words font-medium">{chat.title}</p>
            <p className="text-sm text-muted-foreground">
              <FormattedDate value={chat.date} /> · {messageCountLabel(chat.messageCount)}
            </p>
          </div>
          <Button asChild variant="outline" size="sm" className="shrink-0">
            <Link to={paths.chat(chat.id)}>
              Continue<span className="sr-only">: {chat.title}</span>
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  )
}
