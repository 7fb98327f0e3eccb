// Statements inside the PGlite worker as pipelined protocol messages through named prepared
// statements: Driver.batch sends BEGIN, its statements and the end of the transaction as one
// message (one call into Postgres), and query() one statement, instead of two calls each.
// Plain JavaScript, like the worker that imports it.
import { parse, protocol } from '@electric-sql/pglite'
import { isStalePlan, PreparedStatements } from './pglite-prepared.mjs'

const { serialize } = protocol
const WRITE_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'])

/** The same test as meetsCondition in driver.ts (a worker cannot import TypeScript). */
function meetsCondition(row, condition) {
  if (!condition) return true
  const value = Number(row?.[condition.column] ?? 0)
  return (
    (condition.min == null || value >= condition.min) &&
    (condition.max == null || value <= condition.max)
  )
}

/**
 * Strings reach Postgres unchanged through every PGlite serializer (and the worker's own), and so
 * do finite numbers as their decimal text: such parameters need no Describe for their types,
 * Postgres infers them as for query(). Other values (booleans, objects, dates) take PGlite's
 * query(), which serialises them by their Postgres type.
 */
const isPlain = (value) =>
  value == null ||
  typeof value === 'string' ||
  (typeof value === 'number' && Number.isFinite(value))
const isPlainBatch = (statements) => statements.every(({ params = [] }) => params.every(isPlain))
const asText = (params = []) =>
  params.map((value) => (typeof value === 'number' ? String(value) : value))

const prepared = new PreparedStatements()

/**
 * Signs that PGlite's WebAssembly stack gave out mid-statement (it does so silently, long before
 * max_stack_depth): a statement answered as if it were empty, a WARNING that a snapshot, portal or
 * reference was left behind, an internal error about a transaction state Postgres calls
 * impossible. Its connection cannot be trusted again. Only Postgres's own messages count: a
 * PL/pgSQL RAISE saying the same words, with any level or code, does not.
 */
const LEAK_WARNING = /still active|reference leak|refcount leak|was not closed/i
const BROKEN_ERROR = /unexpected state|cannot drop active portal/i
const INTERNAL_CODES = new Set(['XX000', '24000'])
const fromPostgres = (message) => message?.routine !== 'exec_stmt_raise'

/** The worker's verdict on a connection that showed a broken state: reopen it. */
export const brokenConnection = () =>
  Object.assign(new Error('the database connection broke and is being reopened'), {
    code: 'XX000',
    broken: true,
  })

export const showsBrokenState = (error) =>
  Boolean(error?.broken) ||
  (INTERNAL_CODES.has(error?.code) &&
    fromPostgres(error) &&
    BROKEN_ERROR.test(String(error?.message ?? '')))

const isLeakWarning = (notice) =>
  notice?.severity === 'WARNING' &&
  fromPostgres(notice) &&
  LEAK_WARNING.test(String(notice?.message ?? ''))

/** For PGlite's onNotice: a warning about a leaked resource means the connection is broken. */
export function watchNotices(onBroken) {
  return (notice) => {
    if (isLeakWarning(notice)) onBroken()
  }
}

/** Bind/Describe/Execute (and Parse for a new text) for each statement, one Sync. */
function pipeline(statements) {
  const parts = statements.flatMap(({ sql, params }) => prepared.messages(sql, asText(params)))
  parts.push(serialize.sync())
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let offset = 0
  for (const part of parts) {
    message.set(part, offset)
    offset += part.length
  }
  return message
}

/**
 * One result per statement, counted as the worker's query() counts them; Postgres' error, if a
 * statement failed (it skipped the rest of the pipeline), is thrown once every Parse it ran is
 * recorded.
 */
function resultsOf(db, messages) {
  const results = []
  let start = 0
  let failure
  let broken = false
  messages.forEach((message, i) => {
    if (message.name === 'parseComplete') prepared.confirm()
    if (message.name === 'error') failure ??= message
    // Every statement sent is non-empty SQL: an emptyQuery answer is PGlite failing silently.
    if (message.name === 'emptyQuery' || (message.name === 'notice' && isLeakWarning(message)))
      broken = true
    if (message.name !== 'commandComplete') return
    const [result] = parse.parseResults(messages.slice(start, i + 1), db.parsers, {
      rowMode: 'object',
    })
    const written = WRITE_COMMANDS.has(result.command) ? (result.rowCount ?? 0) : 0
    results.push({ rows: result.rows, rowCount: written || result.rows.length })
    start = i + 1
  })
  prepared.settle()
  if (broken) throw brokenConnection()
  if (failure) throw failure
  return results
}

/** The statements as one protocol message: one call into Postgres. */
async function execute(db, statements) {
  if (prepared.full) {
    await db.exec('deallocate all')
    prepared.clear()
  }
  const messages = await db.execProtocolStream(pipeline(statements), { throwOnError: false })
  return resultsOf(db, messages)
}

/** After Postgres refused a prepared plan as stale: prepare every statement afresh. */
async function forgetPrepared(db) {
  await db.exec('deallocate all')
  prepared.clear()
}

async function pipelined(db, { statements, readOnly, finish, commitIf }) {
  const begin = { sql: readOnly ? 'begin read only' : 'begin' }
  // Without a condition the end is known up front and travels in the same message.
  const end = commitIf ? [] : [{ sql: finish === 'rollback' ? 'rollback' : 'commit' }]
  const results = (await execute(db, [begin, ...statements, ...end])).slice(
    1,
    statements.length + 1,
  )
  if (!commitIf) return { results, committed: finish !== 'rollback' }
  const committed = finish !== 'rollback' && meetsCondition(results.at(-1)?.rows[0], commitIf)
  await db.exec(committed ? 'commit' : 'rollback')
  return { results, committed }
}

async function stepwise(db, { statements, readOnly, finish, commitIf }, query) {
  await db.exec(readOnly ? 'begin read only' : 'begin')
  const results = []
  for (const statement of statements) results.push(await query(statement.sql, statement.params))
  const committed = finish !== 'rollback' && meetsCondition(results.at(-1)?.rows[0], commitIf)
  await db.exec(committed ? 'commit' : 'rollback')
  return { results, committed }
}

/**
 * One statement, inside the driver's transaction or on its own; `fallback` is PGlite's query()
 * for parameters that need their Postgres type. A stale plan is re-prepared, and the statement
 * run again only when no transaction was open, since an open one is aborted by the failure.
 */
export async function runQuery(db, sql, params, fallback) {
  if (!params.every(isPlain)) return fallback(sql, params)
  try {
    return (await execute(db, [{ sql, params }]))[0]
  } catch (error) {
    if (!isStalePlan(error)) throw error
    await forgetPrepared(db)
    if (db.isInTransaction()) throw error
    return (await execute(db, [{ sql, params }]))[0]
  }
}

/** Runs a batch in its own transaction. A failure rolls back and is thrown. */
export async function runBatch(db, batch, fallback, retried = false) {
  try {
    return isPlainBatch(batch.statements)
      ? await pipelined(db, batch)
      : await stepwise(db, batch, fallback)
  } catch (error) {
    // A failure inside the pipeline leaves the transaction aborted; after a failed COMMIT there is
    // none, and this ROLLBACK is a mere warning.
    await db.exec('rollback').catch(() => undefined)
    if (!isStalePlan(error) || retried) throw error
    // Nothing ran: prepare everything afresh against the new schema and run the batch again.
    await forgetPrepared(db)
    return runBatch(db, batch, fallback, true)
  }
}
