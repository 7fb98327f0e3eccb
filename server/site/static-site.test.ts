import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { loadStaticSite, type StaticSite } from './static-site'

const THEME_SCRIPT = "\n      document.documentElement.classList.toggle('dark', true)\n    "
const INDEX = `<!doctype html><html><head><script>${THEME_SCRIPT}</script></head><body><div id="root"></div><script type="module" src="/assets/index-AbC123.js"></script></body></html>`
const APP_JS = `console.log(${JSON.stringify('x'.repeat(4_000))})`

/** A dist/ as Vite writes it: index.html, hashed assets, files copied from public/. */
function fixture(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lexsetu-dist-'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, 'index.html'), INDEX)
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), APP_JS)
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n')
  return dir
}

const get = (site: StaticSite, pathname: string, headers: Record<string, string> = {}) =>
  site.serve(new Request(`http://app.test${pathname}`, { headers }), pathname)

describe('the static site of npm start', () => {
  const dir = fixture()
  const site = loadStaticSite(dir)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('serves hashed assets for a year, and the rest revalidated', async () => {
    const asset = get(site, '/assets/index-AbC123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await asset.text()).toBe(APP_JS)
    expect(get(site, '/robots.txt').headers.get('cache-control')).toBe('no-cache')
    expect(get(site, '/').headers.get('cache-control')).toBe('no-cache')
  })

  it("answers the app's routes with index.html, and a missing file or chunk with 404", async () => {
    for (const route of ['/', '/forum/abc', '/dashboard/settings']) {
      const page = get(site, route)
      expect(page.status, route).toBe(200)
      expect(await page.text(), route).toBe(INDEX)
    }
    expect(get(site, '/assets/index-Old999.js').status).toBe(404)
    expect(get(site, '/favicon.ico').status).toBe(404)
  })

  it('compresses with brotli or gzip as the browser accepts, and answers 304 to a known ETag', async () => {
    const br = get(site, '/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    const gzip = get(site, '/assets/index-AbC123.js', { 'accept-encoding': 'gzip' })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(APP_JS)
    await site.fullyCompressed
    const best = get(site, '/assets/index-AbC123.js', { 'accept-encoding': 'br' })
    expect(brotliDecompressSync(Buffer.from(await best.arrayBuffer())).toString()).toBe(APP_JS)
    const etag = br.headers.get('etag')!
    expect(get(site, '/assets/index-AbC123.js', { 'if-none-match': etag }).status).toBe(304)
  })

  it("hashes index.html's inline script for the Content-Security-Policy", () => {
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64')
    expect(site.inlineScriptHashes).toEqual([`'sha256-${hash}'`])
  })

  it('refuses to start without a build', () => {
    expect(() => loadStaticSite(path.join(dir, 'assets'))).toThrow(/index.html is missing/)
  })
})

describe('the Hindi build beside it (dist/hi, served under /hi/)', () => {
  const dir = fixture()
  const HINDI_SCRIPT = "document.documentElement.lang = 'hi-IN'"
  const HINDI_INDEX = `<!doctype html><html lang="hi-IN"><head><script>${HINDI_SCRIPT}</script></head><body></body></html>`
  mkdirSync(path.join(dir, 'hi', 'assets'), { recursive: true })
  writeFileSync(path.join(dir, 'hi', 'index.html'), HINDI_INDEX)
  writeFileSync(path.join(dir, 'hi', 'assets', 'index-Hi456.js'), APP_JS)
  const site = loadStaticSite(dir)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('answers the Hindi pages with the Hindi index.html, and the others with the English one', async () => {
    for (const route of ['/hi', '/hi/', '/hi/forum/abc']) {
      const page = get(site, route)
      expect(page.status, route).toBe(200)
      expect(await page.text(), route).toBe(HINDI_INDEX)
    }
    expect(await get(site, '/history').text()).toBe(INDEX)
    expect(get(site, '/hi/assets/index-Hi456.js').status).toBe(200)
    expect(get(site, '/hi/assets/index-Old999.js').status).toBe(404)
  })

  it('allows the inline scripts of both pages', () => {
    const hash = (script: string) =>
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`
    expect(site.inlineScriptHashes).toEqual([hash(THEME_SCRIPT), hash(HINDI_SCRIPT)])
  })
})
