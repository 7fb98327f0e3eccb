import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fillDataDir } from '../tests/support/test-databases'
import { MigrationError } from './db/migrate'
import { PgliteDriver } from './db/pglite-driver'
import {
  DEFAULT_ANON_KEY,
  DEFAULT_SECRET_KEY,
  DEFAULT_SERVICE_ROLE_KEY,
  readServerEnv,
} from './env'
import { signJwt } from './jwt'
import { startBackend } from './start'

describe('startBackend', () => {
  let root: string
  let dataDir: string
  let supabaseDir: string
  const env = (extra: Record<string, string> = {}) =>
    readServerEnv({ DATA_DIR: dataDir, SUPABASE_DIR: supabaseDir, BACKEND_PORT: '0', ...extra })
  const lockFile = () => path.join(dataDir, 'backend.lock')

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'lexsetu-start-'))
    dataDir = path.join(root, 'data')
    supabaseDir = path.join(root, 'supabase')
    await mkdir(path.join(supabaseDir, 'migrations'), { recursive: true })
    await writeFile(
      path.join(supabaseDir, 'migrations', '20260101000000_create_notes.sql'),
      // New tables are granted to no API role on hosted Supabase: a migration says who may read.
      'create table public.notes (id int); grant select on public.notes to service_role;',
    )
  })
  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  const secret = 'a-deployment-secret-of-at-least-thirty-two-characters'
  const customKeys = {
    JWT_SECRET: secret,
    ANON_KEY: signJwt({ role: 'anon', exp: 4_000_000_000 }, secret),
    SERVICE_ROLE_KEY: signJwt({ role: 'service_role', exp: 4_000_000_000 }, secret),
    PUBLISHABLE_KEY: 'sb_publishable_deployment-own-publishable-key',
    SECRET_KEY: 'sb_secret_deployment-own-secret-key',
  }

  it.each(Object.keys(customKeys))(
    'refuses to listen on a non-loopback address while %s is the public default, before opening the data',
    async (name) => {
      const keys: Record<string, string> = { ...customKeys }
      delete keys[name]
      const error = await startBackend(env({ BACKEND_HOST: '0.0.0.0', ...keys })).catch(
        (e: unknown) => e,
      )
      expect((error as Error).message).toContain(
        `Refusing to listen on 0.0.0.0 with the public default ${name}: anyone could use them.`,
      )
      expect(existsSync(dataDir)).toBe(false)
    },
  )

  it('refuses JWT keys that are not signed with JWT_SECRET for their role', async () => {
    const error = await startBackend(
      env({ ...customKeys, ANON_KEY: signJwt({ role: 'service_role' }, secret) }),
    ).catch((e: unknown) => e)
    expect((error as Error).message).toBe(
      'ANON_KEY must be a current JWT signed with JWT_SECRET whose role is anon.',
    )
    expect(existsSync(dataDir)).toBe(false)
  })

  // The next two share one data directory, a new database's (creating one takes ~4 s of CPU).
  it('stops at a failing migration, naming the file and the SQL error, and releases the lock', async () => {
    fillDataDir(dataDir, 'new')
    const broken = path.join(supabaseDir, 'migrations', '20260102000000_break_things.sql')
    await writeFile(broken, 'select * from missing_table;')
    const error = await startBackend(env()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MigrationError)
    expect((error as Error).message).toBe(
      'Migration 20260102000000_break_things.sql failed: relation "missing_table" does not exist',
    )
    expect(existsSync(lockFile())).toBe(false)
    await rm(broken)
  }, 120_000)

  it('serves the API on a free port once migrated, and close() frees the port and the lock', async () => {
    const running = await startBackend(env())
    try {
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(existsSync(lockFile())).toBe(true)
      const response = await fetch(`${running.url}/not-an-api`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message: 'no Route matched with those values' })
      const applied = await running.db.query(
        'select version from supabase_migrations.schema_migrations',
      )
      expect(applied.rows).toEqual([{ version: '20260101000000' }])
    } finally {
      await running.close()
    }
    expect(existsSync(lockFile())).toBe(false)
    await expect(fetch(`${running.url}/not-an-api`)).rejects.toThrow()
  }, 120_000)

  it('serves off loopback with its own keys, and the public default keys get 401 there', async () => {
    const running = await startBackend(env({ BACKEND_HOST: '0.0.0.0', ...customKeys }))
    const url = running.url.replace('0.0.0.0', '127.0.0.1')
    try {
      const read = (apikey: string) =>
        fetch(`${url}/rest/v1/notes?select=id`, { headers: { apikey } })
      for (const key of [DEFAULT_SECRET_KEY, DEFAULT_SERVICE_ROLE_KEY, DEFAULT_ANON_KEY])
        expect((await read(key)).status).toBe(401)
      expect((await read(customKeys.SECRET_KEY)).status).toBe(200)
    } finally {
      await running.close()
    }
  }, 120_000)
})

/**
 * Stand-ins for the demo's SQL (operator_purge_demo and operator_reset_demo in supabase/migrations):
 * visitors' rows that the purge removes in batches, and a reset that refuses to run before they are
 * gone and records each run.
 */
const DEMO_STAND_IN = `
  create table public.visitor_rows (id serial primary key);
  create table public.resets (id serial primary key);
  grant select on public.resets to service_role;
  create function public.operator_purge_demo(max_rows integer default 5000) returns integer
  language plpgsql as $$
  declare n integer;
  begin
    delete from public.visitor_rows where id in (select id from public.visitor_rows limit max_rows);
    get diagnostics n = row_count;
    return n;
  end $$;
  create function public.operator_reset_demo(operator text default null) returns jsonb
  language plpgsql as $$
  begin
    if exists (select 1 from public.visitor_rows) then
      raise exception 'the visitors'' rows are still there';
    end if;
    insert into public.resets default values;
    return jsonb_build_object('removed', jsonb_build_object('chats', 1), 'restored', '{}'::jsonb);
  end $$;
  insert into public.visitor_rows select from generate_series(1, 12000);`

describe('startBackend and the demo reset', () => {
  let root: string
  let dataDir: string
  let supabaseDir: string
  const env = (extra: Record<string, string> = {}) =>
    readServerEnv({ DATA_DIR: dataDir, SUPABASE_DIR: supabaseDir, BACKEND_PORT: '0', ...extra })
  const migration = (name: string, sql: string) =>
    writeFile(path.join(supabaseDir, 'migrations', name), sql)
  const logged = () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    return () => log.mock.calls.map((call) => String(call[0]))
  }
  const count = async (db: { query: PgliteDriver['query'] }, table: string) =>
    (await db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0].n

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'lexsetu-demo-reset-'))
    dataDir = path.join(root, 'data')
    supabaseDir = path.join(root, 'supabase')
    await mkdir(path.join(supabaseDir, 'migrations'), { recursive: true })
    await migration('20260101000000_demo_stand_in.sql', DEMO_STAND_IN)
    fillDataDir(dataDir, 'new')
  })
  afterEach(() => vi.restoreAllMocks())
  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  // The three share one data directory, in this order: each open of it takes a second or two.
  it('purges what visitors created in batches before the reset, at start-up', async () => {
    const lines = logged()
    const running = await startBackend(env({ DEMO_RESET_INTERVAL_MS: '0' }))
    try {
      expect(await count(running.db, 'visitor_rows')).toBe(0)
      expect(await count(running.db, 'resets')).toBe(1)
      expect(lines()).toContain('demo accounts reset: 12001 rows visitors created were removed')
    } finally {
      await running.close()
    }
  }, 120_000)

  it('resets the demo again every DEMO_RESET_INTERVAL_MS until close()', async () => {
    const running = await startBackend(env({ DEMO_RESET_INTERVAL_MS: '150' }))
    let resetsAtClose: number
    try {
      await running.db.query('insert into public.visitor_rows select from generate_series(1, 7000)')
      for (let waited = 0; (await count(running.db, 'resets')) < 4 && waited < 30_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50))
      expect(await count(running.db, 'visitor_rows')).toBe(0)
      expect(await count(running.db, 'resets')).toBeGreaterThanOrEqual(4)
    } finally {
      await running.close()
    }
    const db = await PgliteDriver.open({ dataDir: path.join(dataDir, 'pgdata'), timeoutMs: 60_000 })
    try {
      resetsAtClose = await count(db, 'resets')
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(await count(db, 'resets')).toBe(resetsAtClose)
    } finally {
      await db.close()
    }
  }, 120_000)

  it('logs a reset that fails and serves anyway', async () => {
    await migration(
      '20260102000000_break_demo_reset.sql',
      `drop function public.operator_purge_demo(integer);
       create or replace function public.operator_reset_demo(operator text default null) returns jsonb
       language plpgsql as $$ begin raise exception 'the seed is gone'; end $$;`,
    )
    const lines = logged()
    const running = await startBackend(env({ DEMO_RESET_INTERVAL_MS: '0' }))
    try {
      const response = await fetch(`${running.url}/rest/v1/resets?select=id&limit=1`, {
        headers: { apikey: DEFAULT_SECRET_KEY },
      })
      expect(response.status).toBe(200)
      expect(lines()).toContain(
        'demo reset failed, serving anyway: operator_reset_demo: the seed is gone',
      )
    } finally {
      await running.close()
    }
  }, 120_000)
})
