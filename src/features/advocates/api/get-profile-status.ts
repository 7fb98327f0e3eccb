import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import {
  PROFILE_SECTIONS,
  PROFILE_SECTION_STATES,
  type ProfileStatus,
} from '../schemas/profile-status'
import { advocateKeys } from './keys'

/** The jsonb of my_advocate_profile_status(): each of the four parts once, in any order. */
const statusRecordSchema = z.object({
  completion_percent: z.int().check(z.gte(0), z.lte(100)),
  checklist: z
    .array(z.object({ section: z.enum(PROFILE_SECTIONS), state: z.enum(PROFILE_SECTION_STATES) }))
    .check(
      z.refine(
        (checklist) =>
          checklist.length === PROFILE_SECTIONS.length &&
          PROFILE_SECTIONS.every((section) => checklist.some((item) => item.section === section)),
        'the checklist must name each of the four parts once',
      ),
    ),
})

type ProfileStatusResult = { status: ProfileStatus }

/**
 * The signed-in advocate's profile completion and checklist, computed by the database
 * (my_advocate_profile_status; the page's profileCompletion mirrors it). The checklist comes back
 * in the order the dashboard shows it.
 */
export async function getProfileStatus(
  client: AppSupabaseClient,
  signal?: AbortSignal,
): Promise<ProfileStatusResult> {
  let query = client.rpc('my_advocate_profile_status')
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  const record = parseRows(statusRecordSchema, data, 'Your profile status')
  const checklist = PROFILE_SECTIONS.map((section) => {
    const item = record.checklist.find((entry) => entry.section === section)
    return { section, state: item?.state ?? 'missing' }
  })
  return { status: { completionPercent: record.completion_percent, checklist } }
}

export const profileStatusQueryOptions = () =>
  queryOptions({
    queryKey: advocateKeys.profileStatus(),
    queryFn: async ({ signal }) => getProfileStatus(await loadSupabase(), signal),
  })

export function useProfileStatus() {
  return useQuery(profileStatusQueryOptions())
}
