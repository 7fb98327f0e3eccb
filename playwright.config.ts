import fs from 'node:fs'
import { defineConfig, devices, type ReporterDescription } from '@playwright/test'

/**
 * End-to-end tests run against the production build (`npm test` builds first) served by
 * `vite preview`. Chromium is Debian's (`apt-get install -y chromium`); elsewhere set
 * CHROMIUM_PATH or run `npx playwright install` and Playwright's own browser is used.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173)
const BASE_URL = `http://127.0.0.1:${PORT}`
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// Keeps chromium off the network: no sandbox as root, no background requests, no DNS at all
// (see /work/shared/TOOLING.md §1).
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
  webServer: {
    command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
})
