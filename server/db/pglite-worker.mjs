// Hosts PGlite in a worker thread so that a runaway query can be stopped by terminating the
// thread: PGlite runs in-process WebAssembly and ignores statement_timeout.
// Plain JavaScript because worker threads load files with Node itself, without a TS loader.
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, types } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp'
import {
  brokenConnection,
  runBatch,
  runQuery,
  showsBrokenState,
  watchNotices,
} from './pglite-batch.mjs'
import { dumpForReopening } from './pglite-dump.mjs'

const ERROR_FIELDS = [
  'code',
  'message',
  'detail',
  'hint',
  'constraint',
  'table',
  'schema',
  'column',
]

function errorFields(error) {
  const fields = {}
  for (const key of ERROR_FIELDS) if (error && error[key] != null) fields[key] = String(error[key])
  if (!fields.message) fields.message = String(error)
  // The driver replaces a worker whose connection broke (see BROKEN_STATE in pglite-batch.mjs).
  if (showsBrokenState(error)) fields.broken = true
  return fields
}

/** Set by a notice about a leaked snapshot or portal during the current message. */
let sawBrokenState = false
const onNotice = watchNotices(() => {
  sawBrokenState = true
})

// Text values reach Postgres as text, as with node-postgres: PGlite's own boolean and bytea
// serializers throw a JavaScript error (no SQLSTATE) on text Postgres would parse or reject itself.
const textAsIs = (fallback) => (value) => (typeof value === 'string' ? value : fallback(value))
const SERIALIZERS = {
  [types.BOOL]: textAsIs(types.serializers[types.BOOL]),
  [types.BYTEA]: textAsIs(types.serializers[types.BYTEA]),
}

/**
 * The superuser of a new database, as in Supabase's image: postgres is a role like any other
 * there (server/db/bootstrap.sql makes it), and the migrations run as it.
 */
const SUPERUSER = 'supabase_admin'

/**
 * The dump as the Blob that PGlite's loadDataDir reads once with arrayBuffer(): the worker's own
 * copy of the bytes, handed over as they are. A real Blob copies ~90 MB in and reads it back out
 * in chunks, ~0.3 s of CPU and garbage on every open of a test database.
 */
function dumpAsBlob(snapshot) {
  if (!snapshot) return undefined
  const whole = snapshot.byteOffset === 0 && snapshot.byteLength === snapshot.buffer.byteLength
  const buffer = whole ? snapshot.buffer : snapshot.slice().buffer
  return { type: 'application/x-tar', size: buffer.byteLength, arrayBuffer: async () => buffer }
}

const open = (username) =>
  PGlite.create({
    dataDir: workerData.dataDir,
    loadDataDir: dumpAsBlob(workerData.snapshot),
    extensions: { pgcrypto, uuid_ossp },
    initDbStartParams: [`--username=${SUPERUSER}`],
    username,
  })

let db
try {
  try {
    db = await open(SUPERUSER)
  } catch (error) {
    // A data directory made before supabase_admin: its superuser is postgres.
    if (!String(error?.message).includes(`role "${SUPERUSER}" does not exist`)) throw error
    db = await open('postgres')
  }
  // A restarted worker listens where the one it replaces did (pglite-driver.ts).
  for (const channel of workerData.channels ?? []) await listen(channel)
  parentPort.postMessage({ ready: true })
} catch (error) {
  parentPort.postMessage({ fatal: errorFields(error) })
}

/** NOTIFY payloads go to the driver as they arrive, after their transaction committed. */
function listen(channel) {
  return db.listen(channel, (payload) =>
    parentPort.postMessage({ notification: { channel, payload } }),
  )
}

/** PGlite's own query(), which serialises each parameter by its Postgres type. */
async function typedQuery(sql, params) {
  const result = await db.query(sql, params, {
    rowMode: 'object',
    serializers: SERIALIZERS,
    onNotice,
  })
  // PGlite reports affectedRows 0 for a SELECT; node-postgres counts the rows it returned.
  return { rows: result.rows, rowCount: result.affectedRows || result.rows.length }
}

/** The reply to a query, batch or exec, unless the connection broke while it ran. */
async function checked(run) {
  sawBrokenState = false
  const result = await run()
  if (sawBrokenState) throw brokenConnection()
  return result
}

parentPort.on('message', async ({ id, op, sql, params, batch, channel }) => {
  try {
    if (op === 'query') {
      const result = await checked(() => runQuery(db, sql, params ?? [], typedQuery))
      parentPort.postMessage({ id, result })
    } else if (op === 'batch') {
      parentPort.postMessage({ id, result: await checked(() => runBatch(db, batch, typedQuery)) })
    } else if (op === 'exec') {
      await checked(() => db.exec(sql, { onNotice }))
      parentPort.postMessage({ id, result: null })
    } else if (op === 'listen') {
      await listen(channel)
      parentPort.postMessage({ id, result: null })
    } else if (op === 'unlisten') {
      await db.unlisten(channel)
      parentPort.postMessage({ id, result: null })
    } else if (op === 'dump') {
      const bytes = await dumpForReopening(db)
      parentPort.postMessage({ id, result: bytes }, [bytes.buffer])
    } else if (op === 'close') {
      await db.close()
      parentPort.postMessage({ id, result: null })
    } else {
      parentPort.postMessage({ id, error: { code: 'XX000', message: `unknown op ${op}` } })
    }
  } catch (error) {
    parentPort.postMessage({ id, error: errorFields(error) })
  }
})
