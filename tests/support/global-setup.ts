import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { migrate } from '../../server/db/migrate'
import { PgliteDriver } from '../../server/db/pglite-driver'

// One file per run, so that two test runs side by side never read each other's half-written copy.
export const SNAPSHOT_FILE = path.resolve(
  `node_modules/.tmp/lexsetu-test-snapshot-${process.pid}.tar.gz`,
)

/** Builds one migrated + seeded database for the whole run; each test file starts from a copy (≈1 s). */
export default async function setup(project: TestProject) {
  const db = await PgliteDriver.open({ timeoutMs: 120_000 })
  try {
    await migrate(db, path.resolve('supabase'))
    const snapshot = await db.dump()
    await mkdir(path.dirname(SNAPSHOT_FILE), { recursive: true })
    await writeFile(SNAPSHOT_FILE, snapshot)
  } finally {
    await db.close()
  }
  project.provide('snapshotFile', SNAPSHOT_FILE)
  return () => rm(SNAPSHOT_FILE, { force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    snapshotFile: string
  }
}
