import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { documentKeys } from './keys'

/** The three templates of the document generator (docs/PRODUCT.md §2 'Documents'). */
export const DOCUMENT_TYPES = ['affidavit', 'rent_agreement', 'bail_application'] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  affidavit: 'Affidavit',
  rent_agreement: 'Rent Agreement',
  bail_application: 'Bail Application',
}

/** A recently edited document (docs/PRODUCT.md §3 'Recent document'). */
export const recentDocumentSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  date: z.iso.datetime({ offset: true }),
})
export type RecentDocument = z.infer<typeof recentDocumentSchema>

/** `isSample` tells the UI to label the rows as examples rather than the user's records. */
export type RecentDocuments = { documents: RecentDocument[]; isSample: boolean }

/**
 * SAMPLE DATA, not the user's documents: docs/PRODUCT.md §3 rows shown until the documents issue
 * stores documents. It then replaces this constant with a query (explicit columns, abortSignal,
 * parsed with recentDocumentSchema) and returns isSample: false; the dashboard stays as it is.
 */
const SAMPLE_RECENT_DOCUMENTS: RecentDocument[] = [
  {
    id: 'sample-rent-agreement',
    title: 'Rent Agreement – 2BHK, Koramangala',
    type: 'rent_agreement',
    date: '2026-11-18T11:30:00+05:30',
  },
  {
    id: 'sample-affidavit',
    title: 'Affidavit for Change of Name',
    type: 'affidavit',
    date: '2026-11-12T16:05:00+05:30',
  },
]

export async function getRecentDocuments({
  signal,
}: { signal?: AbortSignal } = {}): Promise<RecentDocuments> {
  signal?.throwIfAborted()
  const documents = z.array(recentDocumentSchema).parse(SAMPLE_RECENT_DOCUMENTS)
  return { documents, isSample: true }
}

export const recentDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: documentKeys.recent(),
    queryFn: ({ signal }) => getRecentDocuments({ signal }),
  })

export function useRecentDocuments() {
  return useQuery(recentDocumentsQueryOptions())
}
