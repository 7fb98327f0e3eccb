import fs from 'node:fs'
import { defineConfig, devices, type ReporterDescription } from '@playwright/test'
import {
  APP_URL,
  CONFIRMING_BACKEND_URL,
  DEV_URL,
  JWT_EXP_SECONDS,
} from './e2e/support/test-backend'

/**
 * End-to-end tests run against the app as production serves it: `npm start` (the production
 * build and its API on one origin, with the production headers) on a fresh database that
 * Playwright starts for this run and deletes when it stops (scripts/e2e-backend.mjs): PGlite
 * (`--demo`), or a new PostgreSQL database when TEST_DATABASE_URL names a server, as the full
 * tier does (`node scripts/pg15.mjs run -- npx playwright test`).
 * `npm run test:e2e` and `npm test` pick free ports (E2E_PORT, E2E_CONFIRMING_BACKEND_PORT and
 * E2E_DEV_PORT override them) and build dist/ for it first (server/site/build.ts).
 * To iterate on one spec: `E2E_PORT=4300 E2E_CONFIRMING_BACKEND_PORT=4302 E2E_DEV_PORT=4301 npm run
 * test:e2e -- e2e/x.spec.ts` once, then the same variables with `npx playwright test e2e/x.spec.ts`.
 *
 * Chromium is Debian's (`apt-get install -y chromium`); elsewhere set CHROMIUM_PATH or run
 * `npx playwright install` and Playwright's own browser is used.
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The test backend: PGlite in a temporary DATA_DIR (scripts/e2e-backend.mjs), the default keys,
 * no rate limits, sign-up without e-mail confirmation, e-mail links back to the app.
 * BCRYPT_COST=4 (GoTrue uses 10) makes every sign-up and sign-in ~60 ms faster; the seeded demo
 * accounts keep their cost-10 hashes. Everything is set explicitly, so a developer's own
 * backend variables (DATABASE_URL, JWT_SECRET, …) never reach it.
 */
const BACKEND_ENV = {
  BACKEND_HOST: '127.0.0.1',
  DATABASE_URL: '',
  JWT_SECRET: '',
  ANON_KEY: '',
  SERVICE_ROLE_KEY: '',
  PUBLISHABLE_KEY: '',
  SECRET_KEY: '',
  API_EXTERNAL_URL: '',
  JWT_EXP: String(JWT_EXP_SECONDS),
  SITE_URL: APP_URL,
  ADDITIONAL_REDIRECT_URLS: `${APP_URL}/**`,
  CORS_ORIGINS: '*',
  ENABLE_EMAIL_CONFIRMATIONS: 'false',
  ENABLE_SIGNUP: 'true',
  RATE_LIMITS: 'false',
  BCRYPT_COST: '4',
  SUPABASE_DIR: 'supabase',
}

// Keeps chromium off the network: no sandbox as root, no background requests, no DNS at all.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-default-apps',
  '--disable-extensions',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
]

const reporter: ReporterDescription[] = [['list']]
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) reporter.push(['json'])

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter,
  use: { baseURL: APP_URL, trace: 'off' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: fs.existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : undefined,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: [
    {
      name: 'app',
      command: 'node scripts/e2e-backend.mjs app',
      url: `${APP_URL}/health`,
      env: { ...BACKEND_ENV, HOST: '127.0.0.1', PORT: new URL(APP_URL).port, DIST_DIR: 'dist' },
      // Never someone else's server: each run gets its own, on its own ports.
      reuseExistingServer: false,
      // From the cached migrated dump: ~4 s idle; the first run after a migration changed builds it.
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    {
      name: 'backend with e-mail confirmation',
      command: 'node scripts/e2e-backend.mjs',
      url: `${CONFIRMING_BACKEND_URL}/auth/v1/health`,
      env: {
        ...BACKEND_ENV,
        BACKEND_PORT: new URL(CONFIRMING_BACKEND_URL).port,
        ENABLE_EMAIL_CONFIRMATIONS: 'true',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    {
      name: 'dev',
      command: `node_modules/.bin/vite --host 127.0.0.1 --port ${new URL(DEV_URL).port} --strictPort`,
      url: DEV_URL,
      // Its app talks to the app server's API, whatever a .env file says.
      env: { VITE_SUPABASE_URL: APP_URL, VITE_SUPABASE_ANON_KEY: '', VITE_DEMO_URL: '' },
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
})
