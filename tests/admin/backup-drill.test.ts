import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTools } from '../../scripts/admin/backup'
import {
  dropPostgresDatabase,
  openFreshPostgres,
  REQUIRE_PG15,
  TEST_DATABASE_URL,
  withClient,
  type TestDatabase,
} from '../support/test-databases'

/** Every table of the schemas that hold data, with its row count. */
const COUNT_ROWS = `
  select n.nspname || '.' || c.relname as name,
         (xpath('/row/n/text()',
                query_to_xml(format('select count(*) as n from %I.%I', n.nspname, c.relname),
                             false, true, '')))[1]::text::bigint as rows
  from pg_class as c
  join pg_namespace as n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p')
    and n.nspname in ('public', 'private', 'auth', 'supabase_migrations')
  order by 1`

/**
 * The backup drill of docs/OPERATING.md: write, back up, destroy the database, restore into a new
 * empty one of the same name, read back. PostgreSQL 15 only: PGlite has no pg_dump (its folder is
 * copied instead).
 */
describe.skipIf(!TEST_DATABASE_URL && !REQUIRE_PG15)(
  `npm run admin -- backup and restore on PostgreSQL 15${TEST_DATABASE_URL ? '' : ' (skipped: TEST_DATABASE_URL is not set)'}`,
  () => {
    let database: TestDatabase | undefined
    let url = ''
    let name = ''
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lexsetu-backup-'))

    beforeAll(async () => {
      database = await openFreshPostgres({ migrated: true, timeoutMs: 60_000 })
      const { rows } = await database.db.query<{ name: string }>(
        'select current_database() as name',
      )
      name = rows[0]!.name
      const target = new URL(TEST_DATABASE_URL!)
      target.pathname = `/${name}`
      url = target.toString()
      // The drill's own pool: the test database's is closed before the database is dropped.
      await database.db.close()
    }, 120_000)
    afterAll(async () => {
      await dropPostgresDatabase(name).catch(() => undefined)
      rmSync(dir, { recursive: true, force: true })
    })

    it('loses no row: write, back up, drop the database, restore into an empty one, read back', async () => {
      const written = `drill ${Date.now()}`
      await withClient(url, (client) =>
        client.query(
          `insert into public.contact_messages (name, email, message)
           values ('Drill', 'drill@example.com', $1)`,
          [written],
        ),
      )
      const before = await withClient(url, (client) => client.query(COUNT_ROWS))
      expect(before.rows.length).toBeGreaterThan(20)

      const tools = databaseTools({
        databaseUrl: url,
        now: () => new Date(Date.UTC(2026, 10, 28, 5, 15, 2)),
      })
      const file = await tools.backup(dir)
      expect(path.basename(file)).toBe('lexsetu-20261128-051502.dump')

      await dropPostgresDatabase(name)
      await withClient(TEST_DATABASE_URL, (admin) =>
        admin.query(`create database "${name}" template template0`),
      )

      await tools.restore(file)
      const after = await withClient(url, (client) => client.query(COUNT_ROWS))
      expect(after.rows).toEqual(before.rows)
      const read = await withClient(url, (client) =>
        client.query<{ message: string }>(
          `select message from public.contact_messages where email = 'drill@example.com'`,
        ),
      )
      expect(read.rows).toEqual([{ message: written }])
    }, 180_000)
  },
)
