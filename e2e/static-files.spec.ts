import { expect, test } from '@playwright/test'

test.describe('static files', () => {
  test('robots.txt allows crawling but keeps out the dashboard and the auth callback', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt')
    expect(response.headers()['content-type']).toMatch(/^text\/plain/)
    const robots = await response.text()
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Disallow: \/dashboard$/m)
    expect(robots).toMatch(/^Disallow: \/auth\/callback$/m)
  })

  test('the web manifest names LexSetu and every icon it lists exists', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest')
    expect(response.ok()).toBe(true)
    const manifest = (await response.json()) as {
      name: string
      short_name: string
      start_url: string
      display: string
      icons: { src: string; type: string }[]
    }
    expect(manifest).toMatchObject({
      name: 'LexSetu — Legal help for India',
      short_name: 'LexSetu',
      start_url: '/',
      display: 'standalone',
    })
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src)
      expect(file.headers()['content-type'], icon.src).toContain(icon.type)
    }
  })

  test('the page links the favicon, the touch icon and the manifest', async ({ page, request }) => {
    await page.goto('/')
    for (const selector of [
      'link[rel="icon"]',
      'link[rel="apple-touch-icon"]',
      'link[rel="manifest"]',
    ]) {
      const href = await page.locator(selector).getAttribute('href')
      expect(href, selector).toBeTruthy()
      const file = await request.get(href ?? '')
      // The server answers unknown app paths with index.html, so 'ok' alone proves nothing.
      expect(file.ok(), `${selector} ${href}`).toBe(true)
      expect(file.headers()['content-type'], `${selector} ${href}`).not.toContain('text/html')
    }
  })
})
