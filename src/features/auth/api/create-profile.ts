import type { User } from '@supabase/supabase-js'
import type { Role } from '@/config/constants'
import type { AppSupabaseClient } from '@/lib/supabase'
import { AuthFlowError, PROFILE_CREATION_FAILED_MESSAGE } from './auth-flow-error'

/**
 * Inserts the new account's `users` row (docs/PRODUCT.md §7 'Create profile after sign-up'). When
 * that fails the half-made account is signed out again, so nobody is left signed in without a
 * profile; signing up again with the same e-mail and password resumes it (see sign-up.ts).
 */
export async function createProfileOrSignOut(client: AppSupabaseClient, user: User, role: Role) {
  const { error } = await client.from('users').insert({
    id: user.id,
    email: (user.email ?? '').toLowerCase(),
    role,
    plan: 'free',
    is_verified: false,
  })
  if (error) {
    await signOutAfterFailure(client)
    throw new AuthFlowError(PROFILE_CREATION_FAILED_MESSAGE, { cause: error })
  }
}

/**
 * Sign-out after a failed step. Its own failure is not the story the user is told (that is the
 * step that failed); the AuthProvider still shows them signed in, so nothing is hidden.
 */
export async function signOutAfterFailure(client: AppSupabaseClient) {
  // Only this browser: a duplicate sign-up must not end the real owner's other sessions.
  await client.auth.signOut({ scope: 'local' })
}
