import { Inbox } from 'lucide-react'
import { Link } from 'react-router'
import { FormattedDate } from '@/components/data-display/formatted-date'
import { PanelEmpty } from '@/components/data-display/panel-states'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { IncomingMessage } from '@/features/messages/api/get-incoming-messages'

export function IncomingMessagesList({ messages }: { messages: IncomingMessage[] }) {
  if (messages.length === 0) {
    return (
      <PanelEmpty
        icon={Inbox}
        title="No messages yet"
        description="When clients write to you, their messages arrive here. A complete profile helps them find you."
        action={
          <Button asChild variant="outline" size="sm">
            <Link to={paths.profile.getHref()}>Review your profile</Link>
          </Button>
        }
      />
    )
  }
  return (
    <ul className="divide-y">
      {messages.map((message) => (
        <li
          key={message.id}
          className="grid gap-2 py-3 first:pt-0 last:pb-0 sm:flex sm:items-center sm:justify-between sm:gap-4"
        >
          <div className="min-w-0">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium">{message.client}</span>
              <span className="text-sm text-muted-foreground">
                <FormattedDate value={message.date} />
              </span>
            </p>
            <p className="line-clamp-2 text-sm text-muted-foreground">{message.preview}</p>
          </div>
          <Button asChild variant="outline" size="sm" className="justify-self-start sm:shrink-0">
            <Link to={paths.message.getHref(message.id)}>
              Respond <span className="sr-only">to {message.client}</span>
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  )
}
