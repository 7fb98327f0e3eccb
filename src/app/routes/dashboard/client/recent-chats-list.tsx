import { MessageSquare } from 'lucide-react'
import { Link } from 'react-router'
import { FormattedDate } from '@/components/data-display/formatted-date'
import { ItemRow } from '@/components/data-display/item-row'
import { PanelEmpty } from '@/components/data-display/panel-states'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { RecentChat } from '@/features/assistant/api/get-recent-chats'
import { m } from '@/app/messages/dashboard-home'

const messageCountLabel = m.client.chats.messages

export function RecentChatsList({ chats }: { chats: RecentChat[] }) {
  if (chats.length === 0) {
    return (
      <PanelEmpty
        icon={MessageSquare}
        title={m.client.chats.emptyTitle}
        description={m.client.chats.emptyDescription}
        action={
          <Button asChild variant="outline" size="sm">
            <Link to={paths.chatbot.getHref()}>{m.client.chats.start}</Link>
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
          action={m.client.chats.continue}
        />
      ))}
    </ul>
  )
}
