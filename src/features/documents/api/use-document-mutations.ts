import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { createDocument, type NewDocument } from './create-document'
import { deleteDocument } from './delete-document'
import type { DocumentRow } from './document-schema'
import { withDocumentsClient } from './documents-client'
import { duplicateDocument, type DuplicateSource } from './duplicate-document'
import { m } from '@/features/documents/messages/editor'
import { documentKeys } from './keys'

/** A row this device just wrote: the editor opens it without reading it again; the lists refresh. */
function rememberDocument(queryClient: QueryClient, row: DocumentRow) {
  queryClient.setQueryData(documentKeys.detail(row.id), row)
  return queryClient.invalidateQueries({ queryKey: documentKeys.lists() })
}

export function useCreateDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...documentKeys.all, 'create'],
    mutationFn: (document: NewDocument) =>
      withDocumentsClient((client) => createDocument(client, document)),
    onSuccess: (row) => void rememberDocument(queryClient, row),
  })
}

export function useDuplicateDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...documentKeys.all, 'duplicate'],
    meta: { errorToast: m.duplicateError },
    mutationFn: ({ source, id }: { source: DuplicateSource; id: string }) =>
      withDocumentsClient((client) => duplicateDocument(client, source, id)),
    onSuccess: (row) => void rememberDocument(queryClient, row),
  })
}

export function useDeleteDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...documentKeys.all, 'delete'],
    mutationFn: (documentId: string) =>
      withDocumentsClient((client) => deleteDocument(client, documentId)),
    onSuccess: (_, documentId) => {
      // The open editor keeps its copy until it has moved away (no 'not found' flash).
      queryClient.removeQueries({ queryKey: documentKeys.detail(documentId), type: 'inactive' })
      return queryClient.invalidateQueries({ queryKey: documentKeys.lists() })
    },
  })
}
