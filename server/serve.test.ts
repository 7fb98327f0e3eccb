import { mkdirSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readyUrl, runEntry, type ServerProcess } from '../tests/support/process'
import { fillDataDir } from '../tests/support/test-databases'
import { DEFAULT_ANON_KEY } from './env'
import { buildTarget } from './site/build'

type Started = ServerProcess

/** `npm start` as a real process, on its own DATA_DIR and DIST_DIR. */
const npmStart = (args: string[], env: Record<string, string>): Started =>
  runEntry('server/serve.ts', args, {
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    PORT: '0',
    ...env,
  })

const readyAt = (started: Started) => readyUrl(started, /"event":"ready","url":"(http:\/\/[^"]+)"/)

const THEME_SCRIPT = "document.documentElement.classList.toggle('dark', true)"

describe('npm start (server/serve.ts)', () => {
  let dir: string
  let env: Record<string, string>
  let started: Started
  let url: string

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lexsetu-start-'))
    // The migrated test database, so that start-up has no migration to run.
    fillDataDir(path.join(dir, 'data'), 'migrated')
    // A build made for this origin and key (build.ts's note), so that nothing is built here.
    mkdirSync(path.join(dir, 'dist', 'assets'), { recursive: true })
    writeFileSync(
      path.join(dir, 'dist', 'index.html'),
      `<!doctype html><html><head><script>${THEME_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
    )
    writeFileSync(path.join(dir, 'dist', 'assets', 'app-Abc123.js'), 'console.log(1)')
    writeFileSync(
      path.join(dir, 'dist', '.lexsetu-build.json'),
      JSON.stringify(buildTarget(DEFAULT_ANON_KEY)),
    )
    env = { DATA_DIR: path.join(dir, 'data'), DIST_DIR: path.join(dir, 'dist') }
    started = npmStart(['--demo'], env)
    url = await readyAt(started)
  }, 90_000)
  afterAll(async () => {
    if (started?.child.exitCode === null) started.child.kill('SIGKILL')
    await rm(dir, { recursive: true, force: true })
  })

  it('serves the app and the API on one origin, with a health check and request ids', async () => {
    const page = await fetch(`${url}/forum/some-thread`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(THEME_SCRIPT)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[\w+/=]+'/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(page.headers.get('strict-transport-security')).toBeNull()
    expect(page.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/)

    const asset = await fetch(`${url}/assets/app-Abc123.js`)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')

    const api = await fetch(`${url}/rest/v1/kb_acts?select=code&limit=1`, {
      headers: { apikey: DEFAULT_ANON_KEY },
    })
    expect(api.status).toBe(200)
    expect(await api.json()).toHaveLength(1)

    const health = await fetch(`${url}/health`, { headers: { 'x-request-id': 'proxy-id-0001' } })
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    expect(health.headers.get('x-request-id')).toBe('proxy-id-0001')

    // One JSON line per request, with its id, and never a query string (e-mail links carry tokens).
    await fetch(`${url}/auth/v1/verify?token=secret-token-value&type=recovery`, {
      redirect: 'manual',
    })
    const lines = started
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines).toContainEqual(
      expect.objectContaining({ id: 'proxy-id-0001', method: 'GET', path: '/health', status: 200 }),
    )
    expect(started.output()).not.toContain('secret-token-value')
  })

  it('finishes on SIGTERM with exit code 0', async () => {
    started.child.kill('SIGTERM')
    expect(await started.exited).toBe(0)
    expect(started.output()).toContain('"event":"stopping"')
  })

  it('refuses PGlite without --demo, and off loopback a missing SITE_URL or the public default keys', async () => {
    const withoutDatabase = npmStart([], env)
    expect(await withoutDatabase.exited).toBe(1)
    expect(withoutDatabase.output()).toContain('Set DATABASE_URL to a PostgreSQL database')
    const withoutSiteUrl = npmStart(['--demo'], { ...env, HOST: '0.0.0.0' })
    expect(await withoutSiteUrl.exited).toBe(1)
    expect(withoutSiteUrl.output()).toContain('Set SITE_URL to the address people open')
    const offLoopback = npmStart(['--demo'], {
      ...env,
      HOST: '0.0.0.0',
      SITE_URL: 'https://lexsetu.example.in',
    })
    expect(await offLoopback.exited).toBe(1)
    expect(offLoopback.output()).toContain('Refusing to listen on 0.0.0.0 with the public default')
  }, 60_000)
})
