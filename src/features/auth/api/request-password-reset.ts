import { useMutation } from '@tanstack/react-query'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { AuthFlowError, fromAuthError, TOO_MANY_EMAILS_MESSAGE } from './auth-flow-error'
import { authLinkRedirect } from './auth-redirect'

/**
 * Mails a reset link (POST /recover). The server answers the same for every address, so the
 * screen never tells whether an account exists; only its hourly e-mail limit is said.
 */
async function requestPasswordReset(client: AppSupabaseClient, email: string) {
  const { error } = await client.auth.resetPasswordForEmail(email, {
    redirectTo: authLinkRedirect('recovery'),
  })
  if (!error) return
  if (error.status === 429) throw new AuthFlowError(TOO_MANY_EMAILS_MESSAGE, { cause: error })
  throw fromAuthError(error)
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationKey: ['auth', 'request-password-reset'],
    mutationFn: async (email: string) => requestPasswordReset(await loadSupabase(), email),
  })
}
