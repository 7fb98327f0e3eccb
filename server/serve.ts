import path from 'node:path'
import { readServerEnv } from './env'
import { listen } from './http/listener'
import { ensureBuilt } from './site/build'
import { createOneOrigin } from './site/one-origin'
import { loadStaticSite } from './site/static-site'
import { openBackend } from './start'

/**
 * `npm start`: LexSetu in production on one machine. The app (dist/, built first when it is missing
 * or was built for something else) and its API on one origin, HOST:PORT (0.0.0.0:8080). The
 * database is PostgreSQL (DATABASE_URL); PGlite only with `npm start -- --demo`. Off loopback the
 * backend refuses the public default keys (server/key-check.ts) and rate limits are on. SIGTERM
 * or SIGINT: in-flight requests finish, then the process exits 0.
 */
async function main() {
  const demo = process.argv.includes('--demo')
  const source = {
    ...process.env,
    BACKEND_HOST: process.env.HOST || '0.0.0.0',
    BACKEND_PORT: process.env.PORT || '8080',
  }
  const env = readServerEnv(source)
  if (!env.DATABASE_URL && !demo)
    throw new Error(
      'Set DATABASE_URL to a PostgreSQL database (postgresql://user:password@host:5432/db). ' +
        'To try npm start on the embedded PGlite database instead, run `npm start -- --demo`.',
    )
  const log = (line: string) => console.log(line)
  const distDir = path.resolve(process.env.DIST_DIR || 'dist')
  ensureBuilt(distDir, env.ANON_KEY, log)
  const site = loadStaticSite(distDir)
  const opened = await openBackend(env)
  const server = await listen({
    host: env.BACKEND_HOST,
    port: env.BACKEND_PORT,
    maxBodyBytes: env.MAX_BODY_BYTES,
    handler: createOneOrigin({
      backend: opened.backend,
      site,
      db: opened.db,
      trustProxy: env.TRUST_PROXY ?? false,
      log,
    }),
  })

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    log(JSON.stringify({ time: new Date().toISOString(), event: 'stopping', signal }))
    await server.close()
    await opened.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
  log(
    JSON.stringify({
      time: new Date().toISOString(),
      event: 'ready',
      url: server.url,
      database: env.DATABASE_URL ? 'postgresql' : 'pglite (demo)',
    }),
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
