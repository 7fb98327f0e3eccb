import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { BackendConfig } from '../../../server/config'
import { DEFAULT_ANON_KEY, DEFAULT_SERVICE_ROLE_KEY } from '../../../server/env'
import { API_URL, createTestBackend, type TestBackend } from '../../support/backend'
import { nodeClient } from '../../support/client'

/**
 * Where the auth conformance suite runs: the embedded backend (default, in-process) or a real
 * `supabase start` stack when SUPABASE_URL is set (see tests/README.md). Checks that need the
 * embedded backend's internals (dev mailbox, moving the clock, config overrides) are skipped there.
 */
export const REMOTE_URL = process.env.SUPABASE_URL
export const isRemote = Boolean(REMOTE_URL)

export type AuthTarget = {
  url: string
  anonKey: string
  serviceKey: string
  /** Raw fetch to the API (in-process for the embedded backend). */
  fetch: typeof fetch
  /** A fresh anon client with its own in-memory session. */
  client: () => SupabaseClient
  /** The embedded backend, absent on a real stack. */
  embedded?: TestBackend
  close: () => Promise<void>
}

const clientWith = (url: string, key: string, fetchImpl: typeof fetch) =>
  nodeClient(url, key, { fetch: fetchImpl, keepSession: true })

export async function createAuthTarget(
  overrides: Partial<BackendConfig> = {},
): Promise<AuthTarget> {
  if (REMOTE_URL) {
    const anonKey = process.env.SUPABASE_ANON_KEY ?? DEFAULT_ANON_KEY
    const fetchImpl = ((input: RequestInfo | URL, init?: RequestInit) =>
      fetch(input, { redirect: 'manual', ...init })) as typeof fetch
    return {
      url: REMOTE_URL,
      anonKey,
      serviceKey: process.env.SUPABASE_SERVICE_ROLE_KEY ?? DEFAULT_SERVICE_ROLE_KEY,
      fetch: fetchImpl,
      client: () => clientWith(REMOTE_URL, anonKey, fetchImpl),
      close: async () => {},
    }
  }
  const embedded =
    process.env.AUTH_TEST_DATABASE === 'postgres'
      ? await createTestBackend(overrides, { database: 'postgres' })
      : await createTestBackend(overrides)
  return {
    url: API_URL,
    anonKey: DEFAULT_ANON_KEY,
    serviceKey: DEFAULT_SERVICE_ROLE_KEY,
    fetch: embedded.fetch,
    client: () => clientWith(API_URL, DEFAULT_ANON_KEY, embedded.fetch),
    embedded,
    close: embedded.close,
  }
}

/** A new address per call, so suites can re-run against a long-lived stack. */
export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.com`

export const PASSWORD = 'correct-horse-battery'

/** A raw request to /auth/v1 with the anon key, as auth-js sends it (2024 API version unless told otherwise). */
export function authRequest(
  target: AuthTarget,
  path: string,
  init: RequestInit & { apiVersion?: string | null; token?: string } = {},
): Promise<Response> {
  const { apiVersion = '2024-01-01', token, ...rest } = init
  const headers = new Headers(rest.headers)
  headers.set('apikey', target.anonKey)
  headers.set('authorization', `Bearer ${token ?? target.anonKey}`)
  if (apiVersion) headers.set('x-supabase-api-version', apiVersion)
  if (rest.body !== undefined && !headers.has('content-type'))
    headers.set('content-type', 'application/json')
  return target.fetch(`${target.url}/auth/v1${path}`, { ...rest, headers })
}

/** Signs a new user up through supabase-js and returns the signed-in client with its session. */
export async function signedUpClient(target: AuthTarget, data: Record<string, unknown> = {}) {
  const client = target.client()
  const email = uniqueEmail()
  const { data: result, error } = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: { data },
  })
  if (error || !result.session) throw error ?? new Error('sign-up returned no session')
  return { client, email, session: result.session, user: result.user! }
}

/** Embedded only: moves the backend's clock (token expiry, reuse interval, rate-limit windows). */
export function moveClock(target: AuthTarget, seconds: number) {
  const config = target.embedded!.config
  const previous = config.now
  config.now = () => previous() + seconds * 1000
}

/** The key/value pairs of a redirect's fragment. */
export function fragmentOf(location: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(new URL(location).hash.slice(1)))
}

/** The JSON payload of a JWT, unverified. */
export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >
}
