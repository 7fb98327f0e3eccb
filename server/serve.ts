import path from 'node:path'
import { isLoopback, readServerEnv } from './env'
import { listen } from './http/listener'
import { ensureBuilt } from './site/build'
import { createOneOrigin } from './site/one-origin'
import { loadStaticSite } from './site/static-site'
import { openBackend } from './start'

/**
 * `npm start`: LexSetu in production on one machine. The app (dist/, built first when it is missing
 * or was built for something else) and its API on one origin, HOST:PORT (0.0.0.0:8080). The
 * database is PostgreSQL (DATABASE_URL); PGlite only with `npm start -- --demo`. Off loopback the
 * backend refuses the public default keys (server/key-check.ts) and a missing SITE_URL, and rate
 * limits are on; on loopback SITE_URL defaults to http://localhost:PORT. SIGTERM
 * or SIGINT: in-flight requests finish, then the process exits 0.
 */
async function main() {
  const demo = process.argv.includes('--demo')
  const host = process.env.HOST || '0.0.0.0'
  const port = process.env.PORT || '8080'
  // E-mailed links (confirmation, recovery) lead to SITE_URL: off this machine, only the
  // operator knows the address people open.
  if (!process.env.SITE_URL && !isLoopback(host))
    throw new Error(
      'Set SITE_URL to the address people open (e.g. https://lexsetu.example.in): e-mailed links lead there.',
    )
  const source = {
    ...process.env,
    BACKEND_HOST: host,
    BACKEND_PORT: port,
    SITE_URL: process.env.SITE_URL || `http://localhost:${port}`,
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
    upgrade: opened.backend.realtime.upgrade,
  })

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    log(JSON.stringify({ time: new Date().toISOString(), event: 'stopping', signal }))
    // Open WebSockets would keep the listener from closing.
    await opened.backend.realtime.close()
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
