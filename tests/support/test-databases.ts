import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, inject } from 'vitest'
import type { Driver } from '../../server/db/driver'
import { migrate } from '../../server/db/migrate'
import { PgliteDriver } from '../../server/db/pglite-driver'
import { PostgresDriver } from '../../server/db/postgres-driver'

/** A PostgreSQL 15+ server for the tests (`node scripts/pg15.mjs run -- …` sets it); unset = PGlite only. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined
/** CI sets this so that a missing PostgreSQL fails the run instead of skipping its half. */
export const REQUIRE_PG15 = process.env.TEST_REQUIRE_PG15 === '1'

export type TestDatabase = { db: Driver; close: () => Promise<void> }

export type DatabaseTarget = {
  name: string
  /** What createTestBackend calls it. */
  database: 'pglite' | 'postgres'
  /** Why this target does not run here; undefined when it does. */
  skipReason: string | undefined
  /** A database with supabase/migrations applied, private to the caller. */
  openMigrated: (options?: { timeoutMs?: number }) => Promise<TestDatabase>
}

/** The copy of the migrated + seeded PGlite snapshot that tests/support/global-setup.ts built. */
export async function openPgliteSnapshot(timeoutMs = 10_000): Promise<TestDatabase> {
  const snapshot = new Uint8Array(await readFile(inject('snapshotFile')))
  const db = await PgliteDriver.open({ snapshot, timeoutMs })
  return { db, close: () => db.close() }
}

/**
 * A new PGlite database, with no migration run: what `PgliteDriver.open` makes in an empty place,
 * opened from the run's dump of one (~1 s of CPU instead of ~4). With dataDir, the folder is filled
 * from it. The tests of creating a database itself open one without this.
 */
export async function openNewPglite(options: { dataDir?: string; timeoutMs: number }) {
  const snapshot = new Uint8Array(await readFile(inject('newDatabaseFile')))
  return PgliteDriver.open({ ...options, snapshot })
}

/**
 * Fills `<dataDir>/pgdata`, where the backend keeps its PGlite database, with the run's migrated
 * database (nothing to migrate at start-up) or a new one (the start-up migrates it).
 */
export function fillDataDir(dataDir: string, database: 'migrated' | 'new') {
  const pgdata = path.join(dataDir, 'pgdata')
  mkdirSync(pgdata, { recursive: true })
  const dump = inject(database === 'migrated' ? 'snapshotFile' : 'newDatabaseFile')
  execFileSync('tar', ['-xf', dump, '-C', pgdata], { stdio: ['ignore', 'ignore', 'pipe'] })
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

/** One connection to `connectionString` for the length of fn. */
export async function withClient<T>(
  connectionString: string | undefined,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

const onAdmin = <T>(fn: (client: pg.Client) => Promise<T>) => withClient(TEST_DATABASE_URL, fn)

/**
 * Runs fn while no other test file bootstraps a database of the TEST_DATABASE_URL cluster. Roles
 * are shared by the whole cluster, so parallel bootstraps (create role, alter role) would fail
 * with "tuple concurrently updated"; advisory locks are per database, so the lock is taken in the
 * database of TEST_DATABASE_URL. Anything that migrates a test database (migrate, startBackend)
 * goes through here.
 */
export async function withClusterBootstrapLock<T>(fn: () => Promise<T>): Promise<T> {
  return onAdmin(async (admin) => {
    await admin.query(`select pg_advisory_lock(hashtext('lexsetu test bootstrap'))`)
    try {
      return await fn()
    } finally {
      await admin.query(`select pg_advisory_unlock(hashtext('lexsetu test bootstrap'))`)
    }
  })
}

/**
 * Creates a migrated + seeded database on the TEST_DATABASE_URL server, for tests/support/global-setup.ts:
 * each test file then starts from a clone of it (a file copy) instead of running every migration.
 */
export async function createPostgresTemplate(name: string): Promise<void> {
  await onAdmin((admin) => admin.query(`create database ${quoteIdent(name)}`))
  const db = await PostgresDriver.open({ connectionString: databaseUrl(name), timeoutMs: 120_000 })
  try {
    await withClusterBootstrapLock(() => migrate(db, path.resolve('supabase')))
  } finally {
    await db.close()
  }
}

export const dropPostgresDatabase = (name: string) =>
  onAdmin((admin) => admin.query(`drop database if exists ${quoteIdent(name)} with (force)`))

function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL!)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * A new database on the TEST_DATABASE_URL server, dropped again by close(). A migrated one is a
 * clone of the run's template (global-setup); without one (a server suite run on its own outside
 * the `server` project) it is migrated here.
 */
export async function openFreshPostgres({
  migrated,
  timeoutMs = 10_000,
}: {
  migrated: boolean
  timeoutMs?: number
}) {
  if (!TEST_DATABASE_URL) throw new Error('TEST_REQUIRE_PG15=1 but TEST_DATABASE_URL is not set')
  const name = `lexsetu_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const template = migrated ? inject('postgresTemplate') : undefined
  // Cloning reads the template while no one is connected to it; one clone at a time is safe.
  await withClusterBootstrapLock(() =>
    onAdmin((admin) =>
      admin.query(
        `create database ${quoteIdent(name)}${template ? ` template ${quoteIdent(template)}` : ''}`,
      ),
    ),
  )
  const db = await PostgresDriver.open({ connectionString: databaseUrl(name), timeoutMs })
  if (migrated && !template) {
    try {
      await withClusterBootstrapLock(() => migrate(db, path.resolve('supabase')))
    } catch (error) {
      await db.close()
      throw error
    }
  }
  return {
    db,
    close: async () => {
      await db.close()
      await dropPostgresDatabase(name)
    },
  } satisfies TestDatabase
}

const postgresSkipReason = TEST_DATABASE_URL
  ? undefined
  : REQUIRE_PG15
    ? undefined // runs, and fails loudly on the missing URL
    : 'skipped: TEST_DATABASE_URL is not set (node scripts/pg15.mjs run -- npx vitest run …)'

/** The databases every backend database suite runs on: PGlite always, PostgreSQL 15 when given. */
export const DATABASE_TARGETS: DatabaseTarget[] = [
  {
    name: 'PGlite',
    database: 'pglite',
    skipReason: undefined,
    openMigrated: (options) => openPgliteSnapshot(options?.timeoutMs),
  },
  {
    name: 'PostgreSQL 15',
    database: 'postgres',
    skipReason: postgresSkipReason,
    openMigrated: (options) => openFreshPostgres({ migrated: true, timeoutMs: options?.timeoutMs }),
  },
]

/** Title for describe.each: says in the test output why a target did not run. */
export const targetTitle = (target: DatabaseTarget) =>
  target.skipReason ? `${target.name} (${target.skipReason})` : target.name

/**
 * Declares the suite once per database target (describe.each over the drivers); a target that
 * cannot run here is reported as skipped with its reason in the title and on stderr.
 */
export function describeOnEachDatabase(title: string, body: (target: DatabaseTarget) => void) {
  for (const target of DATABASE_TARGETS) {
    if (target.skipReason) console.warn(`${title} on ${target.name}: ${target.skipReason}`)
    describe.skipIf(target.skipReason !== undefined)(`${title} on ${targetTitle(target)}`, () =>
      body(target),
    )
  }
}

/** Opens a migrated database for the enclosing describe and closes it after; call the getter in tests. */
export function useMigratedDatabase(
  target: DatabaseTarget,
  options?: { timeoutMs?: number },
): () => Driver {
  let database: TestDatabase | undefined
  beforeAll(async () => {
    database = await target.openMigrated(options)
  })
  afterAll(async () => {
    await database?.close()
  })
  return () => {
    if (!database) throw new Error('the database is not open (beforeAll failed?)')
    return database.db
  }
}
