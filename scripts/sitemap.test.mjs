import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LANDING_ROUTES } from './landing-routes.mjs'
import {
  buildSitemap,
  GUIDE_INDEX_FILE,
  SITEMAP_PAGES,
  sitemapPaths,
  sitemapXml,
} from './sitemap.mjs'

describe('the sitemap', () => {
  it('lists absolute URLs under the site URL, escaped', () => {
    expect(sitemapXml('https://example.in/', ['/', '/guides/a&b'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://example.in/</loc></url>\n' +
        '  <url><loc>https://example.in/guides/a&amp;b</loc></url>\n' +
        '</urlset>\n',
    )
  })

  it('has the guides index, the dictionary, help, support and every guide of the knowledge base', () => {
    const index = JSON.parse(fs.readFileSync(GUIDE_INDEX_FILE, 'utf8'))
    const slugs = index.flatMap((group) => group.guides.map((guide) => guide.slug))
    const files = fs.readdirSync('supabase/knowledge/guides').map((f) => f.replace(/\.json$/, ''))
    expect(slugs.sort()).toEqual(files.sort())
    const xml = buildSitemap('https://lexsetu.example')
    for (const path of [
      '/guides',
      '/legal-dictionary',
      '/help',
      '/support',
      '/guides/cheque-bounce',
    ])
      expect(xml).toContain(`<loc>https://lexsetu.example${path}</loc>`)
    expect(sitemapPaths(index)).toHaveLength(SITEMAP_PAGES.length + files.length)
  })

  it('lists every landing page but the sign-in screen', () => {
    for (const route of Object.keys(LANDING_ROUTES).filter(
      (r) => r !== '/auth' && !r.includes(':'),
    ))
      expect(SITEMAP_PAGES).toContain(route)
  })
})
