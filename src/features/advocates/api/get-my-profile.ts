import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { isAdvocateRole } from '@/config/constants'
import { useAuth } from '@/lib/auth'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import {
  BANK_DETAILS_COLUMNS,
  bankDetailsSchema,
  MY_PROFILE_COLUMNS,
  myAdvocateProfileSchema,
  type BankDetails,
  type MyAdvocateProfile,
} from '../schemas/profile'
import { advocateKeys } from './keys'

/** The advocate's own profile page: each part may not exist yet. */
export type MyProfile = {
  /** The advocate_profiles row, or null before the first save. */
  profile: MyAdvocateProfile | null
  /** The advocate_bank_details row (only its owner can read it), or null. */
  bankDetails: BankDetails | null
  hasBankDetails: boolean
}

export const myProfileKeys = {
  all: [...advocateKeys.all, 'my-profile'] as const,
  of: (userId: string) => [...myProfileKeys.all, userId] as const,
}

/** Reads the advocate's profile row and bank row side by side (RLS: one's own rows only). */
export async function getMyProfile(
  client: AppSupabaseClient,
  userId: string,
  signal?: AbortSignal,
): Promise<MyProfile> {
  let profileQuery = client.from('advocate_profiles').select(MY_PROFILE_COLUMNS).eq('id', userId)
  let bankQuery = client
    .from('advocate_bank_details')
    .select(BANK_DETAILS_COLUMNS)
    .eq('advocate_id', userId)
  if (signal) {
    profileQuery = profileQuery.abortSignal(signal)
    bankQuery = bankQuery.abortSignal(signal)
  }
  const [profileResult, bankResult] = await Promise.all([
    profileQuery.maybeSingle(),
    bankQuery.maybeSingle(),
  ])
  if (profileResult.error) throw profileResult.error
  if (bankResult.error) throw bankResult.error
  const profile =
    profileResult.data === null
      ? null
      : parseRows(myAdvocateProfileSchema, profileResult.data, 'Your profile')
  const bankDetails =
    bankResult.data === null
      ? null
      : parseRows(bankDetailsSchema, bankResult.data, 'Your banking details')
  return { profile, bankDetails, hasBankDetails: bankDetails !== null }
}

export const myProfileQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: myProfileKeys.of(userId ?? ''),
    queryFn: userId
      ? async ({ signal }) => getMyProfile(await loadSupabase(), userId, signal)
      : skipToken,
  })

/** The signed-in advocate's profile; never read for a client (they have none). */
export function useMyProfile() {
  const { userId, profile } = useAuth()
  return useQuery(myProfileQueryOptions(isAdvocateRole(profile?.role) ? userId : null))
}
