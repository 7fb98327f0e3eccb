import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MigrationError } from './db/migrate'
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
      'create table public.notes (id int);',
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

  // The next two share one data directory: creating a PGlite directory takes seconds (more when busy).
  it('stops at a failing migration, naming the file and the SQL error, and releases the lock', async () => {
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
