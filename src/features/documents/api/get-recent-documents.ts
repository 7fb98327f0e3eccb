import { queryOptions, useQuery } from '@tanstack/react-query'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import type { DocumentType } from '../document-types'
import { getDocuments } from './get-documents'
import { documentKeys } from './keys'

/** A recently edited document (docs/PRODUCT.md §3 'Recent document'). */
export type RecentDocument = { id: string; title: string; type: DocumentType; date: string }

/** How many documents the client dashboard lists. */
const RECENT_DOCUMENTS_LIMIT = 5

/** The user's five most recently edited documents, for the client dashboard. */
export async function getRecentDocuments(
  client: AppSupabaseClient,
  signal?: AbortSignal,
): Promise<RecentDocument[]> {
  const rows = await getDocuments(client, { limit: RECENT_DOCUMENTS_LIMIT, signal })
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    type: row.template,
    date: row.updated_at,
  }))
}

export const recentDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: documentKeys.recent(),
    queryFn: async ({ signal }) => getRecentDocuments(await loadSupabase(), signal),
  })

export function useRecentDocuments() {
  return useQuery(recentDocumentsQueryOptions())
}
