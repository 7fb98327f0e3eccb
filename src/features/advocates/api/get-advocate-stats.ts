import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { advocateKeys } from './keys'

const count = () => z.int().check(z.nonnegative())

/** The signed-in advocate's activity figures (docs/PRODUCT.md §3 'Advocate stats'). */
export const advocateStatsSchema = z.object({
  consultations: count(),
  clientMessagesReceived: count(),
  forumReplies: count(),
  profileViews: count(),
})
export type AdvocateStats = z.infer<typeof advocateStatsSchema>

/** `isSample` tells the UI to label the figures as examples rather than the advocate's own. */
export type AdvocateStatsResult = { stats: AdvocateStats; isSample: boolean }

/**
 * SAMPLE DATA, not the advocate's figures: shown until consultations, messages and the forum
 * are stored. The issue that stores them replaces this constant with a query (abortSignal,
 * parsed with advocateStatsSchema) and returns isSample: false; the dashboard stays as it is.
 */
const SAMPLE_ADVOCATE_STATS: AdvocateStats = {
  clientMessagesReceived: 12,
  profileViews: 148,
  consultations: 5,
  forumReplies: 23,
}

export async function getAdvocateStats({
  signal,
}: { signal?: AbortSignal } = {}): Promise<AdvocateStatsResult> {
  signal?.throwIfAborted()
  return { stats: advocateStatsSchema.parse(SAMPLE_ADVOCATE_STATS), isSample: true }
}

export const advocateStatsQueryOptions = () =>
  queryOptions({
    queryKey: advocateKeys.stats(),
    queryFn: ({ signal }) => getAdvocateStats({ signal }),
  })

export function useAdvocateStats() {
  return useQuery(advocateStatsQueryOptions())
}
