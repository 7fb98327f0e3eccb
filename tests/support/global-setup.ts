import type { TestProject } from 'vitest/node'
import { migratedSnapshotFile, newDatabaseFileOf } from './migrated-snapshot'
import { createPostgresTemplate, dropPostgresDatabase, TEST_DATABASE_URL } from './test-databases'

/**
 * One migrated + seeded database for the whole run, per database: the cached PGlite dump that each
 * test file starts from a copy of (≈1 s; tests/support/migrated-snapshot.ts), and on PostgreSQL
 * (TEST_DATABASE_URL) a template database each test file clones.
 */
export default async function setup(project: TestProject) {
  const postgresTemplate = TEST_DATABASE_URL ? `lexsetu_template_${process.pid}` : ''
  const [snapshotFile] = await Promise.all([
    migratedSnapshotFile(),
    postgresTemplate ? createPostgresTemplate(postgresTemplate) : undefined,
  ])
  project.provide('snapshotFile', snapshotFile)
  project.provide('newDatabaseFile', newDatabaseFileOf(snapshotFile))
  project.provide('postgresTemplate', postgresTemplate)
  return async () => {
    if (postgresTemplate) await dropPostgresDatabase(postgresTemplate)
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    snapshotFile: string
    /** A new PGlite database (no migration run) as a dump: tests/support/test-databases.ts. */
    newDatabaseFile: string
    /** The migrated PostgreSQL database each test file clones; '' without TEST_DATABASE_URL. */
    postgresTemplate: string
  }
}
