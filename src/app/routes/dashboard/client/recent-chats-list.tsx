import { MessageSquare } from 'lucide-react'
import { Link } from 'react-router'
import { FormattedDate } from '@/components/data-display/formatted-date'
import { ItemRow } from '@/components/data-display/item-row'
import { PanelEmpty } from '@/components/data-display/panel-states'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { RecentChat } from '@/features/assistant/api/get-recent-chats'

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
            <Link to={paths.chatbot.getHref()}>Start a chat</Link>
          </Button>
        }
      />
    )
  }
  return (
    <ul className="divide-y">
      {chats.map((chat) => (
        <ItemRow
          key={chat.id}
          title={chat.title}
          meta={
            <>
              <FormattedDate value={chat.date} /> · {messageCountLabel(chat.messageCount)}
            </>
          }
          to={paths.chatbot.getHref(chat.id)}
          action="Continue"
        />
      ))}
    </ul>
  )
}
