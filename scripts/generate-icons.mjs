// npm run icons — renders public/favicon.svg to public/icon-192.png and public/icon-512.png
// with the same Chromium the end-to-end tests use. Run it after changing the SVG; the PNGs
// are committed, so nothing is generated at install or build time.
import fs from 'node:fs'
import { chromium } from '@playwright/test'

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const svg = fs.readFileSync('public/favicon.svg', 'utf8')

const browser = await chromium.launch({
  executablePath: fs.existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    )
    await page.screenshot({ path: `public/icon-${size}.png`, omitBackground: true })
    await page.close()
    console.log(`public/icon-${size}.png`)
  }
} finally {
  await browser.close()
}
