import { createContext, useContext } from 'react'
import type { Plan, Role } from '@/config/constants'

/** The `users` record of docs/PRODUCT.md §3, as the app reads it. */
export type UserProfile = {
  id: string
  email: string
  name: string | null
  role: Role
  plan: Plan
  isVerified: boolean
  /** The language the user chose last (src/i18n), null if none: a new device follows it. */
  locale: 'en' | 'hi' | null
}

export type AuthState = {
  /** True until the stored session and its `users` record are known (the app shows a spinner). */
  isLoading: boolean
  isSignedIn: boolean
  /** The auth user's id and e-mail (the profile may be missing, e.g. right after sign-up). */
  userId: string | null
  email: string | null
  profile: UserProfile | null
  /** A shared demo account (docs/PRODUCT.md §2 'Auth screen'): the dashboard warns about it. */
  isDemo: boolean
  /** Signs out on the server, then forgets the session and every cached record. */
  signOut: () => Promise<void>
  /** Re-reads the `users` record of the current session and resolves once it is in. */
  refreshProfile: () => Promise<void>
}

/** A visitor without a session (and the value tests start from). */
export const signedOutState: AuthState = {
  isLoading: false,
  isSignedIn: false,
  userId: null,
  email: null,
  profile: null,
  isDemo: false,
  signOut: async () => {},
  refreshProfile: async () => {},
}

export const AuthContext = createContext<AuthState>(signedOutState)

export function useAuth(): AuthState {
  return useContext(AuthContext)
}

export function isPremium(profile: UserProfile | null): boolean {
  return profile?.plan === 'premium'
}
