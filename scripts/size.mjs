// npm run size — run after `vite build`. Checks the gzipped JavaScript budgets of the
// production build from dist/.vite/manifest.json and exits 1 when one is exceeded.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { budgetProblems, formatKb, measureBundle } from './bundle-size.mjs'

const HOME_INITIAL_JS_LIMIT_KB = 150
const ROUTE_CHUNK_LIMIT_KB = 60
const HOME_ROUTE_SRC = 'src/features/marketing/routes/home.tsx'
const DIST = 'dist'

const manifestPath = path.join(DIST, '.vite', 'manifest.json')
if (!fs.existsSync(manifestPath)) {
  console.error(`size: ${manifestPath} not found; run \`vite build\` first (build.manifest is on).`)
  process.exit(1)
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'))
const gzipSize = (file) =>
  zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length

const report = measureBundle(manifest, HOME_ROUTE_SRC, gzipSize)
const problems = budgetProblems(report, {
  initialLimitKb: HOME_INITIAL_JS_LIMIT_KB,
  routeLimitKb: ROUTE_CHUNK_LIMIT_KB,
})

const width = Math.max(...[...report.initial, ...report.routes].map((c) => c.label.length), 10)
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
for (const chunk of report.routes) {
  console.log(row(chunk.label, chunk.bytes, verdict(chunk.bytes, ROUTE_CHUNK_LIMIT_KB)))
}

if (problems.length > 0) {
  console.error(`\nsize: budget exceeded:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  process.exit(1)
}
console.log('\nsize: all budgets hold')
