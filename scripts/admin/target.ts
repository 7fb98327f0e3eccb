// Which backend the operator CLI talks to, with which key, and who the operator is.
import os from 'node:os'
import { readServerEnv } from '../../server/env.ts'

export type Target = {
  url: string
  /** The service role key (a JWT or an sb_secret_ key): never printed. */
  key: string
}

/** A mistake in the environment or the command line: exit code 2. */
export class UsageError extends Error {}

const given = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim()

/** Where a client on this machine reaches a backend that listens on `host`. */
function connectHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1'
  if (host === '::') return '[::1]'
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
}

/**
 * SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY (both or neither) name any Supabase project; without
 * them, the embedded backend of `npm run backend` as server/env.ts configures it (BACKEND_HOST,
 * BACKEND_PORT, SERVICE_ROLE_KEY, or their defaults).
 */
export function targetFromEnv(env: NodeJS.ProcessEnv = process.env): Target {
  const url = given(env.SUPABASE_URL)
  const key = given(env.SUPABASE_SERVICE_ROLE_KEY)
  if (url !== undefined || key !== undefined) {
    if (url === undefined)
      throw new UsageError(
        'SUPABASE_SERVICE_ROLE_KEY is set but SUPABASE_URL is not: set both or neither.',
      )
    if (key === undefined)
      throw new UsageError(
        'SUPABASE_URL is set but SUPABASE_SERVICE_ROLE_KEY is not: set both or neither.',
      )
    let parsed: URL
    try {
      parsed = new URL(url)
    } catch {
      throw new UsageError('SUPABASE_URL is not a URL.')
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      throw new UsageError('SUPABASE_URL must start with http:// or https://.')
    if (parsed.username || parsed.password)
      throw new UsageError('SUPABASE_URL must not contain a user name or password.')
    return { url: url.replace(/\/+$/, ''), key }
  }
  let server
  try {
    server = readServerEnv(env)
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  return {
    url: `http://${connectHost(server.BACKEND_HOST)}:${server.BACKEND_PORT}`,
    key: server.SERVICE_ROLE_KEY,
  }
}

type OsInfo = { username: () => string; hostname: () => string }

const realOs: OsInfo = { username: () => os.userInfo().username, hostname: () => os.hostname() }

/** Who the audit log names: LEXSETU_OPERATOR, else user@host. */
export function operatorName(
  env: NodeJS.ProcessEnv = process.env,
  system: OsInfo = realOs,
): string {
  const named = given(env.LEXSETU_OPERATOR)
  if (named) return named
  let username: string
  try {
    username = system.username()
  } catch {
    // A container user without a passwd entry.
    username = given(env.USER) ?? given(env.USERNAME) ?? 'unknown'
  }
  return `${username}@${system.hostname()}`
}
