import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { Driver } from '../server/db/driver'
import { migrate } from '../server/db/migrate'
import { PgliteDriver } from '../server/db/pglite-driver'
import { PostgresDriver } from '../server/db/postgres-driver'
import { readMigratedSnapshot } from '../tests/support/migrated-snapshot'

export type BenchDatabase = { db: Driver; label: string; close: () => Promise<void> }

const TIMEOUT_MS = 60_000
const SUPABASE_DIR = path.resolve('supabase')

/** A fresh PGlite database persisted in a temporary folder, as production runs it (dataDir). */
async function openPglite(): Promise<BenchDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lexsetu-bench-'))
  // From the cached migrated dump: the same database as migrating here, ~20 s of CPU sooner.
  const db = await PgliteDriver.open({
    dataDir: path.join(dir, 'pgdata'),
    snapshot: await readMigratedSnapshot(),
    timeoutMs: TIMEOUT_MS,
  })
  return {
    db,
    label: 'PGlite (worker thread, dataDir in a temp folder)',
    close: async () => {
      await db.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/** A new database on the server of `url` (scripts/pg15.mjs sets TEST_DATABASE_URL), dropped after. */
async function openPostgres(url: string): Promise<BenchDatabase> {
  const name = `lexsetu_bench_${process.pid}_${randomBytes(3).toString('hex')}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`create database "${name}"`)
  const target = new URL(url)
  target.pathname = `/${name}`
  const db = await PostgresDriver.open({
    connectionString: target.toString(),
    timeoutMs: TIMEOUT_MS,
  })
  const version = (await db.query<{ v: string }>(`select current_setting('server_version') as v`))
    .rows[0].v
  await migrate(db, SUPABASE_DIR)
  return {
    db,
    label: `PostgreSQL ${version} (node-postgres pool)`,
    close: async () => {
      await db.close()
      await admin(`drop database if exists "${name}" with (force)`)
    },
  }
}

export async function openBenchDatabase(usePostgres: boolean): Promise<BenchDatabase> {
  if (!usePostgres) return openPglite()
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    throw new Error(
      '--pg needs TEST_DATABASE_URL: node scripts/pg15.mjs run -- npm run bench:backend -- --pg',
    )
  }
  return openPostgres(url)
}

export type Cluster = { url: string; stop: () => Promise<void> }
/** Not a static import: scripts/ is plain JavaScript without declarations. */
const PG15_CLUSTER = '../scripts/pg15-cluster.mjs'

/** TEST_DATABASE_URL, or a throwaway PostgreSQL 15 cluster (stopped by the caller). */
export async function postgres15(required: boolean): Promise<Cluster | 'given' | undefined> {
  if (process.env.TEST_DATABASE_URL) return 'given'
  try {
    const { startPg15 } = (await import(PG15_CLUSTER)) as {
      startPg15: (options: { log: (line: string) => void }) => Promise<Cluster>
    }
    const cluster = await startPg15({ log: (line) => process.stderr.write(`${line}\n`) })
    process.env.TEST_DATABASE_URL = cluster.url
    return cluster
  } catch (error) {
    if (required) throw error
    console.log(
      `\nPostgreSQL 15 skipped: ${error instanceof Error ? error.message : String(error)}`,
    )
    return undefined
  }
}
