import { useMutation } from '@tanstack/react-query'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'

type PasswordChange = { password: string; currentPassword?: string }

/**
 * Sets a new password through the auth API (PUT /user), with the current password unless a reset
 * link opened this session. The server's refusal (wrong current password, same password, weak
 * password, a shared demo account) comes back as the error, with its code.
 */
async function changePassword(
  client: AppSupabaseClient,
  { password, currentPassword }: PasswordChange,
) {
  const { error } = await client.auth.updateUser(
    currentPassword ? { password, current_password: currentPassword } : { password },
  )
  if (error) throw error
}

export function useChangePassword() {
  return useMutation({
    mutationKey: ['account', 'change-password'],
    mutationFn: async (change: PasswordChange) => changePassword(await loadSupabase(), change),
  })
}
