import { Link } from 'react-router'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { paths } from '@/config/paths'
import { lastActivity } from '../api/get-conversations'
import { m } from '@/features/messages/messages/inbox'
import { otherPartyName, type ConversationCard } from '../schemas/messages'
import { RelativeTime } from './relative-time'

/** Each conversation: the other person, the last message, when, and how many are unread. */
export function ConversationList({ conversations }: { conversations: ConversationCard[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {conversations.map((conversation) => {
        const name = otherPartyName(conversation.other_name, conversation.my_role)
        const unread = conversation.unread_count
        return (
          <li key={conversation.id}>
            <Link
              to={paths.message.getHref(conversation.id)}
              className="flex items-start gap-3 rounded-lg border bg-card p-3 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Avatar name={name} email={null} tone="soft" />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex min-w-0 items-baseline justify-between gap-2">
                  <span className={unread > 0 ? 'truncate font-semibold' : 'truncate font-medium'}>
                    {name}
                  </span>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    <RelativeTime value={lastActivity(conversation)} />
                  </span>
                </span>
                <span className="flex min-w-0 items-center justify-between gap-2">
                  <span className="truncate text-sm text-muted-foreground">
                    {conversation.last_message === null ? (
                      <span className="italic">{m.list.noMessagesPreview}</span>
                    ) : (
                      <>
                        {conversation.last_message_is_mine && m.list.you}
                        {conversation.last_message}
                      </>
                    )}
                  </span>
                  {unread > 0 && (
                    <Badge className="shrink-0">
                      {m.list.unread(unread)}{' '}
                      <span className="sr-only">{m.list.unreadNoun(unread)}</span>
                    </Badge>
                  )}
                </span>
                {conversation.consultation_status !== 'accepted' && (
                  <span className="text-xs text-muted-foreground">
                    {m.list.status[conversation.consultation_status]}
                  </span>
                )}
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
