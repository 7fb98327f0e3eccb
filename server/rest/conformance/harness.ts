import type { SupabaseClient } from '@supabase/supabase-js'
import { z } from 'zod'
import { PostgresDriver } from '../../db/postgres-driver'
import { DEFAULT_ANON_KEY, DEFAULT_JWT_SECRET, DEFAULT_SERVICE_ROLE_KEY } from '../../env'
import { signJwt } from '../../jwt'
import { API_URL, createTestBackend, type TestBackend } from '../../../tests/support/backend'
import { nodeClient } from '../../../tests/support/client'
import { DROP_FIXTURE_SQL, FIXTURE_SQL } from './fixtures'

/**
 * Where the REST conformance suites run: the embedded backend in-process (default), or a real
 * `supabase start` stack when SUPABASE_URL is set (see tests/README.md).
 */
const remoteSchema = z.object({
  SUPABASE_URL: z.string().url().optional(),
  SUPABASE_ANON_KEY: z.string().default(DEFAULT_ANON_KEY),
  SUPABASE_SERVICE_ROLE_KEY: z.string().default(DEFAULT_SERVICE_ROLE_KEY),
  SUPABASE_JWT_SECRET: z.string().default(DEFAULT_JWT_SECRET),
  /** The stack's database (supabase start: postgresql://postgres:postgres@127.0.0.1:54322/postgres). */
  SUPABASE_DB_URL: z.string().optional(),
  /** `postgres`: the embedded backend on a fresh database of TEST_DATABASE_URL instead of PGlite. */
  REST_TEST_DATABASE: z.enum(['pglite', 'postgres']).default('pglite'),
})
export const target = remoteSchema.parse(process.env)
export const isRemote = target.SUPABASE_URL !== undefined
/** Suites that create fixture tables need SQL access to the stack. */
export const canCreateFixtures = !isRemote || target.SUPABASE_DB_URL !== undefined

export type TestUser = { id: string; email: string; token: string }

export type RestHarness = {
  url: string
  fetch: typeof fetch
  anon: () => SupabaseClient
  service: () => SupabaseClient
  /** A client carrying a user's access token (claims as GoTrue issues them). */
  asUser: (user: { id: string; email: string }) => SupabaseClient
  withToken: (token: string) => SupabaseClient
  /** A new account: signed up through /auth/v1 when that works, else written to auth.users. */
  /** A signed-up account (its profile made by the database from `data`, the sign-up metadata). */
  createUser: (email: string, data?: Record<string, unknown>) => Promise<TestUser>
  userToken: (user: { id: string; email: string }, extra?: Record<string, unknown>) => string
  /** A raw request to /rest/v1 with the anon apikey (and the bearer given in headers, if any). */
  rest: (path: string, init?: RequestInit) => Promise<Response>
  exec: (sql: string) => Promise<void>
  backend?: TestBackend
  close: () => Promise<void>
}

const client = (url: string, key: string, fetchImpl: typeof fetch, token?: string) =>
  nodeClient(url, key, { fetch: fetchImpl, token })

async function waitForSchemaReload(url: string, fetchImpl: typeof fetch) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetchImpl(`${url}/rest/v1/todos?limit=0`, {
      headers: { apikey: target.SUPABASE_ANON_KEY },
    })
    if (response.status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export async function createRestHarness(
  options: { fixtures?: boolean } = {},
): Promise<RestHarness> {
  const withFixtures = options.fixtures ?? true
  const url = target.SUPABASE_URL ?? API_URL
  const backend = isRemote
    ? undefined
    : target.REST_TEST_DATABASE === 'postgres'
      ? await createTestBackend({}, { database: 'postgres' })
      : await createTestBackend()
  const remoteDb =
    isRemote && target.SUPABASE_DB_URL
      ? await PostgresDriver.open({ connectionString: target.SUPABASE_DB_URL, timeoutMs: 30_000 })
      : undefined
  const db = backend?.db ?? remoteDb
  const fetchImpl = backend?.fetch ?? fetch
  const exec = async (sql: string) => {
    if (!db) throw new Error('SQL access needs the embedded backend or SUPABASE_DB_URL')
    await db.exec(sql)
    if (backend) await backend.backend.reloadSchema()
    else {
      await db.exec(`notify pgrst, 'reload schema'`)
      await waitForSchemaReload(url, fetchImpl)
    }
  }
  if (withFixtures) await exec(FIXTURE_SQL)
  const userToken = (user: { id: string; email: string }, extra: Record<string, unknown> = {}) => {
    const now = Math.floor((backend?.config.now() ?? Date.now()) / 1000)
    const claims = {
      sub: user.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: user.email,
      iat: now,
      exp: now + 3600,
      ...extra,
    }
    return signJwt(claims, target.SUPABASE_JWT_SECRET)
  }
  return {
    url,
    fetch: fetchImpl,
    anon: () => client(url, target.SUPABASE_ANON_KEY, fetchImpl),
    service: () => client(url, target.SUPABASE_SERVICE_ROLE_KEY, fetchImpl),
    asUser: (user) => client(url, target.SUPABASE_ANON_KEY, fetchImpl, userToken(user)),
    withToken: (token) => client(url, target.SUPABASE_ANON_KEY, fetchImpl, token),
    createUser: async (email, metadata = {}) => {
      const { data } = await client(url, target.SUPABASE_ANON_KEY, fetchImpl).auth.signUp({
        email,
        password: 'correct-horse-battery',
        options: { data: metadata },
      })
      if (data.session && data.user)
        return {
          id: data.user.id,
          email: data.user.email ?? email,
          token: data.session.access_token,
        }
      if (!db || isRemote) throw new Error(`Could not sign up ${email}`)
      const id = crypto.randomUUID()
      await db.query(
        `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         values ($1, 'authenticated', 'authenticated', $2, now(), '{"provider":"email","providers":["email"]}', $3::jsonb, now(), now())`,
        [id, email, JSON.stringify(metadata)],
      )
      return { id, email, token: userToken({ id, email }) }
    },
    userToken,
    rest: (path, init = {}) => {
      const headers = new Headers(init.headers)
      if (!headers.has('apikey')) headers.set('apikey', target.SUPABASE_ANON_KEY)
      return fetchImpl(`${url}/rest/v1${path}`, { ...init, headers })
    },
    exec,
    backend,
    close: async () => {
      await backend?.close()
      if (remoteDb && withFixtures) await remoteDb.exec(DROP_FIXTURE_SQL)
      await remoteDb?.close()
    },
  }
}
