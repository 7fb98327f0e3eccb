import { FileText } from 'lucide-react'
import { Link } from 'react-router'
import { FormattedDate } from '@/components/data-display/formatted-date'
import { ItemRow } from '@/components/data-display/item-row'
import { PanelEmpty } from '@/components/data-display/panel-states'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { RecentDocument } from '@/features/documents/api/get-recent-documents'
import { DOCUMENT_TYPE_LABELS } from '@/features/documents/document-types'
import { m } from '@/app/messages/dashboard-home'

type RecentDocumentsListProps = {
  documents: RecentDocument[]
  /** Free users are pointed to the plans instead of the (locked) generator. */
  isPremium: boolean
}

export function RecentDocumentsList({ documents, isPremium }: RecentDocumentsListProps) {
  if (documents.length === 0) {
    return (
      <PanelEmpty
        icon={FileText}
        title={m.client.documents.emptyTitle}
        description={m.client.documents.emptyDescription}
        action={
          <Button asChild variant="outline" size="sm">
            {isPremium ? (
              <Link to={paths.documents.getHref()}>{m.client.documents.create}</Link>
            ) : (
              <Link to={paths.pricing.getHref()}>{m.client.documents.unlock}</Link>
            )}
          </Button>
        }
      />
    )
  }
  return (
    <ul className="divide-y">
      {documents.map((document) => (
        <ItemRow
          key={document.id}
          title={document.title}
          meta={
            <>
              {DOCUMENT_TYPE_LABELS[document.type]} · <FormattedDate value={document.date} />
            </>
          }
          to={paths.document.getHref(document.id)}
          action={m.client.documents.view}
        />
      ))}
    </ul>
  )
}
