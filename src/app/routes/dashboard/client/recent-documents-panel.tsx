import { DashboardPanel } from '@/components/data-display/dashboard-panel'
import { QueryPanelContent } from '@/components/data-display/query-panel-content'
import { useRecentDocuments } from '@/features/documents/api/get-recent-documents'
import { RecentDocumentsList } from './recent-documents-list'

export function RecentDocumentsPanel({ isPremium }: { isPremium: boolean }) {
  const query = useRecentDocuments()
  return (
    <DashboardPanel title="Recent Documents">
      <QueryPanelContent query={query} what="your recent documents">
        {(documents) => <RecentDocumentsList documents={documents} isPremium={isPremium} />}
      </QueryPanelContent>
    </DashboardPanel>
  )
}
