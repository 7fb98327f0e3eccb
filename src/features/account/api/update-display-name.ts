import { useMutation } from '@tanstack/react-query'
import { useAuth } from '@/lib/auth'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'

/** Renames one's own `users` row: `name` is the only column a user may update (RLS + grant). */
export async function updateDisplayName(client: AppSupabaseClient, userId: string, name: string) {
  const { data, error } = await client
    .from('users')
    .update({ name })
    .eq('id', userId)
    .select('name')
    .maybeSingle()
  if (error) throw error
  if (!data) throw new Error('Your profile was not found. Please sign out and in again.')
  return data.name
}

/** Refreshes the AuthProvider's profile once the new name is stored. */
export function useUpdateDisplayName() {
  const { userId, refreshProfile } = useAuth()
  return useMutation({
    mutationKey: ['account', 'update-display-name'],
    mutationFn: async (name: string) => {
      if (!userId) throw new Error('You are signed out. Please sign in again.')
      return updateDisplayName(await loadSupabase(), userId, name)
    },
    onSuccess: () => refreshProfile(),
  })
}
