import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Driver, Queryable } from './driver'
import { readSeedFiles, type SeedFile } from './seed-files'

// A path, not a URL: see WORKER_FILE in pglite-driver.ts.
const BOOTSTRAP_SQL = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bootstrap.sql')
const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/
/** A migration split out of an older one says so in its header (docs/OPERATING.md 'Migrations'). */
const SPLIT_OUT_OF = /^-- Split out of (\d{14})_([a-z0-9_]+)\.sql\b/m

export class MigrationError extends Error {
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    super(`Migration ${file} failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    })
    this.name = 'MigrationError'
  }
}

type MigrateReport = { applied: string[]; seeded: boolean }

/** The platform layer of hosted Supabase (roles, auth schema, helpers). Safe to run on every start. */
export async function bootstrap(db: Driver): Promise<void> {
  await db.exec(await readFile(BOOTSTRAP_SQL, 'utf8'))
}

export async function listMigrations(
  dir: string,
): Promise<{ version: string; name: string; file: string }[]> {
  const files = await readdir(dir).catch(() => [] as string[])
  return files
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = MIGRATION_FILE.exec(file)
      if (!match)
        throw new MigrationError(file, 'file names must look like YYYYMMDDHHMMSS_verb_object.sql')
      return { version: match[1], name: match[2], file: path.join(dir, file) }
    })
}

/**
 * Applies supabase/migrations/*.sql in order, each in its own transaction, recording each in
 * supabase_migrations.schema_migrations like the Supabase CLI; then, for a new database only, the
 * seed files of config.toml's [db.seed] sql_paths in order, in one transaction, each recorded in
 * supabase_migrations.seed_files.
 */
export async function migrate(db: Driver, supabaseDir: string): Promise<MigrateReport> {
  await bootstrap(db)
  // As on hosted Supabase, where `supabase db push` connects as postgres, not a superuser: a
  // migration that needs more fails here. A database whose superuser is postgres runs them as is.
  const { rows } = await db.query<{ other: boolean }>(`select current_user <> 'postgres' as other`)
  const asPostgres = rows[0]?.other === true
  const prelude = async (tx: Queryable) => {
    await tx.query(`select set_config('search_path', 'public, extensions', true)`)
    if (asPostgres) await tx.query(`select set_config('role', 'postgres', true)`)
  }
  const applied: string[] = []
  const done = await db.query<{ version: string; name: string | null }>(
    'select version, name from supabase_migrations.schema_migrations',
  )
  const isNewDatabase = done.rows.length === 0
  const known = new Set(done.rows.map((row) => row.version))
  const appliedFiles = new Set(done.rows.map((row) => `${row.version}_${row.name}`))
  // Read first: a seed file missing must stop the start before the migrations make the database
  // look seeded (the seed runs only on a new one).
  const seedFiles = isNewDatabase ? await readSeedFiles(supabaseDir) : []

  for (const migration of await listMigrations(path.join(supabaseDir, 'migrations'))) {
    if (known.has(migration.version)) continue
    const sql = await readFile(migration.file, 'utf8')
    // The database ran the original file whole, this part included: record the part, run nothing.
    const original = SPLIT_OUT_OF.exec(sql)
    const alreadyRun = original !== null && appliedFiles.has(`${original[1]}_${original[2]}`)
    try {
      await db.transaction(
        async (tx) => {
          await prelude(tx)
          if (!alreadyRun) await tx.exec(sql)
          await tx.query(
            'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
            [migration.version, migration.name],
          )
        },
        { timeoutMs: 120_000 },
      )
    } catch (error) {
      throw new MigrationError(path.basename(migration.file), error)
    }
    if (!alreadyRun) applied.push(path.basename(migration.file))
  }

  // Published tables changed: the embedded Realtime server's triggers follow (bootstrap.sql).
  await db.query('select realtime.sync_change_triggers()')
  if (seedFiles.length > 0) await seed(db, seedFiles, prelude)
  return { applied, seeded: seedFiles.length > 0 }
}

/** All seed files in one transaction, each recorded in supabase_migrations.seed_files as the CLI does. */
async function seed(
  db: Driver,
  files: SeedFile[],
  prelude: (tx: Queryable) => Promise<void>,
): Promise<void> {
  let current = ''
  try {
    await db.transaction(async (tx) => {
      await prelude(tx)
      for (const file of files) {
        current = file.path
        await tx.exec(file.sql)
        await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
          file.path,
          createHash('sha256').update(file.sql).digest('hex'),
        ])
      }
    })
  } catch (error) {
    throw new MigrationError(current, error)
  }
}
