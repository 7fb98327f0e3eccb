import { infiniteQueryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { useKeysetPages } from '@/hooks/use-keyset-pages'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import type { DirectoryFilters } from '../lib/directory-filters'
import { ADVOCATE_LIMITS } from '../schemas/advocate-lists'
import { ADVOCATE_CARD_COLUMNS, advocateCardSchema, type AdvocateCard } from '../schemas/directory'
import { advocateKeys } from './keys'

const directoryPageSchema = z.array(advocateCardSchema)

/**
 * One page of verified advocates from advocate_directory_page: `after` is the id of the last
 * advocate of the previous page (keyset pagination), null for the first page. Every filter the
 * list does not use is sent as null (any).
 */
export async function getDirectoryPage(
  client: AppSupabaseClient,
  filters: DirectoryFilters,
  after: string | null,
  signal?: AbortSignal,
): Promise<AdvocateCard[]> {
  let query = client
    .rpc('advocate_directory_page', {
      search: filters.search.trim() || null,
      area: filters.area,
      language: filters.language,
      state: filters.state,
      city: filters.city.trim() || null,
      min_years: filters.minYears,
      max_fee: filters.maxFee,
      sort: filters.sort,
      after,
      page_size: ADVOCATE_LIMITS.pageSize,
    })
    .select(ADVOCATE_CARD_COLUMNS)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return parseRows(directoryPageSchema, data, 'The advocates')
}

/** A full page may have a next one: it starts after that page's last advocate. */
export function nextDirectoryPageAfter(lastPage: AdvocateCard[]): string | undefined {
  if (lastPage.length < ADVOCATE_LIMITS.pageSize) return undefined
  return lastPage[lastPage.length - 1]?.id
}

export const directoryPagesQueryOptions = (filters: DirectoryFilters) =>
  infiniteQueryOptions({
    queryKey: advocateKeys.directoryList(filters),
    queryFn: async ({ pageParam, signal }) =>
      getDirectoryPage(await loadSupabase(), filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextDirectoryPageAfter,
  })

/** The pages of /advocates read so far; `loadMore` reads the next one. */
export function useDirectoryPages(filters: DirectoryFilters) {
  return useKeysetPages(directoryPagesQueryOptions(filters))
}
