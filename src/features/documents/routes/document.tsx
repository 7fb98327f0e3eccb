import { useParams } from 'react-router'
import { documentIdSchema } from '../api/document-schema'
import { DocumentNotFound } from '../components/document-states'
import { SavedDocumentScreen } from '../components/saved-document-screen'
import { Component as NewDocumentPage } from './new-document'

/**
 * /documents/{id}: one of the user's documents in the editor (docs/PRODUCT.md §2 'Documents').
 * /documents/new is the unsaved editor: one route for both keeps the router's table (on every first
 * load) smaller.
 */
export function Component() {
  const { documentId = '' } = useParams()
  if (documentId === 'new') return <NewDocumentPage />
  return documentIdSchema.safeParse(documentId).success ? (
    <SavedDocumentScreen key={documentId} documentId={documentId} />
  ) : (
    <DocumentNotFound />
  )
}
