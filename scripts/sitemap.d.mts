/** See sitemap.mjs. */
export declare const DEFAULT_SITE_URL: string
export declare const SITEMAP_PAGES: string[]
export declare const GUIDE_INDEX_FILE: string
export declare function sitemapPaths(guideIndex: { guides: { slug: string }[] }[]): string[]
export declare function sitemapXml(siteUrl: string, paths: string[]): string
export declare function buildSitemap(siteUrl?: string): string
