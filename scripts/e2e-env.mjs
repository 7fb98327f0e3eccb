// The environment of one end-to-end run, shared by `npm test` (scripts/test.mjs) and
// `npm run test:e2e` (scripts/e2e.mjs): the port of the app (`npm start -- --demo` on a fresh
// database: the app and its API on one origin), of a second backend with e-mail confirmation on,
// and of the dev server (`vite`, for what only breaks under `npm run dev`). The ports are free ones
// unless E2E_PORT / E2E_CONFIRMING_BACKEND_PORT / E2E_DEV_PORT say otherwise, so parallel runs on
// one machine never meet each other's servers.
import net from 'node:net'

const LOOPBACK = '127.0.0.1'

/** Binds `count` ephemeral ports at once (so they differ), then frees them. */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = net.createServer()
          server.once('error', reject)
          server.listen(0, LOOPBACK, () => resolve(server))
        }),
    ),
  )
  const ports = servers.map((server) => server.address().port)
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  return ports
}

function parsePort(name, value) {
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a TCP port (1-65535), got "${value}"`)
  }
  return port
}

/**
 * { E2E_PORT, E2E_CONFIRMING_BACKEND_PORT, E2E_DEV_PORT, VITE_* } for the build and Playwright
 * stages. The app and its API are one origin, E2E_PORT (`npm start`, as production serves them;
 * server/site/build.ts builds for it). The VITE_* values override any .env file (Vite gives the
 * process environment precedence): auth redirects come back to the app, and 'Try Demo Version'
 * opens the in-app demo chooser rather than an external demo site.
 */
export async function e2eEnv(source = process.env) {
  const [freeApp, freeDev, freeConfirming] = await freePorts(3)
  const port = (name, free) => (source[name] ? parsePort(name, source[name]) : free)
  const appPort = port('E2E_PORT', freeApp)
  const confirmingPort = port('E2E_CONFIRMING_BACKEND_PORT', freeConfirming)
  const devPort = port('E2E_DEV_PORT', freeDev)
  if (new Set([appPort, devPort, confirmingPort]).size < 3)
    throw new Error('E2E_PORT, E2E_CONFIRMING_BACKEND_PORT and E2E_DEV_PORT must differ')
  const appUrl = `http://${LOOPBACK}:${appPort}`
  return {
    E2E_PORT: String(appPort),
    E2E_CONFIRMING_BACKEND_PORT: String(confirmingPort),
    E2E_DEV_PORT: String(devPort),
    VITE_DEMO_URL: '',
    VITE_SITE_URL: appUrl,
  }
}
