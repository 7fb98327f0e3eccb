import type { AuthChangeEvent, Session } from '@supabase/supabase-js'
import { vi } from 'vitest'
import type { ProfileRow } from '@/lib/get-profile'
import type { AppSupabaseClient } from '@/lib/supabase'
import { createFakeUsersQuery } from './fake-users-query'

/**
 * An in-memory stand-in for the parts of supabase-js the app uses (auth + the `users` table),
 * for unit tests only. Auth failures look like auth-js's: { name, message, status, code }.
 */
type Account = {
  id: string
  email: string
  password: string
  appMetadata: Record<string, unknown>
  /** Signed up with e-mail confirmation on and never opened the link. */
  unconfirmed?: boolean
}
type SignUpCredentials = {
  email: string
  password: string
  options?: { data?: { role?: string }; emailRedirectTo?: string }
}
type UserUpdate = { password?: string; current_password?: string }
type Listener = (event: AuthChangeEvent, session: Session | null) => void

export function authApiError(message: string, status: number, code?: string) {
  return Object.assign(new Error(message), { name: 'AuthApiError', status, code })
}

export type FakeSupabaseOptions = {
  accounts?: Array<Partial<Account> & { email: string; password: string }>
  profiles?: ProfileRow[]
  /** The account signed in when the client starts. */
  signedInAs?: string
  /** The start session came from a reset link: a new password needs no current one. */
  recoverySession?: boolean
}

export function createFakeSupabase(options: FakeSupabaseOptions = {}) {
  let nextId = 1
  const newId = () => `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`
  const accounts: Account[] = (options.accounts ?? []).map((a) => ({
    id: a.id ?? newId(),
    appMetadata: a.appMetadata ?? {},
    ...a,
  }))
  const profiles: ProfileRow[] = (options.profiles ?? []).map((row) => ({ ...row }))
  const listeners = new Set<Listener>()
  const resetRequests: { email: string; redirectTo?: string }[] = []
  const resendRequests: string[] = []
  const failures = {
    insert: null as { message: string; code?: string } | null,
    select: null as { message: string; code?: string } | null,
    /** Sign-up as with e-mail confirmation on: no session, and sign-in waits for the link. */
    signUpWithoutSession: false,
  }

  const sessionFor = (account: Account): Session =>
    ({
      access_token: `token-${account.id}`,
      refresh_token: 'refresh',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      token_type: 'bearer',
      user: { id: account.id, email: account.email, app_metadata: account.appMetadata },
    }) as unknown as Session

  const start = accounts.find((a) => a.email === options.signedInAs)
  let session: Session | null = start ? sessionFor(start) : null
  const emit = (event: AuthChangeEvent, next: Session | null) => {
    session = next
    listeners.forEach((listener) => listener(event, next))
  }
  const signInAs = (account: Account) => {
    const next = sessionFor(account)
    emit('SIGNED_IN', next)
    return { data: { user: next.user, session: next }, error: null }
  }

  const auth = {
    onAuthStateChange: vi.fn((listener: Listener) => {
      listeners.add(listener)
      queueMicrotask(() => listener('INITIAL_SESSION', session))
      const unsubscribe = vi.fn(() => listeners.delete(listener))
      return { data: { subscription: { id: 'fake', callback: listener, unsubscribe } } }
    }),
    initialize: vi.fn(async () => ({ error: null as unknown })),
    getSession: vi.fn(async () => ({ data: { session }, error: null as unknown })),
    signInWithPassword: vi.fn(async ({ email, password }: { email: string; password: string }) => {
      const account = accounts.find((a) => a.email === email.toLowerCase())
      if (!account || account.password !== password) {
        return {
          data: { user: null, session: null },
          error: authApiError('Invalid login credentials', 400, 'invalid_credentials'),
        }
      }
      if (account.unconfirmed) {
        return {
          data: { user: null, session: null },
          error: authApiError('Email not confirmed', 400, 'email_not_confirmed'),
        }
      }
      return signInAs(account)
    }),
    /** Like the server with its sign-up trigger: the profile comes with the account. */
    signUp: vi.fn(async ({ email, password, options }: SignUpCredentials) => {
      if (accounts.some((a) => a.email === email.toLowerCase())) {
        return {
          data: { user: null, session: null },
          error: authApiError('User already registered', 422, 'user_already_exists'),
        }
      }
      const account: Account = {
        id: newId(),
        email: email.toLowerCase(),
        password,
        appMetadata: {},
        unconfirmed: failures.signUpWithoutSession,
      }
      accounts.push(account)
      profiles.push({
        id: account.id,
        email: account.email,
        name: null,
        role: options?.data?.role === 'advocate' ? 'advocate' : 'client',
        plan: 'free',
        is_verified: false,
      })
      if (failures.signUpWithoutSession)
        return { data: { user: { id: account.id, email }, session: null }, error: null }
      return signInAs(account)
    }),
    /** Answers alike for every address, as the server does; `resendRequests` lists them. */
    resend: vi.fn(async ({ email }: { type: 'signup'; email: string }) => {
      resendRequests.push(email)
      return { data: { user: null, session: null }, error: null as unknown }
    }),
    signOut: vi.fn(async () => {
      emit('SIGNED_OUT', null)
      return { error: null as unknown }
    }),
    /** Answers {} for every address, as the server does; `resetRequests` lists them. */
    resetPasswordForEmail: vi.fn(async (email: string, options?: { redirectTo?: string }) => {
      resetRequests.push({ email, redirectTo: options?.redirectTo })
      return { data: {}, error: null as unknown }
    }),
    updateUser: vi.fn(async ({ password, current_password }: UserUpdate) => {
      const account = accounts.find((a) => a.id === session?.user.id)
      if (!account)
        return { data: { user: null }, error: authApiError('Auth session missing!', 400) }
      if (password && !options.recoverySession && current_password !== account.password) {
        const code = current_password ? 'current_password_invalid' : 'current_password_required'
        return {
          data: { user: null },
          error: authApiError('Current password required when setting new password.', 400, code),
        }
      }
      if (account.appMetadata.demo) {
        return {
          data: { user: null },
          error: authApiError(
            'Demo accounts cannot change their e-mail or password.',
            403,
            'demo_account_locked',
          ),
        }
      }
      if (password) account.password = password
      emit('USER_UPDATED', session)
      return { data: { user: session?.user }, error: null }
    }),
  }

  let selectsHeld: Promise<void> | null = null
  /** Selects from now on answer late (with what they read at once) until the returned release. */
  const holdSelects = () => {
    let release = () => {}
    selectsHeld = new Promise<void>((resolve) => (release = resolve))
    return () => {
      selectsHeld = null
      release()
    }
  }

  const from = vi.fn((table: string) => {
    if (table !== 'users') throw new Error(`fake supabase has no table ${table}`)
    return createFakeUsersQuery(profiles, failures, () => selectsHeld)
  })

  const client = { auth, from } as unknown as AppSupabaseClient
  return {
    client,
    auth,
    from,
    accounts,
    profiles,
    failures,
    emit,
    holdSelects,
    listenerCount: () => listeners.size,
    resetRequests,
    resendRequests,
  }
}

/** A SupabaseSource over a fake client: not loaded yet unless `loaded`, a stored session if `stored`. */
export function createFakeSource(
  client: AppSupabaseClient,
  { loaded = false, stored = false }: { loaded?: boolean; stored?: boolean } = {},
) {
  let current: AppSupabaseClient | null = loaded ? client : null
  const listeners = new Set<(client: AppSupabaseClient) => void>()
  return {
    current: () => current,
    load: vi.fn(async () => {
      current = client
      listeners.forEach((listener) => listener(client))
      return client
    }),
    onLoaded: (listener: (client: AppSupabaseClient) => void) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    hasStoredSession: () => stored,
    storageKey: 'lexsetu-auth',
  }
}
