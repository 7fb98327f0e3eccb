import type { BackendConfig } from '../config'
import { Rollback, type Driver, type Queryable, type Row } from '../db/driver'
import type { AuthResult } from './auth-role'
import type { RestError } from './errors'

export type RequestInfo = {
  auth: AuthResult
  method: string
  /** The path as PostgREST sees it, after /rest/v1: `/todos`, `/rpc/fn`. */
  path: string
  schema: string
  headers: Headers
  timezone?: string
}

function cookies(header: string | null): Record<string, string> {
  const jar: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const equals = part.indexOf('=')
    if (equals > 0) jar[part.slice(0, equals).trim()] = part.slice(equals + 1).trim()
  }
  return jar
}

/** PostgREST's transaction prelude (Query/PreQuery.hs): everything as bound parameters. */
function prelude(info: RequestInfo): { sql: string; params: unknown[] } {
  const headers: Record<string, string> = {}
  info.headers.forEach((value, name) => {
    if (name !== 'cookie') headers[name] = value
  })
  const settings: [string, unknown][] = [
    [
      'search_path',
      [...new Set([info.schema, 'public', 'extensions'])]
        .map((s) => `"${s.replace(/"/g, '""')}"`)
        .join(', '),
    ],
    ['role', info.auth.role],
    ['request.jwt.claims', JSON.stringify(info.auth.claims)],
    ['request.method', info.method],
    ['request.path', info.path],
    ['request.headers', JSON.stringify(headers)],
    ['request.cookies', JSON.stringify(cookies(info.headers.get('cookie')))],
  ]
  if (info.timezone !== undefined) settings.push(['timezone', info.timezone])
  const sql = `select ${settings.map(([name], i) => `set_config('${name}', $${i + 1}, true)`).join(', ')}`
  return { sql, params: settings.map(([, value]) => value) }
}

export type Outcome = { row: Row } | { failure: RestError }

/**
 * Runs one REST request: one transaction, the prelude, then `statement`. `check` may refuse
 * the result (PGRST116, PGRST124), which rolls everything back; so does `Prefer: tx=rollback`.
 */
export async function runRequest(
  db: Driver,
  config: BackendConfig,
  info: RequestInfo,
  statement: { sql: string; params: unknown[]; readOnly: boolean; rollback: boolean },
  check: (row: Row) => RestError | undefined,
): Promise<Outcome> {
  const timeouts = config.statementTimeoutMs as Record<string, number | undefined>
  const timeoutMs = timeouts[info.auth.role] ?? config.statementTimeoutMs.authenticated
  return db.transaction<Outcome>(
    async (tx: Queryable) => {
      const { sql, params } = prelude(info)
      await tx.query(sql, params)
      const result = await tx.query(statement.sql, statement.params)
      const row = result.rows[0] ?? {}
      const failure = check(row)
      if (failure) throw new Rollback<Outcome>({ failure })
      if (statement.rollback) {
        await tx.query('SET CONSTRAINTS ALL IMMEDIATE')
        throw new Rollback<Outcome>({ row })
      }
      return { row }
    },
    { readOnly: statement.readOnly, timeoutMs },
  )
}
