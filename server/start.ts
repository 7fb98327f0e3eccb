import path from 'node:path'
import { createBackend, type Backend } from './app'
import { configFromEnv } from './config'
import type { Driver } from './db/driver'
import { lockDataDir } from './db/lock'
import { migrate } from './db/migrate'
import { PgliteDriver } from './db/pglite-driver'
import { PostgresDriver } from './db/postgres-driver'
import type { ServerEnv } from './env'
import { resetDemo, scheduleDemoResets } from './demo-reset'
import { listen } from './http/listener'
import { keyProblems } from './key-check'

type RunningBackend = {
  url: string
  backend: Backend
  db: Driver
  close: () => Promise<void>
}

async function openDatabase(env: ServerEnv): Promise<{ db: Driver; release: () => void }> {
  if (env.DATABASE_URL) {
    const db = await PostgresDriver.open({
      connectionString: env.DATABASE_URL,
      timeoutMs: env.STATEMENT_TIMEOUT_MS,
    })
    return { db, release: () => {} }
  }
  const dataDir = path.resolve(env.DATA_DIR)
  const release = lockDataDir(dataDir)
  try {
    const db = await PgliteDriver.open({
      dataDir: path.join(dataDir, 'pgdata'),
      timeoutMs: env.STATEMENT_TIMEOUT_MS,
    })
    return { db, release }
  } catch (error) {
    release()
    throw error
  }
}

type OpenBackend = {
  backend: Backend
  db: Driver
  config: ReturnType<typeof configFromEnv>
  /** Stops the demo resets and closes the database. */
  close: () => Promise<void>
}

/**
 * Opens the database, applies migrations and seed, resets the demo and schedules its resets: the
 * backend as a handler, for a listener of the caller's (npm run backend: the API alone; npm start:
 * the API beside the app, server/serve.ts).
 */
export async function openBackend(env: ServerEnv): Promise<OpenBackend> {
  const problems = keyProblems(env)
  if (problems.length > 0) throw new Error(problems.join('\n'))
  const config = configFromEnv(env)
  const { db, release } = await openDatabase(env)
  try {
    const report = await migrate(db, path.resolve(env.SUPABASE_DIR))
    for (const file of report.applied) config.log(`applied migration ${file}`)
    if (report.seeded) config.log('applied the seed files of config.toml [db.seed]')
    await resetDemo(db, config.log)
    const backend = createBackend({ db, config })
    await backend.reloadSchema()
    const demoResets = scheduleDemoResets(env.DEMO_RESET_INTERVAL_MS, () =>
      resetDemo(db, config.log),
    )
    return {
      backend,
      db,
      config,
      close: async () => {
        await backend.realtime.close()
        await demoResets.stop()
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

/** Open the database, apply migrations and seed, then serve the API. */
export async function startBackend(env: ServerEnv): Promise<RunningBackend> {
  const opened = await openBackend(env)
  try {
    const server = await listen({
      host: env.BACKEND_HOST,
      port: env.BACKEND_PORT,
      maxBodyBytes: env.MAX_BODY_BYTES,
      handler: opened.backend,
      upgrade: opened.backend.realtime.upgrade,
    })
    return {
      url: server.url,
      backend: opened.backend,
      db: opened.db,
      close: async () => {
        // Open WebSockets would keep the listener from closing.
        await opened.backend.realtime.close()
        await server.close()
        await opened.close()
      },
    }
  } catch (error) {
    await opened.close()
    throw error
  }
}
