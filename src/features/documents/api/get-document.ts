import { queryOptions, useQuery } from '@tanstack/react-query'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { DOCUMENT_COLUMNS, documentSchema, type DocumentRow } from './document-schema'
import { documentKeys } from './keys'

/** One of the user's documents with its answers; null when there is none of theirs with this id. */
export async function getDocument(
  client: AppSupabaseClient,
  documentId: string,
  signal?: AbortSignal,
): Promise<DocumentRow | null> {
  let query = client.from('documents').select(DOCUMENT_COLUMNS).eq('id', documentId)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query.maybeSingle()
  if (error) throw error
  if (data === null) return null
  return parseRows(documentSchema, data, 'The document')
}

const documentQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: documentKeys.detail(documentId),
    queryFn: async ({ signal }) => getDocument(await loadSupabase(), documentId, signal),
    // The editor owns its copy once open (autosave keeps it): a refetch must not replace it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })

export function useDocument(documentId: string) {
  return useQuery(documentQueryOptions(documentId))
}
