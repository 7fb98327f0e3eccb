import { Link } from 'react-router'
import { DashboardPanel } from '@/components/data-display/dashboard-panel'
import { QueryPanelContent } from '@/components/data-display/query-panel-content'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useIncomingMessages } from '@/features/messages/api/get-incoming-messages'
import { useLiveInbox } from '@/features/messages/hooks/use-live-messaging'
import { IncomingMessagesList } from './incoming-messages-list'
import { m } from '@/app/messages/dashboard-home'

export function IncomingMessagesPanel({ className }: { className?: string }) {
  const query = useIncomingMessages()
  // A client's new message reads the panel again as it arrives.
  useLiveInbox()
  return (
    <DashboardPanel
      title={m.advocate.messages.title}
      className={className}
      action={
        <Button asChild variant="link" size="inline">
          <Link to={paths.messages.getHref()}>
            {m.advocate.messages.viewAll}{' '}
            <span className="sr-only">{m.advocate.messages.viewAllHidden}</span>
          </Link>
        </Button>
      }
    >
      <QueryPanelContent query={query} what={m.advocate.messages.what}>
        {({ messages }) => <IncomingMessagesList messages={messages} />}
      </QueryPanelContent>
    </DashboardPanel>
  )
}
