import { DashboardPanel } from '@/components/data-display/dashboard-panel'
import { QueryPanelContent } from '@/components/data-display/query-panel-content'
import { useRecentDocuments } from '@/features/documents/api/get-recent-documents'
import { RecentDocumentsList } from './recent-documents-list'
import { m } from '@/app/messages/dashboard-home'

export function RecentDocumentsPanel({ isPremium }: { isPremium: boolean }) {
  const query = useRecentDocuments()
  return (
    <DashboardPanel title={m.client.documents.title}>
      <QueryPanelContent query={query} what={m.client.documents.what}>
        {(documents) => <RecentDocumentsList documents={documents} isPremium={isPremium} />}
      </QueryPanelContent>
    </DashboardPanel>
  )
}
