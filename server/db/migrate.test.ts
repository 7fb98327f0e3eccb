import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrate, MigrationError } from './migrate'
import { PgliteDriver } from './pglite-driver'

describe('migrate', () => {
  let db: PgliteDriver
  let dir: string

  beforeEach(async () => {
    db = await PgliteDriver.open({ timeoutMs: 60_000 })
    dir = await mkdtemp(path.join(tmpdir(), 'lexsetu-migrate-'))
    await mkdir(path.join(dir, 'migrations'))
  })
  afterEach(async () => {
    await db.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('applies migrations in order once, records them, and seeds a new database once', async () => {
    await writeFile(
      path.join(dir, 'migrations', '20260101000000_create_a.sql'),
      'create table public.a (id int);',
    )
    await writeFile(
      path.join(dir, 'migrations', '20260102000000_alter_a.sql'),
      'alter table public.a add column b text;',
    )
    await writeFile(path.join(dir, 'seed.sql'), "insert into public.a values (1, 'seeded');")

    expect(await migrate(db, dir)).toEqual({
      applied: ['20260101000000_create_a.sql', '20260102000000_alter_a.sql'],
      seeded: true,
    })
    expect(await migrate(db, dir)).toEqual({ applied: [], seeded: false })
    const rows = await db.query('select id, b from public.a')
    expect(rows.rows).toEqual([{ id: 1, b: 'seeded' }])
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
