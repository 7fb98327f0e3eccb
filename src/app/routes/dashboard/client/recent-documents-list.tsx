import { FileText } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import {
  DOCUMENT_TYPE_LABELS,
  type RecentDocument,
} from '@/features/documents/api/get-recent-documents'
import { FormattedDate } from '../components/formatted-date'
import { PanelEmpty } from '../components/panel-states'

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
        title="No documents yet"
        description="Affidavits, rent agreements and bail applications you draft will appear here."
        action={
          <Button asChild variant="outline" size="sm">
            {isPremium ? (
              <Link to={paths.documents}>Create a document</Link>
            ) : (
              <Link to={paths.pricing}>Unlock the document generator</Link>
            )}
          </Button>
        }
      />
    )
  }
  return (
    <ul className="divide-y">
      {documents.map((document) => (
        <li
          key={document.id}
          className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
        >
          <div className="min-w-0">
            <p className="break-words font-medium">{document.title}</p>
            <p className="text-sm text-muted-foreground">
              {DOCUMENT_TYPE_LABELS[document.type]} · <FormattedDate value={document.date} />
            </p>
          </div>
          <Button asChild variant="outline" size="sm" className="shrink-0">
            <Link to={paths.document(document.id)}>
              View<span className="sr-only">: {document.title}</span>
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  )
}
