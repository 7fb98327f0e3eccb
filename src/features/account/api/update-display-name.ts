import { useMutation } from '@tanstack/react-query'
import { useAuth } from '@/lib/auth'
import { getErrorMessage } from '@/lib/utils'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { m } from '@/features/account/messages/account'
import { m as common } from '@/i18n/messages/common'
import { m as errors } from '@/lib/messages/errors'

/** The database refuses to rename a shared demo profile (users trigger, SQLSTATE LS012). */
const DEMO_RENAME_CODE = 'LS012'

/** An Error carrying the database's words for LS012, with the code kept on it. */
export function isDemoRenameRefusal(error: unknown): error is Error & { code: string } {
  return error instanceof Error && 'code' in error && error.code === DEMO_RENAME_CODE
}

/** Renames one's own `users` row: `name` is the only column a user may update (RLS + grant). */
async function updateDisplayName(client: AppSupabaseClient, userId: string, name: string) {
  const { data, error } = await client
    .from('users')
    .update({ name })
    .eq('id', userId)
    .select('name')
    .maybeSingle()
  if (error?.code === DEMO_RENAME_CODE) {
    const message = getErrorMessage(error)
    throw Object.assign(
      new Error(
        message === common.unknownError
          ? m.displayName.demoRefusal
          : errors.refusal(DEMO_RENAME_CODE, message),
      ),
      { code: DEMO_RENAME_CODE },
    )
  }
  if (error) throw error
  if (!data) throw new Error(m.displayName.profileNotFound)
  return data.name
}

/** Refreshes the AuthProvider's profile once the new name is stored. */
export function useUpdateDisplayName() {
  const { userId, refreshProfile } = useAuth()
  return useMutation({
    mutationKey: ['account', 'update-display-name'],
    mutationFn: async (name: string) => {
      if (!userId) throw new Error(m.displayName.signedOut)
      return updateDisplayName(await loadSupabase(), userId, name)
    },
    onSuccess: () => refreshProfile(),
  })
}
