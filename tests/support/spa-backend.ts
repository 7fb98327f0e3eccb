import { mkdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { inject } from 'vitest'
import { createBackend } from '../../server/app'
import { defaultConfig } from '../../server/config'
import { PgliteDriver } from '../../server/db/pglite-driver'
import { DEFAULT_ANON_KEY } from '../../server/env'
import { buildPgliteSnapshot } from './global-setup'

/**
 * The embedded backend for the SPA's tests (src/testing/real-backend.ts loads this file): a private
 * copy of the migrated database, in the test's own process. It is Node code, kept out of the SPA's
 * type-check (tsconfig.app.json has no Node types).
 */
export type SpaBackend = {
  fetch: typeof fetch
  anonKey: string
  /** SQL as the database owner (past RLS and grants), to set a scene or read what a screen wrote. */
  sql: <Row = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<Row[]>
  close: () => Promise<void>
}

export async function openSpaBackend(): Promise<SpaBackend> {
  const snapshot = await migratedSnapshot(inject('snapshotFile'))
  const db = await PgliteDriver.open({ snapshot, timeoutMs: 10_000 })
  const backend = createBackend({ db, config: defaultConfig({ bcryptCost: 4, log: () => {} }) })
  await backend.reloadSchema()
  return {
    fetch: backend,
    anonKey: DEFAULT_ANON_KEY,
    sql: async (query, params) => (await db.query(query, params)).rows as never,
    close: () => db.close(),
  }
}

/**
 * The run's migrated snapshot (tests/support/global-setup.ts builds it when the server project
 * runs too). Otherwise the first SPA test file that asks builds it, under a lock (mkdir is atomic),
 * and the others wait for it: an SPA-only run that needs no backend pays nothing.
 */
async function migratedSnapshot(file: string): Promise<Uint8Array> {
  const lock = `${file}.lock`
  // On a fresh install the folder may not exist yet, and the lock's mkdir would never succeed.
  await mkdir(path.dirname(file), { recursive: true })
  for (const deadline = Date.now() + 300_000; Date.now() < deadline; ) {
    const built = await readFile(file).catch(() => null)
    if (built) return new Uint8Array(built)
    const mine = await mkdir(lock, { recursive: false }).then(
      () => true,
      () => false,
    )
    if (mine) {
      try {
        return await buildPgliteSnapshot(file)
      } finally {
        await rm(lock, { recursive: true, force: true })
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no migrated snapshot at ${file} after 5 minutes`)
}
