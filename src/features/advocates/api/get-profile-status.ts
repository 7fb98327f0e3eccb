import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { ADVOCATE_PROFILE_COMPLETION_SAMPLE } from '@/config/constants'
import { advocateKeys } from './keys'

/** The parts of an advocate profile, in the order the checklist shows them (docs/PRODUCT.md §2). */
export const PROFILE_SECTIONS = [
  'basic_information',
  'professional_details',
  'verification_documents',
  'banking_details',
] as const
export type ProfileSection = (typeof PROFILE_SECTIONS)[number]

export const PROFILE_SECTION_STATES = ['done', 'pending', 'missing'] as const
export type ProfileSectionState = (typeof PROFILE_SECTION_STATES)[number]

export const profileStatusSchema = z.object({
  completionPercent: z.int().check(z.gte(0), z.lte(100)),
  checklist: z.array(
    z.object({ section: z.enum(PROFILE_SECTIONS), state: z.enum(PROFILE_SECTION_STATES) }),
  ),
})
export type ProfileStatus = z.infer<typeof profileStatusSchema>

/** `isSample` tells the UI to label the status as an example rather than the advocate's own. */
export type ProfileStatusResult = { status: ProfileStatus; isSample: boolean }

/**
 * SAMPLE DATA, not the advocate's profile: the 70% and the checklist of docs/PRODUCT.md §2 and §9,
 * shown until advocate profiles are stored. The profile issue replaces this constant with a query
 * (abortSignal, parsed with profileStatusSchema) and returns isSample: false.
 */
const SAMPLE_PROFILE_STATUS: ProfileStatus = {
  completionPercent: ADVOCATE_PROFILE_COMPLETION_SAMPLE,
  checklist: [
    { section: 'basic_information', state: 'done' },
    { section: 'professional_details', state: 'done' },
    { section: 'verification_documents', state: 'pending' },
    { section: 'banking_details', state: 'missing' },
  ],
}

export async function getProfileStatus({
  signal,
}: { signal?: AbortSignal } = {}): Promise<ProfileStatusResult> {
  signal?.throwIfAborted()
  return { status: profileStatusSchema.parse(SAMPLE_PROFILE_STATUS), isSample: true }
}

export const profileStatusQueryOptions = () =>
  queryOptions({
    queryKey: advocateKeys.profileStatus(),
    queryFn: ({ signal }) => getProfileStatus({ signal }),
  })

export function useProfileStatus() {
  return useQuery(profileStatusQueryOptions())
}
