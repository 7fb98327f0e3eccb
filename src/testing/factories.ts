import { vi } from 'vitest'
import { signedOutState, type AuthState, type UserProfile } from '@/lib/auth'

function buildProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'asha.rao@example.in',
    name: 'Asha Rao',
    role: 'client',
    plan: 'free',
    isVerified: false,
    locale: null,
    ...overrides,
  }
}

/** A signed-in AuthContext value; `signOut` and `refreshProfile` are spies unless given. */
export function buildSignedInAuth(
  profile: Partial<UserProfile> = {},
  overrides: Partial<AuthState> = {},
): AuthState {
  const built = buildProfile(profile)
  return {
    ...signedOutState,
    isSignedIn: true,
    userId: built.id,
    email: built.email,
    profile: built,
    signOut: vi.fn(async () => {}),
    refreshProfile: vi.fn(async () => {}),
    ...overrides,
  }
}
