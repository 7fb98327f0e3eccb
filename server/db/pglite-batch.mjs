// Driver.batch inside the PGlite worker: BEGIN, the statements and the end of the transaction as
// one pipelined protocol message (one call into Postgres) instead of six calls per statement.
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
 * Strings reach Postgres unchanged through every PGlite serializer (and the worker's own), so
 * text-only parameters need no Describe for their types: Postgres infers them, as for query().
 */
const isTextOnly = (statements) =>
  statements.every(({ params = [] }) =>
    params.every((value) => value == null || typeof value === 'string'),
  )

const prepared = new PreparedStatements()

/** Bind/Describe/Execute (and Parse for a new text) for each statement, one Sync. */
function pipeline(statements) {
  const parts = statements.flatMap(({ sql, params = [] }) => prepared.messages(sql, params))
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
  messages.forEach((message, i) => {
    if (message.name === 'parseComplete') prepared.confirm()
    if (message.name === 'error') failure ??= message
    if (message.name !== 'commandComplete' && message.name !== 'emptyQuery') return
    const [result] = parse.parseResults(messages.slice(start, i + 1), db.parsers, {
      rowMode: 'object',
    })
    const written = WRITE_COMMANDS.has(result.command) ? (result.rowCount ?? 0) : 0
    results.push({ rows: result.rows, rowCount: written || result.rows.length })
    start = i + 1
  })
  prepared.settle()
  if (failure) throw failure
  return results
}

async function pipelined(db, { statements, readOnly, finish, commitIf }) {
  const begin = { sql: readOnly ? 'begin read only' : 'begin' }
  // Without a condition the end is known up front and travels in the same message.
  const end = commitIf ? [] : [{ sql: finish === 'rollback' ? 'rollback' : 'commit' }]
  if (prepared.full) {
    await db.exec('deallocate all')
    prepared.clear()
  }
  const messages = await db.execProtocolStream(pipeline([begin, ...statements, ...end]), {
    throwOnError: false,
  })
  const results = resultsOf(db, messages).slice(1, statements.length + 1)
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
 * Runs a batch; other parameter values (numbers, objects, …) take PGlite's query() path, which
 * serialises them by their Postgres type. A failure rolls back and is thrown.
 */
export async function runBatch(db, batch, query, retried = false) {
  try {
    return isTextOnly(batch.statements)
      ? await pipelined(db, batch)
      : await stepwise(db, batch, query)
  } catch (error) {
    // A failure inside the pipeline leaves the transaction aborted; after a failed COMMIT there is
    // none, and this ROLLBACK is a mere warning.
    await db.exec('rollback').catch(() => undefined)
    if (!isStalePlan(error) || retried) throw error
    // Nothing ran: prepare everything afresh against the new schema and run the batch again.
    await db.exec('deallocate all')
    prepared.clear()
    return runBatch(db, batch, query, true)
  }
}
