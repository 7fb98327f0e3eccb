import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAuth } from '@/lib/auth'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { isNetworkError, OFFLINE_ERROR } from '@/lib/api-error'
import { getErrorMessage } from '@/lib/utils'
import {
  MY_PROFILE_COLUMNS,
  myAdvocateProfileSchema,
  type MyAdvocateProfile,
  type ProfileGroupFields,
} from '../schemas/profile'
import { m } from '../messages/my-profile'
import { myProfileKeys, type MyProfile } from './get-my-profile'
import { advocateKeys } from './keys'

export const SIGNED_OUT_ERROR = m.signedOut

/**
 * What a failed save says to the advocate: the server's own message (the migration writes its
 * refusals for users), or a plain connection problem when the request never arrived.
 */
export function toSaveError(error: unknown): Error {
  if (isNetworkError(error)) return new Error(OFFLINE_ERROR)
  return error instanceof Error ? error : new Error(getErrorMessage(error))
}

/**
 * Saves one group of the advocate's profile: the row is created on the first save, and later
 * saves change only the columns sent (the other groups stay as they are). The database sets the
 * verification status: changing the enrolment details sends the profile back to 'pending'.
 */
export async function saveProfile(
  client: AppSupabaseClient,
  userId: string,
  fields: ProfileGroupFields,
): Promise<MyAdvocateProfile> {
  const { data, error } = await client
    .from('advocate_profiles')
    .upsert({ id: userId, ...fields })
    .select(MY_PROFILE_COLUMNS)
    .single()
  if (error) throw error
  return parseRows(myAdvocateProfileSchema, data, 'Your saved profile')
}

/** Saves a group, keeps the page's copy of the row, and has the dashboard's status read again. */
export function useSaveProfile() {
  const queryClient = useQueryClient()
  const { userId } = useAuth()
  return useMutation({
    mutationKey: [...myProfileKeys.all, 'save'],
    mutationFn: async (fields: ProfileGroupFields) => {
      if (!userId) throw new Error(SIGNED_OUT_ERROR)
      try {
        return await saveProfile(await loadSupabase(), userId, fields)
      } catch (error) {
        throw toSaveError(error)
      }
    },
    onSuccess: (profile) => {
      if (userId) {
        queryClient.setQueryData<MyProfile>(myProfileKeys.of(userId), (current) =>
          current ? { ...current, profile } : current,
        )
      }
      return queryClient.invalidateQueries({ queryKey: advocateKeys.profileStatus() })
    },
  })
}
