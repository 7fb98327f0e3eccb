import { createContext, useContext } from 'react'
import type { Plan, Role } from '@/config/constants'

/** The `users` record of SPEC §3, as the app reads it. */
export type UserProfile = {
  id: string
  email: string
  name: string | null
  role: Role
  plan: Plan
  isVerified: boolean
}

export type AuthState = {
  isLoading: boolean
  isSignedIn: boolean
  email: string | null
  profile: UserProfile | null
  signOut: () => Promise<void>
}

/** Until the accounts issue connects Supabase Auth, every visitor is signed out. */
export const signedOutState: AuthState = {
  isLoading: false,
  isSignedIn: false,
  email: null,
  profile: null,
  signOut: async () => {},
}

export const AuthContext = createContext<AuthState>(signedOutState)

export function useAuth(): AuthState {
  return useContext(AuthContext)
}

export function isPremium(profile: UserProfile | null): boolean {
  return profile?.plan === 'premium'
}
