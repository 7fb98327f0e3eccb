import { useMutation } from '@tanstack/react-query'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import type { LoginValues } from '@/features/auth/schemas/login'
import { fromAuthError } from './auth-flow-error'

/** The account exists but its e-mail was never confirmed: the screen offers the link again. */
export class EmailNotConfirmedError extends Error {
  override name = 'EmailNotConfirmedError'
  constructor(readonly email: string) {
    super('Email not confirmed')
  }
}

/** Sign in by e-mail and password (docs/PRODUCT.md §7 'Sign in'); AuthProvider hears SIGNED_IN. */
export async function signIn(client: AppSupabaseClient, { email, password }: LoginValues) {
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  if (error?.code === 'email_not_confirmed') throw new EmailNotConfirmedError(email)
  if (error) throw fromAuthError(error)
  return data.session
}

export function useSignIn() {
  return useMutation({
    mutationKey: ['auth', 'sign-in'],
    mutationFn: async (values: LoginValues) => signIn(await loadSupabase(), values),
  })
}
