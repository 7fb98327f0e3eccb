// The environment of one end-to-end run, shared by `npm test` (scripts/test.mjs) and
// `npm run test:e2e` (scripts/e2e.mjs): the port of its fresh embedded backend, of a second one
// with e-mail confirmation on, of `vite preview` and of the dev server (`vite`, for what only
// breaks under `npm run dev`), and the backend URL the production build must be made with. The
// ports are free ones unless E2E_BACKEND_PORT / E2E_CONFIRMING_BACKEND_PORT / E2E_PORT /
// E2E_DEV_PORT say otherwise, so parallel runs on one machine never meet each other's servers.
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
 * { E2E_BACKEND_PORT, E2E_CONFIRMING_BACKEND_PORT, E2E_PORT, E2E_DEV_PORT, VITE_SUPABASE_URL, … } for the build and Playwright stages.
 * The VITE_* values override any .env file (Vite gives the process environment precedence):
 * the build talks to the test backend with its default anon key, auth redirects come back to
 * the preview server, and 'Try Demo Version' opens the in-app demo chooser rather than an
 * external demo site.
 */
export async function e2eEnv(source = process.env) {
  const [freeBackend, freePreview, freeDev, freeConfirming] = await freePorts(4)
  const backendPort = source.E2E_BACKEND_PORT
    ? parsePort('E2E_BACKEND_PORT', source.E2E_BACKEND_PORT)
    : freeBackend
  const confirmingPort = source.E2E_CONFIRMING_BACKEND_PORT
    ? parsePort('E2E_CONFIRMING_BACKEND_PORT', source.E2E_CONFIRMING_BACKEND_PORT)
    : freeConfirming
  const previewPort = source.E2E_PORT ? parsePort('E2E_PORT', source.E2E_PORT) : freePreview
  const devPort = source.E2E_DEV_PORT ? parsePort('E2E_DEV_PORT', source.E2E_DEV_PORT) : freeDev
  if (new Set([backendPort, previewPort, devPort, confirmingPort]).size < 4)
    throw new Error(
      'E2E_BACKEND_PORT, E2E_CONFIRMING_BACKEND_PORT, E2E_PORT and E2E_DEV_PORT must differ',
    )
  return {
    E2E_BACKEND_PORT: String(backendPort),
    E2E_CONFIRMING_BACKEND_PORT: String(confirmingPort),
    E2E_PORT: String(previewPort),
    E2E_DEV_PORT: String(devPort),
    VITE_SUPABASE_URL: `http://${LOOPBACK}:${backendPort}`,
    VITE_SUPABASE_ANON_KEY: '',
    VITE_DEMO_URL: '',
    VITE_SITE_URL: `http://${LOOPBACK}:${previewPort}`,
  }
}
