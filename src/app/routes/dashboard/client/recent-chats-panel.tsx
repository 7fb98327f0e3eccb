import { useRecentChats } from '@/features/assistant/api/get-recent-chats'
import { DashboardPanel } from '../components/dashboard-panel'
import { QueryPanelContent } from '../components/query-panel-content'
import { RecentChatsList } from './recent-chats-list'

export function RecentChatsPanel() {
  const query = useRecentChats()
  return (
    <DashboardPanel title="Recent Chats" isSample={query.data?.isSample}>
      <QueryPanelContent query={query} what="your recent chats">
        {({ chats }) => <RecentChatsList chats={chats} />}
      </QueryPanelContent>
    </DashboardPanel>
  )
}
