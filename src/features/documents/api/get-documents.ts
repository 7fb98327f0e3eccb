import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import {
  DOCUMENT_SUMMARY_COLUMNS,
  DOCUMENTS_LIMIT,
  documentSummarySchema,
  type DocumentSummary,
} from './document-schema'
import { documentKeys } from './keys'

/**
 * The user's documents (RLS: own rows only), most recently edited first, without their answers.
 * `limit` defaults to the most an account keeps, so the list is always whole.
 */
export async function getDocuments(
  client: AppSupabaseClient,
  { limit = DOCUMENTS_LIMIT, signal }: { limit?: number; signal?: AbortSignal } = {},
): Promise<DocumentSummary[]> {
  let query = client
    .from('documents')
    .select(DOCUMENT_SUMMARY_COLUMNS)
    .order('updated_at', { ascending: false })
    .order('id', { ascending: true })
    .limit(limit)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return parseRows(z.array(documentSummarySchema), data, 'Your documents')
}

export const documentsQueryOptions = () =>
  queryOptions({
    queryKey: documentKeys.list(),
    queryFn: async ({ signal }) => getDocuments(await loadSupabase(), { signal }),
  })

export function useDocuments() {
  return useQuery(documentsQueryOptions())
}
