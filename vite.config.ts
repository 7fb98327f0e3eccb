import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { LANDING_DATA, LANDING_ROUTES } from './scripts/landing-routes.mjs'
import { buildSitemap, DEFAULT_SITE_URL } from './scripts/sitemap.mjs'
import { parseEnv } from './src/config/env-schema.ts'

/**
 * What the app shell needs on every page: React, the router, class helpers, and TanStack Query's
 * context module (React only, ~0.3 kB; the shell provides the context on every page).
 */
const FRAMEWORK =
  /node_modules[\\/]((react|react-dom|scheduler|react-router|clsx|class-variance-authority|@radix-ui[\\/]react-slot|@radix-ui[\\/]react-compose-refs)[\\/]|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]QueryClientProvider\.js)/
/** The code of the shell and the public pages: the icons they import go into SHARED_UI. */
const PUBLIC_SOURCES = [
  'src/main.tsx',
  'src/app/app.tsx',
  'src/app/provider.tsx',
  'src/app/router.tsx',
  'src/app/routes/pricing.tsx',
  'src/app/routes/not-found.tsx',
  'src/components',
  'src/features/marketing',
  'src/features/auth',
]

/**
 * lucide's shared code and the icons the public pages import (by their file names in lucide's
 * index). Icons only the signed-in screens use stay with those screens: grouping every icon here
 * made each new screen's icons part of every first load.
 */
function publicIcons(): string {
  const root = fileURLToPath(new URL('.', import.meta.url))
  const index = readFileSync(
    path.join(root, 'node_modules/lucide-react/dist/esm/lucide-react.mjs'),
    'utf8',
  )
  const fileOf = new Map<string, string>()
  for (const [, names, file] of index.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  ))
    for (const name of names.split(',')) fileOf.set(name.trim().split(' as ').pop()!, file)
  const sources = PUBLIC_SOURCES.flatMap((source) =>
    source.endsWith('.tsx')
      ? [source]
      : readdirSync(path.join(root, source), { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
          .map((file) => path.join(source, file)),
  )
  const files = new Set<string>()
  for (const source of sources) {
    for (const [, names] of readFileSync(path.join(root, source), 'utf8').matchAll(
      /import \{([^}]*)\} from 'lucide-react'/g,
    )) {
      for (const name of names.split(',')) {
        const file = fileOf.get(name.trim().split(' as ')[0]!)
        if (file) files.add(file)
      }
    }
  }
  return `icons[\\\\/](${[...files].sort().join('|')})\\.mjs|(?!icons[\\\\/])`
}

/**
 * Small leaf pieces the public pages share: lucide's icons (~0.2 kB each) and the marketing
 * sections and cards. Their own imports stay where they are (only framework code, or lazy).
 */
const SHARED_UI = new RegExp(
  `node_modules[\\\\/]lucide-react[\\\\/]dist[\\\\/]esm[\\\\/](${publicIcons()})|` +
    /src[\\/]config[\\/](paths|env)\.ts$|src[\\/]features[\\/]marketing[\\/]components[\\/](icon-tile|section-heading|backdrop-glow|call-to-action|page-header)|src[\\/]components[\\/]ui[\\/](card|badge)\./
      .source,
)

/**
 * TanStack Query and our client for it, one file, loaded once there is a session or a page that
 * reads data.
 */
const QUERY = /node_modules[\\/]@tanstack[\\/]|src[\\/]lib[\\/]query-client\.ts$/

/**
 * Forms (sign-in, sign-up, contact, account): form state, our field components, the tabs of the
 * auth screen and the Radix pieces they use, one file instead of eight small ones.
 */
const FORMS =
  /node_modules[\\/](react-hook-form|@radix-ui[\\/](react-label|react-id|react-presence|react-primitive|react-use-controllable-state|react-context|react-use-callback-ref|react-use-layout-effect|primitive|react-tabs|react-roving-focus|react-collection|react-direction))[\\/]|src[\\/]components[\\/]ui[\\/](input-field|input|label|field-error|form-field|textarea|tabs)\.tsx$/

/**
 * Validation: zod and its react-hook-form resolver. Apart from FORMS, so a form can paint before
 * it is fetched (lib/lazy-zod-resolver.ts).
 */
const VALIDATION = /node_modules[\\/](zod|@hookform)[\\/]/

/**
 * Small helpers the signed-in screens share (each under 1 kB): one file instead of one each, so
 * that the router's preload lists — part of every first load, the home page's too — name fewer
 * files, and a signed-in screen makes fewer requests.
 */
const SIGNED_IN_SHARED =
  /src[\\/](lib[\\/](parse-rows|format-date)|config[\\/]indian-states|hooks[\\/]use-stored-draft|components[\\/]ui[\\/](load-error|dialog))\.tsx?$/

/** The one font file every page uses (src/styles/font.css). */
const FONT_FILE = /^assets\/inter-latin-400-700-[\w-]+\.woff2$/

/**
 * Preloads that font from index.html: otherwise the browser learns of it only once the CSS is
 * parsed and text is laid out, a round trip later.
 */
function preloadFont(): Plugin {
  return {
    name: 'lexsetu:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((name) => FONT_FILE.test(name))
        if (!font) throw new Error('preload-font: the Inter latin file is not in the build')
        const attrs = {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          crossorigin: '',
          href: `/${font}`,
        }
        return [{ tag: 'link', attrs, injectTo: 'head' }]
      },
    },
  }
}

/** Runs in the browser, inlined into index.html: modulepreloads the chunks of this page. */
function preloadLandingChunks(files: Record<string, string[]>) {
  const path = location.pathname.replace(/\/+$/, '') || '/'
  // '/guides/:slug' matches '/guides/cheque-bounce'.
  const route = Object.keys(files).find(
    (key) => key === path || new RegExp(`^${key.replace(/:[^/]+/g, '[^/]+')}$`).test(path),
  )
  for (const href of route ? files[route]! : []) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.appendChild(link)
  }
}

/**
 * Adds a tiny inline script to index.html that modulepreloads the landing page's chunks, so there
 * is no entry → router → page waterfall. Fails the build if a landing route has no chunk.
 */
function preloadLandingRoute(): Plugin {
  return {
    name: 'lexsetu:preload-landing-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk')
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        /** The files of `roots` and everything they import statically, each once. */
        const closure = (roots: string[]) => {
          const seen = new Set<string>()
          const visit = (file: string) => {
            if (seen.has(file)) return
            seen.add(file)
            byFile.get(file)?.imports.forEach(visit)
          }
          roots.forEach(visit)
          return seen
        }
        const entry = chunks.find((chunk) => chunk.isEntry)
        const loaded = closure(entry ? [entry.fileName] : []) // index.html loads these itself
        const files = Object.fromEntries(
          Object.entries(LANDING_ROUTES).map(([route, module]) => {
            const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module))
            if (!chunk) throw new Error(`preload-landing-route: no chunk for ${module}`)
            const own = [...closure([chunk.fileName])].filter((file) => !loaded.has(file))
            // The data its loader fetches, when one file serves every visit of the route.
            const data = route.includes(':') ? undefined : LANDING_DATA[route]
            const dataChunk = data && chunks.find((c) => c.facadeModuleId?.endsWith(data))
            if (data && !dataChunk) throw new Error(`preload-landing-route: no chunk for ${data}`)
            if (dataChunk) own.push(dataChunk.fileName)
            return [route, own.map((file) => `/${file}`)]
          }),
        )
        const script = `(${preloadLandingChunks.toString()})(${JSON.stringify(files)})`
        // Before the entry script and the stylesheet: an inline script after a stylesheet waits
        // until that stylesheet has loaded, which would delay the page's chunks by a round trip.
        const entryTag = '<script type="module"'
        if (!html.includes(entryTag)) throw new Error('preload-landing-route: no entry script')
        // A function, not a string: `$` followed by a backtick or quote in the script would be a
        // replacement pattern (the page's own HTML pasted into the script).
        return html.replace(entryTag, () => `<script>${script}</script>\n    ${entryTag}`)
      },
    },
  }
}

/** Writes dist/sitemap.xml: the public pages and every legal guide, under VITE_SITE_URL. */
function sitemap(siteUrl: string | undefined): Plugin {
  return {
    name: 'lexsetu:sitemap',
    apply: 'build',
    generateBundle() {
      const source = buildSitemap(siteUrl ?? DEFAULT_SITE_URL)
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source })
    },
  }
}

export default defineConfig(({ mode }) => {
  const env = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'))
  return {
    // The app's settings (.env files, then VITE_* variables), validated here and inlined as
    // src/config/env.ts reads them: a bad value stops the dev server or the build with its name.
    define: { __LEXSETU_ENV__: JSON.stringify(env) },
    plugins: [
      // The PDF modules run in workers, which have no `window` for Fast Refresh's code to touch.
      react({ exclude: [/\/pdf\//, /\/node_modules\//] }),
      preloadFont(),
      preloadLandingRoute(),
      sitemap(env.VITE_SITE_URL),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
    // The dev server finds dependencies from index.html; the PDF workers' (react-pdf) would only be
    // found on the first export, which then re-optimises and reloads the page mid-download.
    optimizeDeps: { entries: ['index.html', 'src/features/*/pdf/*.worker.tsx'] },
    preview: { port: Number(process.env.PREVIEW_PORT ?? 4173), strictPort: true },
    build: {
      manifest: true, // dist/.vite/manifest.json, read by scripts/size.mjs
      // Every browser we support knows <link rel="modulepreload">; the polyfill was 0.5 kB on every page.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // Fewer, right-sized requests: every first load needs the framework, so it is one file;
          // the small pieces the public pages share are one file instead of a dozen tiny ones.
          codeSplitting: {
            groups: [
              { name: 'framework', test: FRAMEWORK, priority: 3 },
              { name: 'query', test: QUERY, priority: 2 },
              { name: 'ui', test: SHARED_UI, priority: 1 },
              { name: 'forms', test: FORMS, priority: 0 },
              { name: 'validation', test: VALIDATION, priority: 0 },
              { name: 'signed-in', test: SIGNED_IN_SHARED, priority: 0 },
            ],
          },
        },
      },
    },
  }
})
