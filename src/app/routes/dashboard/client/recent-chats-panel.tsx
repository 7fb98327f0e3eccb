import { DashboardPanel } from '@/components/data-display/dashboard-panel'
import { QueryPanelContent } from '@/components/data-display/query-panel-content'
import { useRecentChats } from '@/features/assistant/api/get-recent-chats'
import { RecentChatsList } from './recent-chats-list'
import { m } from '@/app/messages/dashboard-home'

/** The client's newest conversations with the legal assistant, each with 'Continue'. */
export function RecentChatsPanel() {
  const query = useRecentChats()
  return (
    <DashboardPanel title={m.client.chats.title}>
      <QueryPanelContent query={query} what={m.client.chats.what}>
        {(chats) => <RecentChatsList chats={chats} />}
      </QueryPanelContent>
    </DashboardPanel>
  )
}
