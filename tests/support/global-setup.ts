import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { migrate } from '../../server/db/migrate'
import { PgliteDriver } from '../../server/db/pglite-driver'
import { createPostgresTemplate, dropPostgresDatabase, TEST_DATABASE_URL } from './test-databases'

// One file per run, so that two test runs side by side never read each other's half-written copy.
export const SNAPSHOT_FILE = path.resolve(
  `node_modules/.tmp/lexsetu-test-snapshot-${process.pid}.tar`,
)

/**
 * Builds one migrated + seeded database for the whole run, per database: a PGlite snapshot that each
 * test file starts from a copy of (≈1 s), and on PostgreSQL (TEST_DATABASE_URL) a template database
 * each test file clones.
 */
export default async function setup(project: TestProject) {
  const postgresTemplate = TEST_DATABASE_URL ? `lexsetu_template_${process.pid}` : ''
  const building: Promise<unknown>[] = [buildPgliteSnapshot()]
  if (postgresTemplate) building.push(createPostgresTemplate(postgresTemplate))
  await Promise.all(building)
  project.provide('snapshotFile', SNAPSHOT_FILE)
  project.provide('postgresTemplate', postgresTemplate)
  return async () => {
    await rm(SNAPSHOT_FILE, { force: true })
    if (postgresTemplate) await dropPostgresDatabase(postgresTemplate)
  }
}

/** Migrates a fresh PGlite database and writes its dump to `file`; returns the dump. */
export async function buildPgliteSnapshot(file = SNAPSHOT_FILE): Promise<Uint8Array> {
  const db = await PgliteDriver.open({ timeoutMs: 120_000 })
  try {
    await migrate(db, path.resolve('supabase'))
    const snapshot = await db.dump()
    await mkdir(path.dirname(file), { recursive: true })
    // Written aside and renamed: a reader (an SPA test file, spa-backend.ts) sees all of it or none.
    await writeFile(`${file}.part`, snapshot)
    await rename(`${file}.part`, file)
    return snapshot
  } finally {
    await db.close()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    snapshotFile: string
    /** The migrated PostgreSQL database each test file clones; '' without TEST_DATABASE_URL. */
    postgresTemplate: string
  }
}
