import { queryOptions, skipToken } from '@tanstack/react-query'
import { profileKeys } from './profile-keys'
import type { AppSupabaseClient } from './supabase'

/**
 * The `users` record of the signed-in e-mail. The fetcher and its zod schema are imported only
 * when a profile is actually read.
 */
export const profileQueryOptions = (client: AppSupabaseClient | null, email: string | null) =>
  queryOptions({
    queryKey: profileKeys.byEmail(email?.toLowerCase() ?? ''),
    queryFn:
      client && email
        ? async ({ signal }) => {
            const { getProfile } = await import('./get-profile')
            return getProfile(client, email, signal)
          }
        : skipToken,
  })
