import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { LANDING_DATA, LANDING_ROUTES } from './scripts/landing-routes.mjs'
import { buildSitemap, DEFAULT_SITE_URL } from './scripts/sitemap.mjs'
import { parseEnv } from './src/config/env-schema.ts'
import hindiShell from './src/i18n/messages/shell.hi.ts'

/**
 * What the app shell needs on every page: React, the router, class helpers, and TanStack Query's
 * context module (React only, ~0.3 kB; the shell provides the context on every page).
 */
const FRAMEWORK =
  /node_modules[\\/]((react|react-dom|scheduler|react-router|clsx|class-variance-authority|@radix-ui[\\/]react-slot|@radix-ui[\\/]react-compose-refs)[\\/]|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]QueryClientProvider\.js)/
const ROOT = fileURLToPath(new URL('.', import.meta.url))

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
 * Shared components only the signed-in screens render: their icons are not public ones.
 */
const SIGNED_IN_COMPONENTS =
  /^src[\\/]components[\\/](data-display[\\/]|layouts[\\/](dashboard-|sidebar-|user-menu|demo-banner)|ui[\\/](dialog|dropdown-menu|error-box|sheet|toaster)\.)/
/** The signed-in screens: their icons go into SIGNED_IN_SHARED, which they load anyway. */
const SIGNED_IN_SOURCES = [
  'src/app/routes/dashboard',
  'src/features/account',
  'src/features/advocates',
  'src/features/assistant',
  'src/features/documents',
  'src/features/forum',
  'src/features/messages',
]
/** Public pages outside the shell: their icons stay out of SIGNED_IN_SHARED, which they do not load. */
const OTHER_PUBLIC_SOURCES = [
  'src/app/routes/coming-soon.tsx',
  'src/features/guides',
  'src/features/plans',
]

/** The source files under these paths (tests left out). */
function sourceFiles(sources: readonly string[]): string[] {
  return sources.flatMap((source) =>
    /\.tsx?$/.test(source)
      ? [source]
      : readdirSync(path.join(ROOT, source), { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
          .map((file) => path.join(source, file)),
  )
}

/** The file names in lucide's icons folder of the icons these source files import. */
function iconFilesOf(sources: readonly string[]): Set<string> {
  const index = readFileSync(
    path.join(ROOT, 'node_modules/lucide-react/dist/esm/lucide-react.mjs'),
    'utf8',
  )
  const fileOf = new Map<string, string>()
  for (const [, names, file] of index.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  ))
    for (const name of names.split(',')) fileOf.set(name.trim().split(' as ').pop()!, file)
  const files = new Set<string>()
  for (const source of sources) {
    for (const [, names] of readFileSync(path.join(ROOT, source), 'utf8').matchAll(
      /import \{([^}]*)\} from 'lucide-react'/g,
    )) {
      for (const name of names.split(',')) {
        const file = fileOf.get(name.trim().split(' as ')[0]!)
        if (file) files.add(file)
      }
    }
  }
  return files
}

const publicFiles = sourceFiles(PUBLIC_SOURCES)
/**
 * The icons the public pages import. Icons only the signed-in screens use stay with those
 * screens: grouping every icon here made each new screen's icons part of every first load.
 */
const PUBLIC_ICONS = iconFilesOf(publicFiles.filter((file) => !SIGNED_IN_COMPONENTS.test(file)))
const OTHER_PUBLIC_ICONS = iconFilesOf(sourceFiles(OTHER_PUBLIC_SOURCES))
const SIGNED_IN_ICONS = [
  ...iconFilesOf([
    ...publicFiles.filter((file) => SIGNED_IN_COMPONENTS.test(file)),
    ...sourceFiles(SIGNED_IN_SOURCES),
  ]),
].filter((file) => !PUBLIC_ICONS.has(file) && !OTHER_PUBLIC_ICONS.has(file))

/** A pattern for these files of lucide's icons folder. */
const lucideIcons = (files: Iterable<string>) =>
  `node_modules[\\\\/]lucide-react[\\\\/]dist[\\\\/]esm[\\\\/]icons[\\\\/](${[...files].sort().join('|')})\\.mjs`

/**
 * Small leaf pieces the public pages share: lucide's shared code and the public icons (~0.2 kB
 * each), and the marketing sections and cards. Their own imports stay where they are (only
 * framework code, or lazy).
 */
const SHARED_UI = new RegExp(
  `${lucideIcons(PUBLIC_ICONS)}|node_modules[\\\\/]lucide-react[\\\\/]dist[\\\\/]esm[\\\\/](?!icons[\\\\/])|` +
    /src[\\/]config[\\/](paths|env)\.ts$|src[\\/]i18n[\\/](locale|format)\.ts$|src[\\/]features[\\/]marketing[\\/]components[\\/](icon-tile|section-heading|backdrop-glow|call-to-action|page-header)|src[\\/]components[\\/]ui[\\/](card|badge)\./
      .source,
)

/**
 * TanStack Query, our client for it and its error policy (with its words), one file, loaded once there is a session
 * or a page that reads data.
 */
const QUERY =
  /node_modules[\\/]@tanstack[\\/]|src[\\/]lib[\\/](query-client|api-error|messages[\\/]errors(\.hi)?)\.ts$/

/**
 * Forms (sign-in, sign-up, contact, account): form state, our field components, the tabs of the
 * auth screen and the Radix pieces they use, one file instead of eight small ones.
 */
const FORMS =
  /node_modules[\\/](react-hook-form|@radix-ui[\\/](react-label|react-id|react-presence|react-primitive|react-use-controllable-state|react-context|react-use-callback-ref|react-use-layout-effect|primitive|react-tabs|react-roving-focus|react-collection|react-direction))[\\/]|src[\\/]components[\\/]ui[\\/](input-field|email-field|input|label|field-error|form-field|textarea|tabs)\.tsx$/

/**
 * Validation: zod and its react-hook-form resolver. Apart from FORMS, so a form can paint before
 * it is fetched (lib/lazy-zod-resolver.ts).
 */
const VALIDATION = /node_modules[\\/](zod|@hookform)[\\/]/

/**
 * Small helpers the signed-in screens share (each under 1 kB), and their icons: one file instead of one each, so that the router's preload lists — part
 * of every first load, the home page's too — name fewer files, and a signed-in screen makes fewer
 * requests.
 */
const SIGNED_IN_SHARED = new RegExp(
  `${lucideIcons(SIGNED_IN_ICONS)}|` +
    /src[\\/](lib[\\/]parse-rows|i18n[\\/]format-date|config[\\/]indian-states|hooks[\\/]use-stored-draft|components[\\/]ui[\\/](error-box|dialog))\.tsx?$/
      .source,
)

/** Chunks the entry imports statically: every page has them before its route is loaded. */
const ALWAYS_LOADED = /^assets\/(framework|ui|rolldown-runtime|index)-[\w-]+\.(js|css)$/

/** The one font file every page uses (src/styles/font.css). */
const FONT_FILE = /^assets\/inter-latin-400-700-[\w-]+\.woff2$/

/**
 * Preloads that font from index.html: otherwise the browser learns of it only once the CSS is
 * parsed and text is laid out, a round trip later.
 */
function preloadFont(base: string): Plugin {
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
          href: `${base}${font}`,
        }
        return [{ tag: 'link', attrs, injectTo: 'head' }]
      },
    },
  }
}

/**
 * Runs in the browser, inlined into index.html: modulepreloads the chunks of this page. `base` is
 * the build's ('/hi/' for Hindi, whose '/hi/forum' is the route '/forum').
 */
function preloadLandingChunks(files: Record<string, string[]>, base: string) {
  const path = location.pathname.slice(base.length - 1).replace(/\/+$/, '') || '/'
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
function preloadLandingRoute(base: string): Plugin {
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
            return [route, own.map((file) => `${base}${file}`)]
          }),
        )
        const script = `(${preloadLandingChunks.toString()})(${JSON.stringify(files)}, ${JSON.stringify(base)})`
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

/**
 * The Hindi build's index.html: its language, title, description and the note without JavaScript
 * (src/i18n/locale.ts). The dev
 * server serves one index.html for both; its inline script sets the language.
 */
function hindiDocument(): Plugin {
  return {
    name: 'lexsetu:hindi-document',
    apply: 'build',
    transformIndexHtml(html) {
      const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
      return html
        .replace('<html lang="en-IN"', '<html lang="hi-IN"')
        .replace(/<title>[^<]*<\/title>/, `<title>${escape(hindiShell.siteTitle)}</title>`)
        .replace(
          /(<meta\s+name="description"\s+content=")[^"]*"/,
          (_, start: string) => `${start}${escape(hindiShell.defaultDescription)}"`,
        )
        .replace(
          /<noscript>[^<]*<\/noscript>/,
          `<noscript>${escape(hindiShell.noscript)}</noscript>`,
        )
    },
  }
}

export default defineConfig(({ command, mode }) => {
  const env = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'))
  // A build is English, or Hindi with LEXSETU_LOCALE=hi (served under /hi/); the dev server and the
  // tests are both, by address (src/i18n/locale.ts).
  const locale = command === 'serve' ? 'any' : process.env.LEXSETU_LOCALE === 'hi' ? 'hi' : 'en'
  const base = locale === 'hi' ? '/hi/' : '/'
  return {
    base,
    // The icons, manifest and robots.txt are the English build's, at the root, for both.
    publicDir: locale === 'hi' ? false : 'public',
    // The app's settings (.env files, then VITE_* variables), validated here and inlined as
    // src/config/env.ts reads them: a bad value stops the dev server or the build with its name.
    define: { __LEXSETU_ENV__: JSON.stringify(env), __LOCALE__: JSON.stringify(locale) },
    plugins: [
      ...(locale === 'hi' ? [hindiDocument()] : []),
      // The PDF modules run in workers, which have no `window` for Fast Refresh's code to touch.
      react({ exclude: [/\/pdf\//, /\/node_modules\//] }),
      preloadFont(base),
      preloadLandingRoute(base),
      ...(locale === 'hi' ? [] : [sitemap(env.VITE_SITE_URL)]),
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
      modulePreload: {
        polyfill: false,
        // The entry loads these before any route: naming them again in each of the router's
        // preload lists (part of every first load) only adds bytes. index.html keeps them.
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'html' ? deps : deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
      },
      rolldownOptions: {
        output: {
          // Fewer, right-sized requests: every first load needs the framework, so it is one file;
          // the small pieces the public pages share are one file instead of a dozen tiny ones.
          codeSplitting: {
            groups: [
              { name: 'framework', test: FRAMEWORK, priority: 3 },
              // Not its imports: the error policy's toasts are the entry's already.
              { name: 'query', test: QUERY, priority: 2, includeDependenciesRecursively: false },
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
