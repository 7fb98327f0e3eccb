import { useQuery } from '@tanstack/react-query'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { m } from '@/features/auth/messages/auth'

/** docs/PRODUCT.md §8 'Auth callback messages'. */
export const CALLBACK_AUTH_FAILED_MESSAGE = m.callback.failed
export const CALLBACK_NO_SESSION_MESSAGE = m.callback.noSession

type CallbackOutcome = { status: 'success' } | { status: 'error'; message: string }

/**
 * The session check of /auth/callback. supabase-js reads the redirect (#access_token=… or
 * #error=…) when the client is created; `initialize()` hands back that attempt's error.
 */
export async function getCallbackSession(client: AppSupabaseClient): Promise<CallbackOutcome> {
  const initialized = await client.auth.initialize()
  if (initialized.error) return { status: 'error', message: CALLBACK_AUTH_FAILED_MESSAGE }
  const { data, error } = await client.auth.getSession()
  if (error) return { status: 'error', message: CALLBACK_AUTH_FAILED_MESSAGE }
  if (!data.session) return { status: 'error', message: CALLBACK_NO_SESSION_MESSAGE }
  return { status: 'success' }
}

export function useCallbackSession() {
  return useQuery({
    queryKey: ['auth', 'callback'],
    queryFn: async () => getCallbackSession(await loadSupabase()),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  })
}
