import { useParams } from 'react-router'
import { documentIdSchema } from '../api/document-schema'
import { DocumentNotFound } from '../components/document-states'
import { SavedDocumentScreen } from '../components/saved-document-screen'

/** /documents/{id}: one of the user's documents in the editor (docs/PRODUCT.md §2 'Documents'). */
export function Component() {
  const { documentId = '' } = useParams()
  return documentIdSchema.safeParse(documentId).success ? (
    <SavedDocumentScreen key={documentId} documentId={documentId} />
  ) : (
    <DocumentNotFound />
  )
}
