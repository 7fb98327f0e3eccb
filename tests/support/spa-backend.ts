import { createBackend } from '../../server/app'
import { defaultConfig } from '../../server/config'
import { PgliteDriver } from '../../server/db/pglite-driver'
import { DEFAULT_ANON_KEY } from '../../server/env'
import { inProcessWebSocket } from './in-process-websocket'
import { readMigratedSnapshot } from './migrated-snapshot'

/**
 * The embedded backend for the SPA's tests (src/testing/real-backend.ts loads this file): a private
 * copy of the migrated database, in the test's own process. It is Node code, kept out of the SPA's
 * type-check (tsconfig.app.json has no Node types).
 */
export type SpaBackend = {
  fetch: typeof fetch
  anonKey: string
  /** supabase-js's `realtime.transport`: the backend's Realtime, in this process. */
  WebSocket: unknown
  /** SQL as the database owner (past RLS and grants), to set a scene or read what a screen wrote. */
  sql: <Row = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<Row[]>
  close: () => Promise<void>
}

export async function openSpaBackend(): Promise<SpaBackend> {
  // Built by the first file that asks when the server project's global setup has not (an SPA-only run).
  const snapshot = await readMigratedSnapshot()
  const db = await PgliteDriver.open({ snapshot, timeoutMs: 10_000 })
  const backend = createBackend({ db, config: defaultConfig({ bcryptCost: 4, log: () => {} }) })
  await backend.reloadSchema()
  return {
    fetch: backend,
    anonKey: DEFAULT_ANON_KEY,
    WebSocket: inProcessWebSocket(backend.realtime),
    sql: async (query, params) => (await db.query(query, params)).rows as never,
    close: async () => {
      await backend.realtime.close()
      await db.close()
    },
  }
}
