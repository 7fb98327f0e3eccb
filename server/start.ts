import path from 'node:path'
import { createBackend, type Backend } from './app'
import { configFromEnv } from './config'
import type { Driver } from './db/driver'
import { lockDataDir } from './db/lock'
import { migrate } from './db/migrate'
import { PgliteDriver } from './db/pglite-driver'
import { PostgresDriver } from './db/postgres-driver'
import { DEFAULT_JWT_SECRET, type ServerEnv } from './env'
import { listen } from './http/listener'

export type RunningBackend = { url: string; backend: Backend; db: Driver; close: () => Promise<void> }

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1'])

export async function openDatabase(env: ServerEnv): Promise<{ db: Driver; release: () => void }> {
  if (env.DATABASE_URL) {
    const db = await PostgresDriver.open({ connectionString: env.DATABASE_URL, timeoutMs: env.STATEMENT_TIMEOUT_MS })
    return { db, release: () => {} }
  }
  const dataDir = path.resolve(env.DATA_DIR)
  const release = lockDataDir(dataDir)
  try {
    const db = await PgliteDriver.open({ dataDir: path.join(dataDir, 'pgdata'), timeoutMs: env.STATEMENT_TIMEOUT_MS })
    return { db, release }
  } catch (error) {
    release()
    throw error
  }
}

/** Open the database, apply migrations and seed, then serve the API. */
export async function startBackend(env: ServerEnv): Promise<RunningBackend> {
  if (!LOOPBACK.has(env.BACKEND_HOST) && env.JWT_SECRET === DEFAULT_JWT_SECRET) {
    throw new Error(
      `Refusing to listen on ${env.BACKEND_HOST} with the public default JWT secret. ` +
        'Set JWT_SECRET (and matching ANON_KEY / SERVICE_ROLE_KEY) for a real deployment.',
    )
  }
  const config = configFromEnv(env)
  const { db, release } = await openDatabase(env)
  try {
    const report = await migrate(db, path.resolve(env.SUPABASE_DIR))
    for (const file of report.applied) config.log(`applied migration ${file}`)
    if (report.seeded) config.log('applied seed.sql')
    const backend = createBackend({ db, config })
    await backend.reloadSchema()
    const server = await listen({
      host: env.BACKEND_HOST,
      port: env.BACKEND_PORT,
      maxBodyBytes: env.MAX_BODY_BYTES,
      handler: backend,
    })
    return {
      url: server.url,
      backend,
      db,
      close: async () => {
        await server.close()
        await db.close()
        release()
      },
    }
  } catch (error) {
    await db.close().catch(() => undefined)
    release()
    throw error
  }
}
