import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { FORUM_CATEGORIES, type ForumCategory } from '../schemas/forum'
import { forumKeys } from './keys'

/**
 * What forum_search_suggestion answers: the category to try (null for none) and whether threads
 * there match the search (else the category only fits the search's words).
 */
const searchSuggestionSchema = z.object({
  suggested_category: z.nullable(z.enum(FORUM_CATEGORIES)),
  has_matches: z.boolean(),
})
type SearchSuggestion = z.infer<typeof searchSuggestionSchema>

type SuggestionFilters = { search: string; category: ForumCategory | null }

/** The category closest to a search that found nothing (one record: PostgREST sends an object). */
export async function getSearchSuggestion(
  client: AppSupabaseClient,
  { search, category }: SuggestionFilters,
  signal?: AbortSignal,
): Promise<SearchSuggestion> {
  let query = client.rpc('forum_search_suggestion', { search, category })
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return parseRows(searchSuggestionSchema, data, 'The suggested category')
}

const searchSuggestionQueryOptions = (filters: SuggestionFilters) =>
  queryOptions({
    queryKey: forumKeys.suggestion(filters),
    queryFn: async ({ signal }) => getSearchSuggestion(await loadSupabase(), filters, signal),
    staleTime: 60_000,
  })

export function useSearchSuggestion(filters: SuggestionFilters) {
  return useQuery(searchSuggestionQueryOptions(filters))
}
