// The sitemap of the public pages, written into dist/ by vite.config.ts at build time: the pages a
// visitor may land on and every public legal guide (from the generated guide index).
import fs from 'node:fs'

/** Used when VITE_SITE_URL is not set: the product's own domain (its e-mail addresses' domain). */
export const DEFAULT_SITE_URL = 'https://lexsetu.in'

/** The public pages that are not 'coming soon', a guide's pages aside (docs/PRODUCT.md §2). */
export const SITEMAP_PAGES = [
  '/',
  '/about',
  '/pricing',
  '/contact',
  '/help',
  '/support',
  '/guides',
  '/legal-dictionary',
  '/privacy-policy',
  '/terms-of-use',
]

export const GUIDE_INDEX_FILE = 'src/features/guides/content/generated/index.json'

/** The paths of the sitemap: the pages, then each guide of the index. */
export function sitemapPaths(guideIndex) {
  const slugs = guideIndex.flatMap((group) => group.guides.map((guide) => guide.slug))
  return [...SITEMAP_PAGES, ...slugs.map((slug) => `/guides/${encodeURIComponent(slug)}`)]
}

const escapeXml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c],
  )

/** A sitemaps.org <urlset> of absolute URLs under `siteUrl`. */
export function sitemapXml(siteUrl, paths) {
  const origin = siteUrl.replace(/\/+$/, '')
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** The sitemap of this checkout's guides. */
export function buildSitemap(siteUrl = DEFAULT_SITE_URL) {
  const index = JSON.parse(fs.readFileSync(GUIDE_INDEX_FILE, 'utf8'))
  return sitemapXml(siteUrl, sitemapPaths(index))
}
