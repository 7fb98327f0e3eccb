import { DEFAULT_ANON_KEY, DEFAULT_SECRET_KEY } from '../../server/env'

/** A port from the end-to-end run's environment (scripts/e2e-env.mjs sets them all). */
function portFrom(name: string): number {
  const value = process.env[name]
  const port = Number(value)
  if (!value || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(
      `${name} is not set. Run the end-to-end tests with \`npm run test:e2e\` (it picks free ` +
        'ports, builds the app, then runs Playwright), or set E2E_PORT, ' +
        'E2E_CONFIRMING_BACKEND_PORT and E2E_DEV_PORT yourself after `node --import tsx server/site/build.ts`.',
    )
  }
  return port
}

/**
 * The app under test, as production serves it: `npm start` on a fresh database, PGlite or (in the
 * full tier) PostgreSQL 15 (playwright.config.ts), the pages and the API on one origin.
 */
export const APP_URL = `http://127.0.0.1:${portFrom('E2E_PORT')}`

/** Where the app's API is: its own origin. */
export const BACKEND_URL = APP_URL

/**
 * A second fresh backend, with e-mail confirmation on (hosted Supabase's default): the sign-up
 * journeys that need it send the app's backend requests here (see e2e/support/confirming.ts).
 */
export const CONFIRMING_BACKEND_URL = `http://127.0.0.1:${portFrom('E2E_CONFIRMING_BACKEND_PORT')}`

/** The dev server (`vite`, E2E_DEV_PORT) for what breaks only under `npm run dev`. */
export const DEV_URL = `http://127.0.0.1:${portFrom('E2E_DEV_PORT')}`

/** The public default anon key of `supabase start`; the test backend runs with the default keys. */
export const ANON_KEY = DEFAULT_ANON_KEY
/** Its default secret key: the dev mailbox answers only to the service role. */
export const SERVICE_KEY = DEFAULT_SECRET_KEY

/**
 * Access-token lifetime of the test backend, in seconds: five minutes instead of an hour, so
 * the token-refresh journey moves the browser's clock by minutes, not by most of an hour.
 * It stays well above the 90 s within which supabase-js refreshes on every call, so the other
 * journeys (each well under a minute) never see a refresh.
 */
export const JWT_EXP_SECONDS = 300
