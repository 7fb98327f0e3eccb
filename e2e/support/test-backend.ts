import { DEFAULT_ANON_KEY, DEFAULT_SECRET_KEY } from '../../server/env'

/**
 * The fresh embedded backend every end-to-end run starts (playwright.config.ts). Its port comes
 * from E2E_BACKEND_PORT, set by `npm test` / `npm run test:e2e` (scripts/e2e-env.mjs), which also
 * build the app with VITE_SUPABASE_URL pointing here.
 */
export function backendPort(): number {
  const value = process.env.E2E_BACKEND_PORT
  const port = Number(value)
  if (!value || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(
      'E2E_BACKEND_PORT is not set. Run the end-to-end tests with `npm run test:e2e` (it picks ' +
        'free ports, builds the app for that backend, then runs Playwright), or set ' +
        'E2E_BACKEND_PORT yourself and build with VITE_SUPABASE_URL=http://127.0.0.1:<that port>.',
    )
  }
  return port
}

export const BACKEND_URL = `http://127.0.0.1:${backendPort()}`

/**
 * A second fresh backend, with e-mail confirmation on (hosted Supabase's default): the sign-up
 * journeys that need it send the app's backend requests here (see e2e/support/confirming.ts).
 */
export const CONFIRMING_BACKEND_URL = `http://127.0.0.1:${Number(process.env.E2E_CONFIRMING_BACKEND_PORT ?? backendPort() + 2)}`

/** The dev server (`vite`, E2E_DEV_PORT) for what breaks only under `npm run dev`. */
export const DEV_URL = `http://127.0.0.1:${Number(process.env.E2E_DEV_PORT ?? backendPort() + 1)}`

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
