import { queryOptions, useQuery } from '@tanstack/react-query'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { ADVOCATE_COLUMNS, advocateSchema, type Advocate } from '../schemas/directory'
import { advocateKeys } from './keys'

/**
 * One advocate's public profile from advocate_directory; null when there is no such advocate or
 * the advocate is not verified (the view lists verified advocates only).
 */
async function getAdvocate(
  client: AppSupabaseClient,
  advocateId: string,
  signal?: AbortSignal,
): Promise<Advocate | null> {
  let query = client.from('advocate_directory').select(ADVOCATE_COLUMNS).eq('id', advocateId)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query.maybeSingle()
  if (error) throw error
  if (data === null) return null
  return parseRows(advocateSchema, data, 'The advocate profile')
}

const advocateQueryOptions = (advocateId: string) =>
  queryOptions({
    queryKey: advocateKeys.advocate(advocateId),
    queryFn: async ({ signal }) => getAdvocate(await loadSupabase(), advocateId, signal),
  })

export function useAdvocate(advocateId: string) {
  return useQuery(advocateQueryOptions(advocateId))
}
