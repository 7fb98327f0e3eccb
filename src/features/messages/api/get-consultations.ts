import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import {
  CONSULTATION_COLUMNS,
  consultationCardSchema,
  type ConsultationCard,
} from '../schemas/messages'
import { messageKeys } from './keys'

/** How many requests the page lists (open ones and the past ones together), newest first. */
const CONSULTATIONS_LIMIT = 100

/** The statuses the messages page lists as requests; accepted and completed ones are conversations. */
const REQUEST_STATUSES = ['requested', 'declined', 'cancelled'] as const

/**
 * The caller's consultation requests, open and past (consultation_cards: participants only, so
 * an advocate sees the requests made to them and a client their own), newest first.
 */
async function getConsultations(
  client: AppSupabaseClient,
  signal?: AbortSignal,
): Promise<ConsultationCard[]> {
  let query = client
    .from('consultation_cards')
    .select(CONSULTATION_COLUMNS)
    .in('status', [...REQUEST_STATUSES])
    .order('created_at', { ascending: false })
    .limit(CONSULTATIONS_LIMIT)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return parseRows(z.array(consultationCardSchema), data, 'The consultation requests')
}

const consultationsQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.consultations(),
    queryFn: async ({ signal }) => getConsultations(await loadSupabase(), signal),
  })

export function useConsultations() {
  return useQuery(consultationsQueryOptions())
}
