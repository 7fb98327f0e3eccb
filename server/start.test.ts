import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MigrationError } from './db/migrate'
import { readServerEnv } from './env'
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

  it('refuses to listen on a non-loopback address with the public default JWT secret, before opening the data', async () => {
    await expect(startBackend(env({ BACKEND_HOST: '0.0.0.0' }))).rejects.toThrow(
      'Refusing to listen on 0.0.0.0 with the public default JWT secret. ' +
        'Set JWT_SECRET (and matching ANON_KEY / SERVICE_ROLE_KEY) for a real deployment.',
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
})
