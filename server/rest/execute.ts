import type { BackendConfig } from '../config'
import { Rollback, type CommitCondition, type Driver, type Queryable, type Row } from '../db/driver'
import type { AuthResult } from './auth-role'
import type { RestError } from './errors'

export type RequestInfo = {
  auth: AuthResult
  method: string
  /** The path as PostgREST sees it, after /rest/v1: `/todos`, `/rpc/fn`. */
  path: string
  schema: string
  headers: Headers
  /** clientKeyOf(): the client's address as this server determines it, never as the client claims. */
  clientKey: string
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

const PRELUDE_SETTINGS = [
  'search_path',
  'role',
  'request.jwt.claims',
  'request.method',
  'request.path',
  'request.headers',
  'request.cookies',
]

/**
 * The prelude as one statement that selects nothing back: the subquery keeps its volatile
 * set_config calls (Postgres neither flattens it nor drops them), while the values PostgREST's own
 * prelude echoes would only be carried out of the database to be dropped.
 */
const preludeSql = (names: string[]) =>
  `select null from (select ${names.map((name, i) => `set_config('${name}', $${i + 1}, true)`).join(', ')}) as prelude`
const PRELUDE_SQL = preludeSql(PRELUDE_SETTINGS)
const PRELUDE_WITH_TIMEZONE_SQL = preludeSql([...PRELUDE_SETTINGS, 'timezone'])

/** PostgREST's transaction prelude (Query/PreQuery.hs): everything as bound parameters. */
function prelude(info: RequestInfo): { sql: string; params: unknown[] } {
  const headers: Record<string, string> = {}
  for (const [name, value] of info.headers) if (name !== 'cookie') headers[name] = value
  // SQL reads the client's address here (private.request_ip()): a forged header must not reach it.
  headers['x-forwarded-for'] = info.clientKey
  const params = [
    [...new Set([info.schema, 'public', 'extensions'])]
      .map((s) => `"${s.replace(/"/g, '""')}"`)
      .join(', '),
    info.auth.role,
    JSON.stringify(info.auth.claims),
    info.method,
    info.path,
    JSON.stringify(headers),
    JSON.stringify(cookies(info.headers.get('cookie'))),
  ]
  if (info.timezone === undefined) return { sql: PRELUDE_SQL, params }
  return { sql: PRELUDE_WITH_TIMEZONE_SQL, params: [...params, info.timezone] }
}

type Outcome = { row: Row } | { failure: RestError }

/**
 * A bound on the statement's row count (its `page` column): outside [min, max] the request is
 * refused with `refusal` and rolled back (PGRST116 for singular media, PGRST124 for max-affected).
 */
export type PageRule = { min?: number; max?: number; refusal: (rows: number) => RestError }

type RequestStatement = { sql: string; params: unknown[]; readOnly: boolean; rollback: boolean }

const rowsOf = (row: Row) => Number(row.page ?? 0)

function refusalOf(rules: PageRule[], row: Row): RestError | undefined {
  const rows = rowsOf(row)
  const broken = rules.find(
    (rule) =>
      (rule.min !== undefined && rows < rule.min) || (rule.max !== undefined && rows > rule.max),
  )
  return broken?.refusal(rows)
}

/** The rules as one condition the driver checks before COMMIT: every bound at once. */
function commitCondition(rules: PageRule[]): CommitCondition | undefined {
  if (rules.length === 0) return undefined
  const mins = rules.flatMap((rule) => (rule.min === undefined ? [] : [rule.min]))
  const maxes = rules.flatMap((rule) => (rule.max === undefined ? [] : [rule.max]))
  return {
    column: 'page',
    min: mins.length > 0 ? Math.max(...mins) : undefined,
    max: maxes.length > 0 ? Math.min(...maxes) : undefined,
  }
}

/**
 * `Prefer: tx=rollback` on a write that may be refused: SET CONSTRAINTS only runs when it is not
 * (a deferred violation must not hide PGRST116), so the decision is taken step by step.
 */
function runStepwise(
  db: Driver,
  info: RequestInfo,
  statement: RequestStatement,
  rules: PageRule[],
  timeoutMs: number,
): Promise<Outcome> {
  return db.transaction<Outcome>(
    async (tx: Queryable) => {
      const { sql, params } = prelude(info)
      await tx.query(sql, params)
      const result = await tx.query(statement.sql, statement.params)
      const row = result.rows[0] ?? {}
      const failure = refusalOf(rules, row)
      if (failure) throw new Rollback<Outcome>({ failure })
      await tx.query('SET CONSTRAINTS ALL IMMEDIATE')
      throw new Rollback<Outcome>({ row })
    },
    { readOnly: statement.readOnly, timeoutMs },
  )
}

/**
 * Runs one REST request: one transaction, the prelude, then `statement`, as one driver batch
 * (one round trip to PGlite's worker). A broken `rules` bound rolls everything back; so does
 * `Prefer: tx=rollback`, after SET CONSTRAINTS ALL IMMEDIATE has checked deferred constraints.
 */
export async function runRequest(
  db: Driver,
  config: BackendConfig,
  info: RequestInfo,
  statement: RequestStatement,
  rules: PageRule[] = [],
): Promise<Outcome> {
  const timeouts = config.statementTimeoutMs as Record<string, number | undefined>
  const timeoutMs = timeouts[info.auth.role] ?? config.statementTimeoutMs.authenticated
  // A read-only transaction writes nothing, so ending it with SET CONSTRAINTS is harmless.
  if (statement.rollback && rules.length > 0 && !statement.readOnly)
    return runStepwise(db, info, statement, rules, timeoutMs)
  const { results } = await db.batch(
    [
      prelude(info),
      { sql: statement.sql, params: statement.params },
      ...(statement.rollback ? [{ sql: 'SET CONSTRAINTS ALL IMMEDIATE' }] : []),
    ],
    {
      readOnly: statement.readOnly,
      timeoutMs,
      finish: statement.rollback ? 'rollback' : 'commit',
      commitIf: commitCondition(rules),
    },
  )
  const row = results[1].rows[0] ?? {}
  const failure = refusalOf(rules, row)
  return failure ? { failure } : { row }
}
