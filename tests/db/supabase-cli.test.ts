import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootstrap, listMigrations } from '../../server/db/migrate'
import {
  openFreshPostgres,
  REQUIRE_PG15,
  TEST_DATABASE_URL,
  withClient,
  withClusterBootstrapLock,
  type TestDatabase,
} from '../support/test-databases'

const run = promisify(execFile)

/** The Supabase CLI of the repo's devDependencies (`supabase` on npm, pinned). */
const SUPABASE = path.resolve('node_modules/.bin/supabase')

/** Why the test cannot run here; CI fails instead when the CLI is missing, TEST_REQUIRE_PG15=1 when the database is. */
const skipReason = !existsSync(SUPABASE)
  ? process.env.CI
    ? undefined
    : 'node_modules/.bin/supabase is missing (npm install puts it there)'
  : !TEST_DATABASE_URL && !REQUIRE_PG15
    ? 'TEST_DATABASE_URL is not set (node scripts/pg15.mjs run -- npx vitest run …)'
    : undefined

/**
 * `supabase db push` as an operator runs it against a hosted project, here against a PostgreSQL 15
 * database prepared as Supabase's image prepares one (server/db/bootstrap.sql: its roles, the auth
 * schema, postgres not a superuser) and no migration yet. The CLI connects as postgres, like the
 * hosted database's owner, and reads supabase/migrations itself.
 */
describe.skipIf(skipReason !== undefined)(
  `supabase db push on PostgreSQL 15${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let database: TestDatabase
    let dbUrl = ''

    beforeAll(async () => {
      database = await openFreshPostgres({ migrated: false, timeoutMs: 60_000 })
      await withClusterBootstrapLock(() => bootstrap(database.db))
      // postgres logs in on hosted Supabase with the project's database password.
      const password = randomBytes(18).toString('base64url')
      await withClusterBootstrapLock(() =>
        withClient(TEST_DATABASE_URL, (admin) =>
          admin.query(`alter role postgres with login password '${password}'`),
        ),
      )
      const { rows } = await database.db.query<{ name: string }>(
        'select current_database() as name',
      )
      const url = new URL(TEST_DATABASE_URL!)
      url.username = 'postgres'
      url.password = password
      url.pathname = `/${rows[0]!.name}`
      // The throwaway cluster has no TLS; hosted Supabase requires it (the CLI's default).
      url.searchParams.set('sslmode', 'disable')
      dbUrl = url.toString()
    }, 120_000)
    afterAll(async () => {
      await database?.close()
    })

    const push = async (...flags: string[]) => {
      const result = await run(SUPABASE, ['db', 'push', '--db-url', dbUrl, ...flags], {
        env: { ...process.env, DO_NOT_TRACK: '1', SUPABASE_TELEMETRY_DISABLED: '1' },
        maxBuffer: 16 * 1024 * 1024,
      })
      return `${result.stdout}\n${result.stderr}`
    }

    it('lists exactly the repo’s migrations, applies them as postgres, and then has nothing to do', async () => {
      const migrations = await listMigrations(path.resolve('supabase/migrations'))
      const dryRun = await push('--dry-run')
      const listed = [...dryRun.matchAll(/•\s*(\d{14}_[\w-]+\.sql)/g)].map((match) => match[1])
      expect(listed, dryRun).toEqual(migrations.map(({ file }) => path.basename(file)))

      await push('--yes')
      const { rows } = await database.db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations order by version',
      )
      expect(rows.map(({ version }) => version)).toEqual(migrations.map(({ version }) => version))

      expect(await push('--dry-run')).toMatch(/Remote database is up to date/)
    }, 300_000)
  },
)
