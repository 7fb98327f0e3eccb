import { FileText } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { Card } from '@/components/ui/card'
import { QueryError } from '@/components/ui/error-box'
import { paths } from '@/config/paths'
import { formatDate } from '@/i18n/format-date'
import type { DocumentSummary } from '../api/document-schema'
import { useDocuments } from '../api/get-documents'
import { DOCUMENT_TYPE_LABELS } from '../document-types'
import { m as docs } from '@/features/documents/messages/documents'
import { DocumentStatusBadge } from './document-status-badge'

function DocumentListItem({ document }: { document: DocumentSummary }) {
  return (
    <li>
      <Link
        to={paths.document.getHref(document.id)}
        className="grid gap-1 rounded-md p-3 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="break-words font-medium">{document.title}</span>
        <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {DOCUMENT_TYPE_LABELS[document.template]}
          <DocumentStatusBadge status={document.status} />
          <span>
            {docs.edited}{' '}
            <time dateTime={document.updated_at}>{formatDate(document.updated_at)}</time>
          </span>
        </span>
      </Link>
    </li>
  )
}

function RecentDocumentsContent() {
  const query = useDocuments()
  if (query.isPending)
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{docs.recentLoading}</span>
        {[0, 1, 2].map((row) => (
          <div key={row} aria-hidden="true" className="h-12 animate-pulse rounded-md bg-muted" />
        ))}
      </div>
    )
  if (query.isError) return <QueryError title={docs.recentError} query={query} />
  if (query.data.length === 0)
    return (
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {docs.recentEmpty}
      </p>
    )
  return (
    <ul className="grid gap-1">
      {query.data.map((document) => (
        <DocumentListItem key={document.id} document={document} />
      ))}
    </ul>
  )
}

/** 'Recent Documents' on /documents: the user's documents, most recently edited first. */
export function RecentDocumentsCard() {
  const id = useId()
  return (
    <Card>
      <section aria-labelledby={id} className="grid gap-4 p-6">
        <h2 id={id} className="text-lg font-semibold leading-tight">
          {docs.recentTitle}
        </h2>
        <RecentDocumentsContent />
      </section>
    </Card>
  )
}
