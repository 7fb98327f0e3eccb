import { QueryError } from '@/components/ui/error-box'
import { useDocument } from '../api/get-document'
import { m } from '@/features/documents/messages/editor'
import { DocumentNotFound, EditorSkeleton } from './document-states'
import { SavedDocumentEditor } from './saved-document-editor'

/** Reads the document, then opens it in the editor; a document that is not the user's is 'not found'. */
export function SavedDocumentScreen({ documentId }: { documentId: string }) {
  const query = useDocument(documentId)
  if (query.data === null) return <DocumentNotFound />
  if (query.data) return <SavedDocumentEditor document={query.data} />
  return (
    <div className="mx-auto grid max-w-6xl gap-4">
      <h1 className="sr-only">{m.document}</h1>
      {query.isError ? <QueryError title={m.documentError} query={query} /> : <EditorSkeleton />}
    </div>
  )
}
