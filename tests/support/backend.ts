import type { SupabaseClient } from '@supabase/supabase-js'
import { createBackend, type Backend } from '../../server/app'
import { defaultConfig, type BackendConfig } from '../../server/config'
import type { Driver } from '../../server/db/driver'
import { DEFAULT_ANON_KEY, DEFAULT_SERVICE_ROLE_KEY } from '../../server/env'
import { nodeClient } from './client'
import { openFreshPostgres, openPgliteSnapshot } from './test-databases'

export const API_URL = 'http://127.0.0.1:54321'

export type TestBackend = {
  db: Driver
  backend: Backend
  config: BackendConfig
  /** fetch that goes straight into the handler, as supabase-js's `global.fetch`. */
  fetch: typeof fetch
  anon: () => SupabaseClient
  service: () => SupabaseClient
  close: () => Promise<void>
}

/**
 * A request as the listener hands it over: with the socket's address (clientKeyOf's key) and the
 * size of its body.
 */
export const requestFrom = (address: string, path: string, init: RequestInit = {}) =>
  Object.assign(
    new Request(`${API_URL}${path}`, {
      ...init,
      headers: { apikey: DEFAULT_ANON_KEY, ...(init.headers as Record<string, string>) },
    }),
    {
      clientAddress: address,
      bodyBytes: typeof init.body === 'string' ? Buffer.byteLength(init.body) : 0,
    },
  )

export function clientFor(fetchImpl: typeof fetch, key: string, url = API_URL): SupabaseClient {
  return nodeClient(url, key, { fetch: fetchImpl })
}

/**
 * A fresh backend on a private copy of the migrated test database (PGlite), or on a fresh
 * migrated PostgreSQL database (TEST_DATABASE_URL) to check the SQL on both. With SUPABASE_URL set, the
 * same suites can instead target a real `supabase start` stack (see tests/README.md).
 */
export async function createTestBackend(
  overrides: Partial<BackendConfig> = {},
  { database = 'pglite' }: { database?: 'pglite' | 'postgres' } = {},
): Promise<TestBackend> {
  const { db, close } =
    database === 'postgres'
      ? await openFreshPostgres({ migrated: true })
      : await openPgliteSnapshot()
  const config = defaultConfig({ bcryptCost: 4, log: () => {}, ...overrides })
  const backend = createBackend({ db, config })
  await backend.reloadSchema()
  const fetchImpl: typeof fetch = backend
  return {
    db,
    backend,
    config,
    fetch: fetchImpl,
    anon: () => clientFor(fetchImpl, DEFAULT_ANON_KEY),
    service: () => clientFor(fetchImpl, DEFAULT_SERVICE_ROLE_KEY),
    close,
  }
}

export type SignedUpAccount = {
  client: SupabaseClient
  id: string
  email: string
  token: string
}

/**
 * Signs a new account up through supabase-js, signed in; the database makes its profile from the
 * sign-up metadata (role, name), free and unverified.
 */
export async function signUpAccount(
  fetchImpl: typeof fetch,
  email: string,
  { role = 'client', name }: { role?: 'client' | 'advocate'; name?: string } = {},
): Promise<SignedUpAccount> {
  const client = clientFor(fetchImpl, DEFAULT_ANON_KEY)
  const { data, error } = await client.auth.signUp({
    email,
    password: 'a-long-password',
    options: { data: { role, name } },
  })
  if (error || !data.user || !data.session) throw error ?? new Error(`no session for ${email}`)
  return { client, id: data.user.id, email, token: data.session.access_token }
}
