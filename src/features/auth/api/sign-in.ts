import { useMutation } from '@tanstack/react-query'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import type { LoginValues } from '@/features/auth/schemas/login'
import { fromAuthError } from './auth-flow-error'

/** Sign in by e-mail and password (docs/PRODUCT.md §7 'Sign in'); AuthProvider hears SIGNED_IN. */
export async function signIn(client: AppSupabaseClient, { email, password }: LoginValues) {
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw fromAuthError(error)
  return data.session
}

export function useSignIn() {
  return useMutation({
    mutationKey: ['auth', 'sign-in'],
    mutationFn: async (values: LoginValues) => signIn(await loadSupabase(), values),
  })
}
