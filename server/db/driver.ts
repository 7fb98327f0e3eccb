/**
 * The one database interface of the backend. Two implementations: PGlite in a worker thread
 * (default, embedded) and PostgreSQL through node-postgres (DATABASE_URL). Everything above this
 * file is unaware of which one runs.
 */
export type Row = Record<string, unknown>

export type QueryResult<T = Row> = { rows: T[]; rowCount: number }

export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<QueryResult<T>>
  /** Runs a multi-statement script (migrations, seed) with the simple protocol; no parameters. */
  exec(sql: string): Promise<void>
}

export type TransactionOptions = {
  readOnly?: boolean
  /** Upper bound for the whole transaction; the driver cancels it with SQLSTATE 57014 after this. */
  timeoutMs?: number
}

export type Statement = { sql: string; params?: unknown[] }

/** A numeric column of the last statement's first row (missing = 0) must lie in [min, max]. */
export type CommitCondition = { column: string; min?: number; max?: number }

export type BatchOptions = TransactionOptions & {
  /** How the transaction ends when every statement succeeded (default commit). */
  finish?: 'commit' | 'rollback'
  /** With finish 'commit': commit only when this holds, roll back otherwise. */
  commitIf?: CommitCondition
}

export type BatchResult = { results: QueryResult[]; committed: boolean }

export type Listener = {
  /** Each NOTIFY payload on the channel, once its transaction has committed. */
  onPayload: (payload: string) => void
  /**
   * The connection that listens was lost and is back: whatever was notified in between is gone,
   * so the listener must assume it missed something.
   */
  onGap?: () => void
}

export interface Driver extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs fn inside BEGIN … COMMIT; rolls back when fn throws (a Rollback carries a result out). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>
  /**
   * Runs statements known up front as one transaction: BEGIN, each in order, then COMMIT (or
   * ROLLBACK as `finish` / `commitIf` decide). The first failing statement rolls everything back
   * and is thrown. PGlite does it all in one message to its worker and one call into Postgres;
   * `transaction` takes a round trip per step.
   */
  batch(statements: Statement[], options?: BatchOptions): Promise<BatchResult>
  /** LISTENs on `channel` until the returned function is called (or the driver closes). */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** Throw inside a transaction to roll it back and still hand `value` to the caller. */
export class Rollback<T> {
  constructor(readonly value: T) {}
}

export type DbErrorFields = {
  code: string
  message: string
  detail?: string
  hint?: string
  constraint?: string
  table?: string
  schema?: string
  column?: string
}

/** A Postgres error with its SQLSTATE, the same shape from both drivers. */
export class DbError extends Error {
  readonly code: string
  readonly detail?: string
  readonly hint?: string
  readonly constraint?: string
  readonly table?: string
  readonly schema?: string
  readonly column?: string

  constructor(fields: DbErrorFields) {
    super(fields.message)
    this.name = 'DbError'
    this.code = fields.code
    this.detail = fields.detail
    this.hint = fields.hint
    this.constraint = fields.constraint
    this.table = fields.table
    this.schema = fields.schema
    this.column = fields.column
  }
}

export function toDbError(error: unknown): DbError | undefined {
  if (error instanceof DbError) return error
  if (
    error &&
    typeof error === 'object' &&
    'code' in error &&
    typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code)
  ) {
    const e = error as Partial<DbErrorFields> & { code: string; message?: string }
    return new DbError({
      code: e.code,
      message: e.message ?? 'database error',
      detail: e.detail || undefined,
      hint: e.hint || undefined,
      constraint: e.constraint || undefined,
      table: e.table || undefined,
      schema: e.schema || undefined,
      column: e.column || undefined,
    })
  }
  return undefined
}

/** Whether `row` (the last statement's first row) satisfies the batch's commit condition. */
export function meetsCondition(
  row: Row | undefined,
  condition: CommitCondition | undefined,
): boolean {
  if (!condition) return true
  const value = Number(row?.[condition.column] ?? 0)
  return (
    (condition.min === undefined || value >= condition.min) &&
    (condition.max === undefined || value <= condition.max)
  )
}

export const statementTimeout = () =>
  new DbError({ code: '57014', message: 'canceling statement due to statement timeout' })

/** Health checks: whether the database answers a trivial statement within a couple of seconds. */
export async function databaseAnswers(db: Driver): Promise<boolean> {
  try {
    const { results } = await db.batch([{ sql: 'select 1 as ok' }], {
      readOnly: true,
      timeoutMs: 2_000,
    })
    return results[0]?.rows.length === 1
  } catch {
    return false
  }
}

/** SQLSTATE of a duplicate key: a race on a unique constraint that another writer won. */
export const UNIQUE_VIOLATION = '23505'
