import fs from 'node:fs'
import path from 'node:path'
import { BACKEND_URL } from './support/test-backend'

const ASSETS = path.join('dist', 'assets')
/** The URL as a string literal in the bundle, not as the start of a longer port number. */
const BACKEND_URL_IN_CODE = new RegExp(`${BACKEND_URL.replace(/[.:/]/g, '\\$&')}(?![0-9])`)

/**
 * The app under test must talk to this run's backend: its URL is compiled into the build
 * (VITE_SUPABASE_URL). A dist/ made by `npm run build`, or for another run's port, would send
 * every sign-in elsewhere and fail in confusing ways, so refuse it up front.
 */
export default function assertBuildTargetsTestBackend() {
  const scripts = fs.existsSync(ASSETS)
    ? fs.readdirSync(ASSETS).filter((file) => file.endsWith('.js'))
    : []
  const targetsBackend = scripts.some((file) =>
    BACKEND_URL_IN_CODE.test(fs.readFileSync(path.join(ASSETS, file), 'utf8')),
  )
  if (!targetsBackend) {
    throw new Error(
      `dist/ was not built for the test backend at ${BACKEND_URL}. Run \`npm run test:e2e\` ` +
        `(builds, then tests), or build with VITE_SUPABASE_URL=${BACKEND_URL} first.`,
    )
  }
}
