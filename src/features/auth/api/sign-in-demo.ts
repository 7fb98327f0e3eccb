import { useMutation } from '@tanstack/react-query'
import type { Role } from '@/config/constants'
import { DEMO_ACCOUNTS, DEMO_ROLE_STORAGE_KEY } from '@/config/demo'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { fromAuthError } from './auth-flow-error'

/**
 * 'Choose Demo Role' (docs/PRODUCT.md §2): remembers the role for this tab's session and signs in
 * to the shared demo account of that role, seeded by supabase/seeds/accounts.sql from src/config/demo.ts.
 */
export async function signInDemo(
  client: AppSupabaseClient,
  role: Role,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = window.sessionStorage,
) {
  const { email, password } = DEMO_ACCOUNTS[role]
  storage.setItem(DEMO_ROLE_STORAGE_KEY, role)
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  if (error) {
    storage.removeItem(DEMO_ROLE_STORAGE_KEY)
    throw fromAuthError(error)
  }
  return data.session
}

export function useSignInDemo() {
  return useMutation({
    mutationKey: ['auth', 'sign-in-demo'],
    mutationFn: async (role: Role) => signInDemo(await loadSupabase(), role),
  })
}
