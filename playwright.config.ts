import fs from 'node:fs'
import { defineConfig, devices, type ReporterDescription } from '@playwright/test'
import {
  BACKEND_URL,
  CONFIRMING_BACKEND_URL,
  DEV_URL,
  JWT_EXP_SECONDS,
} from './e2e/support/test-backend'

/**
 * End-to-end tests run against the production build served by `vite preview`, talking to a
 * fresh embedded backend that Playwright starts for this run (its database lives in a temporary
 * folder, deleted when it stops). `npm run test:e2e` and `npm test` pick free ports
 * (E2E_BACKEND_PORT and E2E_PORT override them) and build the app with VITE_SUPABASE_URL
 * pointing at that backend first; e2e/global-setup.ts refuses a dist/ built for another one.
 * To iterate on one spec: `E2E_BACKEND_PORT=55400 E2E_PORT=4300 npm run test:e2e -- e2e/x.spec.ts`
 * once, then `E2E_BACKEND_PORT=55400 E2E_PORT=4300 npx playwright test e2e/x.spec.ts`.
 *
 * Chromium is Debian's (`apt-get install -y chromium`); elsewhere set CHROMIUM_PATH or run
 * `npx playwright install` and Playwright's own browser is used.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173)
const BASE_URL = `http://127.0.0.1:${PORT}`
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The test backend: PGlite in a temporary DATA_DIR (scripts/e2e-backend.mjs), the default keys,
 * no rate limits, sign-up without e-mail confirmation, e-mail links back to the preview server.
 * BCRYPT_COST=4 (GoTrue uses 10) makes every sign-up and sign-in ~60 ms faster; the seeded demo
 * accounts keep their cost-10 hashes. Everything is set explicitly, so a developer's own
 * backend variables (DATABASE_URL, JWT_SECRET, …) never reach it.
 */
const BACKEND_ENV = {
  BACKEND_HOST: '127.0.0.1',
  BACKEND_PORT: new URL(BACKEND_URL).port,
  DATABASE_URL: '',
  JWT_SECRET: '',
  ANON_KEY: '',
  SERVICE_ROLE_KEY: '',
  PUBLISHABLE_KEY: '',
  SECRET_KEY: '',
  API_EXTERNAL_URL: '',
  JWT_EXP: String(JWT_EXP_SECONDS),
  SITE_URL: BASE_URL,
  ADDITIONAL_REDIRECT_URLS: `${BASE_URL}/**`,
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
  use: { baseURL: BASE_URL, trace: 'off' },
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
  globalSetup: './e2e/global-setup.ts',
  webServer: [
    {
      name: 'backend',
      command: 'node scripts/e2e-backend.mjs',
      url: `${BACKEND_URL}/auth/v1/health`,
      env: BACKEND_ENV,
      // Never someone else's backend or preview: each run gets its own, on its own ports.
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
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'preview',
      command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: BASE_URL,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
})
