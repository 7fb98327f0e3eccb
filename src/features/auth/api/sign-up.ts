import { useMutation } from '@tanstack/react-query'
import { locale } from '@/i18n/locale'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import type { SignUpValues } from '@/features/auth/schemas/sign-up'
import { AuthFlowError, fromAuthError, TOO_MANY_EMAILS_MESSAGE } from './auth-flow-error'
import { authLinkRedirect } from './auth-redirect'

/** Signed in at once (confirmation off), or a confirmation link is on its way to `email`. */
type SignUpOutcome = { status: 'signed-in' } | { status: 'confirm-email'; email: string }

/**
 * docs/PRODUCT.md §7 sign-up. The chosen role travels as sign-up metadata, and the database
 * creates the profile with the account (free, unverified), so it exists whether or not e-mail
 * confirmation holds the session back.
 */
export async function signUp(
  client: AppSupabaseClient,
  { email, password, role }: SignUpValues,
): Promise<SignUpOutcome> {
  const { data, error } = await client.auth.signUp({
    email,
    password,
    // The language signed up in starts the profile's (users.locale) and words the e-mails.
    options: { data: { role, locale }, emailRedirectTo: authLinkRedirect('signup') },
  })
  if (error) throw fromAuthError(error)
  return data.session ? { status: 'signed-in' } : { status: 'confirm-email', email }
}

/**
 * Mails the confirmation link again (POST /resend). The server answers alike for every address;
 * only its hourly e-mail limit is said.
 */
export async function resendConfirmation(client: AppSupabaseClient, email: string) {
  const { error } = await client.auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: authLinkRedirect('signup') },
  })
  if (!error) return
  if (error.status === 429) throw new AuthFlowError(TOO_MANY_EMAILS_MESSAGE, { cause: error })
  throw fromAuthError(error)
}

export function useSignUp() {
  return useMutation({
    mutationKey: ['auth', 'sign-up'],
    mutationFn: async (values: SignUpValues) => signUp(await loadSupabase(), values),
  })
}

export function useResendConfirmation() {
  return useMutation({
    mutationKey: ['auth', 'resend-confirmation'],
    mutationFn: async (email: string) => resendConfirmation(await loadSupabase(), email),
  })
}
