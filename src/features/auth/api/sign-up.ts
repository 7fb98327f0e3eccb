import { useMutation } from '@tanstack/react-query'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import type { SignUpValues } from '@/features/auth/schemas/sign-up'
import { AuthFlowError, fromAuthError, PROFILE_CREATION_FAILED_MESSAGE } from './auth-flow-error'
import { createProfileOrSignOut, signOutAfterFailure } from './create-profile'

/**
 * docs/PRODUCT.md §7 sign-up: sign up, require a session, insert the `users` row (signing out again
 * if that fails). An e-mail that is already registered may be an orphan of such a failure: when the
 * same password signs in and no profile exists, the profile is created now and the sign-up
 * succeeds; otherwise it is a real duplicate and the server's message is shown.
 */
export async function signUp(client: AppSupabaseClient, values: SignUpValues) {
  const { data, error } = await client.auth.signUp({
    email: values.email,
    password: values.password,
  })
  if (error) {
    if (error.code === 'user_already_exists') return resumeOrphanedSignUp(client, values, error)
    throw fromAuthError(error)
  }
  if (!data.session) throw new AuthFlowError(PROFILE_CREATION_FAILED_MESSAGE)
  await createProfileOrSignOut(client, data.session.user, values.role)
}

async function resumeOrphanedSignUp(
  client: AppSupabaseClient,
  { email, password, role }: SignUpValues,
  alreadyExists: { message: string },
) {
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  if (error?.name === 'AuthRetryableFetchError') throw fromAuthError(error)
  if (error || !data.session) throw fromAuthError(alreadyExists) // another person's account
  let existing
  try {
    // Imported here, not at the top: its zod parsing is not needed to paint the auth screen.
    const { getProfile } = await import('@/lib/get-profile')
    existing = await getProfile(client, data.session.user.email ?? email)
  } catch (lookupError) {
    await signOutAfterFailure(client)
    throw lookupError
  }
  if (existing) {
    await signOutAfterFailure(client)
    throw fromAuthError(alreadyExists)
  }
  await createProfileOrSignOut(client, data.session.user, role)
}

export function useSignUp() {
  return useMutation({
    mutationKey: ['auth', 'sign-up'],
    mutationFn: async (values: SignUpValues) => signUp(await loadSupabase(), values),
  })
}
