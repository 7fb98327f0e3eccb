import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import {
  REVIEW_COLUMNS,
  REVIEWS_SHOWN,
  reviewCardSchema,
  type ReviewCard,
} from '../schemas/directory'
import { advocateKeys } from './keys'

const reviewsSchema = z.array(reviewCardSchema)

/** The newest reviews of an advocate (advocate_review_cards never names the reviewer). */
async function getAdvocateReviews(
  client: AppSupabaseClient,
  advocateId: string,
  signal?: AbortSignal,
): Promise<ReviewCard[]> {
  let query = client
    .from('advocate_review_cards')
    .select(REVIEW_COLUMNS)
    .eq('advocate_id', advocateId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(REVIEWS_SHOWN)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return parseRows(reviewsSchema, data, 'The reviews')
}

const advocateReviewsQueryOptions = (advocateId: string) =>
  queryOptions({
    queryKey: advocateKeys.reviews(advocateId),
    queryFn: async ({ signal }) => getAdvocateReviews(await loadSupabase(), advocateId, signal),
  })

export function useAdvocateReviews(advocateId: string) {
  return useQuery(advocateReviewsQueryOptions(advocateId))
}
