import { Badge } from '@/components/ui/badge'
import { DOCUMENT_STATUS_LABELS, type DocumentStatus } from '../api/document-schema'

/** 'Draft' or 'Final'. */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return (
    <Badge variant={status === 'final' ? 'default' : 'secondary'}>
      {DOCUMENT_STATUS_LABELS[status]}
    </Badge>
  )
}
