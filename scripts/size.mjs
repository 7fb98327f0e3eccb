// npm run size — run after `vite build`. Checks the gzipped JavaScript budgets of the
// production build from dist/.vite/manifest.json and exits 1 when one is exceeded.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import {
  budgetProblems,
  firstLoadProblems,
  formatKb,
  measureBundle,
  measureFirstLoad,
} from './bundle-size.mjs'
import { LANDING_DATA, LANDING_ROUTES } from './landing-routes.mjs'

const HOME_INITIAL_JS_LIMIT_KB = 150
const ROUTE_CHUNK_LIMIT_KB = 60
/** The PDF renderers (react-pdf + the font) run in module workers, fetched on the first click only. */
const PDF_WORKER_LIMIT_KB = 450
const HOME_ROUTE_SRC = 'src/features/marketing/routes/home.tsx'
const GUIDE_DATA_DIR = 'src/features/guides/content/generated/guides/'
const DIST = 'dist'

/**
 * What each landing page may download before anyone interacts (JS + CSS gzip, fonts as sent), in
 * KiB, and in how many requests (the document included); at most one font file anywhere. Set a
 * little above what the build reaches, so that growth fails CI: raise one only with a reason.
 * The home page's JS + CSS has a hard ceiling of its own (125 KiB, the performance target).
 */
const FIRST_LOAD_BUDGETS = {
  // 125 → 126.5 KiB: the language switch, and the header's and home page's words as message
  // files (src/i18n; the Hindi build has Hindi ones instead): 1.0 KiB.
  '/': { kib: 157, jsCssKib: 126.5, requests: 8, fonts: 1 },
  '/about': { kib: 154, requests: 8, fonts: 1 },
  '/pricing': { kib: 154, requests: 8, fonts: 1 },
  // /contact, /help, /support: +1 KiB for their words as message files (src/i18n), keys included.
  '/contact': { kib: 175, requests: 11, fonts: 1 },
  '/privacy-policy': { kib: 155, requests: 10, fonts: 1 },
  '/terms-of-use': { kib: 155, requests: 10, fonts: 1 },
  // 186 → 188 KiB: one chunk with the callback and the forgotten-password screen (a request fewer),
  // and 'Check your e-mail' for sign-up with e-mail confirmation (docs/PRODUCT.md §2 'Auth
  // screen').
  // 188 → 190 KiB: the auth screens' words as message files (src/i18n), their keys included.
  '/auth': { kib: 190, requests: 11, fonts: 1 },
  '/help': { kib: 155, requests: 9, fonts: 1 },
  '/support': { kib: 155, requests: 9, fonts: 1 },
  // The guides' pages with the data their loader fetches (LANDING_DATA): the index, one guide, the
  // dictionary. The three pages are one chunk, like the document generator's.
  '/guides': { kib: 173, requests: 9, fonts: 1 },
  '/guides/:slug': { kib: 160, requests: 9, fonts: 1 },
  '/legal-dictionary': { kib: 168, requests: 9, fonts: 1 },
}

/**
 * The translated pages in Hindi (their own build, src/i18n/locale.ts): Hindi words instead of
 * English ones; the home page's JS + CSS has a ceiling of its own in Hindi, 128 KiB.
 */
const HINDI_FIRST_LOAD_BUDGETS = {
  '/': { kib: 157, jsCssKib: 128, requests: 8, fonts: 1 },
  '/auth': { kib: 193, requests: 11, fonts: 1 },
}

const manifestPath = path.join(DIST, '.vite', 'manifest.json')
if (!fs.existsSync(manifestPath)) {
  console.error(`size: ${manifestPath} not found; run \`vite build\` first (build.manifest is on).`)
  process.exit(1)
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'))
const gzipSize = (file) =>
  zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length
// Fonts are already compressed (woff2): they go over the wire as they are.
const wireSize = (file) =>
  file.endsWith('.woff2') ? fs.statSync(path.join(DIST, file)).size : gzipSize(file)

const report = measureBundle(manifest, HOME_ROUTE_SRC, gzipSize)
const problems = budgetProblems(report, {
  initialLimitKb: HOME_INITIAL_JS_LIMIT_KB,
  routeLimitKb: ROUTE_CHUNK_LIMIT_KB,
})

const width = Math.max(
  ...[...report.initial, ...report.routes]
    .filter((c) => !c.label.startsWith(GUIDE_DATA_DIR))
    .map((c) => c.label.length),
  10,
)
const row = (label, bytes, note = '') =>
  `  ${label.padEnd(width)}  ${formatKb(bytes).padStart(10)}${note ? `  ${note}` : ''}`
const verdict = (bytes, limitKb) => (bytes > limitKb * 1000 ? 'OVER' : 'ok')

console.log('JavaScript size, gzip level 9 (1 kB = 1000 bytes, as Vite prints)\n')
console.log(
  `Home page initial JS (entry + home route + their static imports), limit ${HOME_INITIAL_JS_LIMIT_KB} kB:`,
)
for (const chunk of report.initial) console.log(row(chunk.label, chunk.bytes, chunk.file))
console.log(
  row('TOTAL', report.initialBytes, verdict(report.initialBytes, HOME_INITIAL_JS_LIMIT_KB)),
)
console.log(`\nOther lazy route chunks (own size), limit ${ROUTE_CHUNK_LIMIT_KB} kB each:`)
// One chunk per public legal guide (its data, loaded by /guides/<slug>): one line for them all.
const isGuideData = (chunk) => chunk.label.startsWith(GUIDE_DATA_DIR)
for (const chunk of report.routes.filter((c) => !isGuideData(c))) {
  console.log(row(chunk.label, chunk.bytes, verdict(chunk.bytes, ROUTE_CHUNK_LIMIT_KB)))
}
const guideData = report.routes.filter(isGuideData)
if (guideData.length > 0) {
  const largest = guideData[0] // report.routes is sorted, largest first
  console.log(
    row(
      `${guideData.length} guide data chunks (${GUIDE_DATA_DIR}*.json), largest`,
      largest.bytes,
      verdict(largest.bytes, ROUTE_CHUNK_LIMIT_KB),
    ),
  )
}

console.log(
  '\nFirst load before interaction (JS + CSS gzip, fonts as sent; requests incl. the document):',
)
for (const [route, src] of Object.entries(LANDING_ROUTES)) {
  const budget = FIRST_LOAD_BUDGETS[route]
  if (!budget) {
    problems.push(`${route}: no first-load budget in scripts/size.mjs`)
    continue
  }
  const load = measureFirstLoad(manifest, src, wireSize)
  // A page whose loader fetches its data first: that chunk is part of what it downloads.
  const data = LANDING_DATA[route]
  if (data) {
    if (!manifest[data]) throw new Error(`manifest has no chunk for ${data}`)
    const bytes = wireSize(manifest[data].file)
    Object.assign(load, {
      bytes: load.bytes + bytes,
      scriptAndStyleBytes: load.scriptAndStyleBytes + bytes,
      requests: load.requests + 1,
    })
  }
  problems.push(...firstLoadProblems(route, load, budget))
  console.log(
    `  ${route.padEnd(17)} ${(load.bytes / 1024).toFixed(1).padStart(6)} KiB (limit ${budget.kib}, JS+CSS ${(load.scriptAndStyleBytes / 1024).toFixed(1)})  ` +
      `${String(load.requests).padStart(2)} requests (limit ${budget.requests})  ${load.fonts.length} font file(s)`,
  )
}

// The Hindi build (dist/hi, served under /hi/): the same pages with Hindi words instead.
const hindiManifestPath = path.join(DIST, 'hi', '.vite', 'manifest.json')
if (!fs.existsSync(hindiManifestPath)) {
  problems.push(`${hindiManifestPath} not found: build Hindi too (npm run build)`)
} else {
  const hindiManifest = JSON.parse(fs.readFileSync(hindiManifestPath, 'utf8'))
  const hindiWireSize = (file) => wireSize(path.join('hi', file))
  console.log('\nThe same in Hindi (dist/hi):')
  for (const [route, budget] of Object.entries(HINDI_FIRST_LOAD_BUDGETS)) {
    const load = measureFirstLoad(hindiManifest, LANDING_ROUTES[route], hindiWireSize)
    problems.push(...firstLoadProblems(`${route} in Hindi`, load, budget))
    const jsCssLimit = budget.jsCssKib === undefined ? '' : `, limit ${budget.jsCssKib}`
    console.log(
      `  ${route.padEnd(17)} ${(load.bytes / 1024).toFixed(1).padStart(6)} KiB (limit ${budget.kib}, JS+CSS ${(load.scriptAndStyleBytes / 1024).toFixed(1)}${jsCssLimit})  ` +
        `${String(load.requests).padStart(2)} requests (limit ${budget.requests})`,
    )
  }
}

// Workers are not in the manifest's import graph: nothing a page loads can pull them in early.
const pdfWorkers = fs
  .readdirSync(path.join(DIST, 'assets'))
  .filter((file) => /pdf\.worker-[\w-]+\.js$/.test(file))
console.log(
  `\nPDF workers (loaded on the first 'Download PDF' / 'Export PDF'), limit ${PDF_WORKER_LIMIT_KB} kB each:`,
)
if (pdfWorkers.length === 0) problems.push('no PDF worker found in dist/assets')
for (const file of pdfWorkers) {
  const bytes = gzipSize(path.join('assets', file))
  console.log(row(file, bytes, verdict(bytes, PDF_WORKER_LIMIT_KB)))
  if (bytes > PDF_WORKER_LIMIT_KB * 1000)
    problems.push(`${file}: ${formatKb(bytes)} gzip, over the ${PDF_WORKER_LIMIT_KB} kB limit`)
}

if (problems.length > 0) {
  console.error(`\nsize: budget exceeded:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  process.exit(1)
}
console.log('\nsize: all budgets hold')
