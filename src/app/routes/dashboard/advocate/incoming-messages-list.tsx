import { Inbox } from 'lucide-react'
import { Link } from 'react-router'
import { FormattedDate } from '@/components/data-display/formatted-date'
import { PanelEmpty } from '@/components/data-display/panel-states'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { IncomingMessage } from '@/features/messages/api/get-incoming-messages'
import { m } from '@/app/messages/dashboard-home'

export function IncomingMessagesList({ messages }: { messages: IncomingMessage[] }) {
  if (messages.length === 0) {
    return (
      <PanelEmpty
        icon={Inbox}
        title={m.advocate.messages.emptyTitle}
        description={m.advocate.messages.emptyDescription}
        action={
          <Button asChild variant="outline" size="sm">
            <Link to={paths.profile.getHref()}>{m.advocate.messages.reviewProfile}</Link>
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
              {m.advocate.messages.respond}{' '}
              <span className="sr-only">{m.advocate.messages.respondTo(message.client)}</span>
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  )
}
