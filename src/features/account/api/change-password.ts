import { useMutation } from '@tanstack/react-query'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'

/**
 * Sets a new password through the auth API (PUT /user). The server's refusal (same password,
 * weak password, a shared demo account) comes back as the error, with its message.
 */
export async function changePassword(client: AppSupabaseClient, password: string) {
  const { error } = await client.auth.updateUser({ password })
  if (error) throw error
}

export function useChangePassword() {
  return useMutation({
    mutationKey: ['account', 'change-password'],
    mutationFn: async (password: string) => changePassword(await loadSupabase(), password),
  })
}
