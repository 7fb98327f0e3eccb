import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openNewPglite } from '../../tests/support/test-databases'
import { migrate, MigrationError } from './migrate'
import type { PgliteDriver } from './pglite-driver'

describe('migrate', () => {
  let db: PgliteDriver
  let dir: string

  beforeEach(async () => {
    db = await openNewPglite({ timeoutMs: 60_000 })
    dir = await mkdtemp(path.join(tmpdir(), 'lexsetu-migrate-'))
    await mkdir(path.join(dir, 'migrations'))
  })
  afterEach(async () => {
    await db.close()
    await rm(dir, { recursive: true, force: true })
  })

  /** Writes the seed files and a config.toml that lists them, in the given order, as Supabase's does. */
  async function writeSeed(files: Record<string, string>) {
    await mkdir(path.join(dir, 'seeds'))
    for (const [file, sql] of Object.entries(files)) await writeFile(path.join(dir, file), sql)
    const list = Object.keys(files).map((file) => `"./${file}"`)
    await writeFile(path.join(dir, 'config.toml'), `[db.seed]\nsql_paths = [${list.join(', ')}]\n`)
  }

  it('applies migrations in order once, records them, and seeds a new database once, in the order of config.toml', async () => {
    await writeFile(
      path.join(dir, 'migrations', '20260101000000_create_a.sql'),
      'create table public.a (id int);',
    )
    await writeFile(
      path.join(dir, 'migrations', '20260102000000_alter_a.sql'),
      'alter table public.a add column b text;',
    )
    await writeSeed({
      'seeds/b.sql': "insert into public.a values (1, 'b');",
      'seeds/a.sql': "update public.a set b = b || ', then a';",
    })

    expect(await migrate(db, dir)).toEqual({
      applied: ['20260101000000_create_a.sql', '20260102000000_alter_a.sql'],
      seeded: true,
    })
    expect(await migrate(db, dir)).toEqual({ applied: [], seeded: false })
    const rows = await db.query('select id, b from public.a')
    expect(rows.rows).toEqual([{ id: 1, b: 'b, then a' }])
    const recorded = await db.query<{ path: string; hash: string }>(
      'select path, hash from supabase_migrations.seed_files order by path',
    )
    expect(recorded.rows.map((row) => row.path)).toEqual(['seeds/a.sql', 'seeds/b.sql'])
    expect(recorded.rows[0].hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('names the seed file that fails, and keeps no seed file of a failed seed', async () => {
    await writeFile(
      path.join(dir, 'migrations', '20260101000000_create_a.sql'),
      'create table public.a (id int);',
    )
    await writeSeed({
      'seeds/one.sql': 'insert into public.a values (1);',
      'seeds/two.sql': 'select * from missing_table;',
    })
    const error = await migrate(db, dir).catch((e: unknown) => e)
    expect((error as Error).message).toMatch(/seeds\/two\.sql.*"missing_table" does not exist/)
    expect((await db.query('select * from public.a')).rows).toEqual([])
    expect((await db.query('select * from supabase_migrations.seed_files')).rows).toEqual([])
  })

  it('records without running the parts split out of a file the database applied whole', async () => {
    const original = 'create table public.a (id int); create table public.b (id int);'
    await writeFile(path.join(dir, 'migrations', '20260101000000_create_a_and_b.sql'), original)
    await migrate(db, dir)

    // The split: the first part keeps the version under a new name, the second takes the next second.
    await rm(path.join(dir, 'migrations', '20260101000000_create_a_and_b.sql'))
    await writeFile(
      path.join(dir, 'migrations', '20260101000000_create_a.sql'),
      'create table public.a (id int);',
    )
    const part =
      '-- Split out of 20260101000000_create_a_and_b.sql: see its header.\ncreate table public.b (id int);'
    await writeFile(path.join(dir, 'migrations', '20260101000001_create_b.sql'), part)
    expect(await migrate(db, dir)).toEqual({ applied: [], seeded: false })
    const recorded = await db.query(
      'select version, name from supabase_migrations.schema_migrations order by 1',
    )
    expect(recorded.rows).toEqual([
      { version: '20260101000000', name: 'create_a_and_b' },
      { version: '20260101000001', name: 'create_b' },
    ])
  })

  it("keeps a migration's revoke of the default EXECUTE on functions across restarts", async () => {
    // Hosted Supabase grants new functions to the API roles by default; a migration may revoke
    // that, and bootstrapping again at the next start must not grant it back.
    await writeFile(
      path.join(dir, 'migrations', '20260101000000_no_default_execute.sql'),
      `alter default privileges revoke execute on functions from public;
       alter default privileges in schema public revoke execute on functions from anon;`,
    )
    await migrate(db, dir)
    await writeFile(
      path.join(dir, 'migrations', '20260102000000_create_f.sql'),
      'create function public.f() returns int language sql as $$ select 1 $$;',
    )
    await migrate(db, dir)
    const { rows } = await db.query(
      `select has_function_privilege('anon', 'public.f()', 'execute') as callable`,
    )
    expect(rows).toEqual([{ callable: false }])
  })

  it('stops at a failing migration, names the file and the SQL error, and keeps nothing of it', async () => {
    await writeFile(
      path.join(dir, 'migrations', '20260101000000_create_a.sql'),
      'create table public.a (id int);',
    )
    await writeFile(
      path.join(dir, 'migrations', '20260102000000_break_things.sql'),
      'create table public.b (id int); select * from missing_table;',
    )
    const error = await migrate(db, dir).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MigrationError)
    expect((error as Error).message).toMatch(
      /20260102000000_break_things\.sql.*relation "missing_table" does not exist/,
    )
    const tables = await db.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by 1",
    )
    expect(tables.rows).toEqual([{ name: 'a' }])
  })
})
