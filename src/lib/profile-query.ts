import { queryOptions, skipToken } from '@tanstack/react-query'
import type { AppSupabaseClient } from './supabase'

export const profileKeys = {
  all: ['auth', 'profile'] as const,
  byEmail: (email: string) => [...profileKeys.all, email] as const,
}

/**
 * The `users` record of the signed-in e-mail. Part of the first load (the AuthProvider uses it),
 * so the fetcher and its zod schema are imported only when a profile is actually read.
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
