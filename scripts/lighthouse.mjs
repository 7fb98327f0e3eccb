// npm run lighthouse — builds the app, serves dist/ like production (scripts/serve-dist.ts) and
// runs Lighthouse with Debian's chromium on every public page: three mobile runs (medians) and
// one desktop run each. Prints a table and writes reports/lighthouse.json. It never fails on a
// score: simulated throttling moves scores by several points between runs on a busy machine.
// `npm run lighthouse -- /auth /pricing` measures only those pages; `-- --lang hi` measures their
// Hindi pages (under /hi/, from the Hindi build in dist/hi).
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { bin, run } from './run.mjs'
import { serveDist } from './serve-dist.ts'

const ALL_ROUTES = [
  '/',
  '/about',
  '/pricing',
  '/contact',
  '/privacy-policy',
  '/terms-of-use',
  '/auth',
  '/help',
  '/support',
  '/guides',
  '/guides/cheque-bounce',
  '/legal-dictionary',
]
const args = process.argv.slice(2)
const langAt = args.findIndex((arg) => arg === '--lang' || arg.startsWith('--lang='))
const lang = langAt === -1 ? 'en' : (args[langAt].split('=')[1] ?? args[langAt + 1])
if (lang !== 'en' && lang !== 'hi') {
  console.error(`lighthouse: --lang is en or hi, not ${lang}`)
  process.exit(2)
}
const chosen = args.filter(
  (arg, index) =>
    langAt === -1 || (index !== langAt && (index !== langAt + 1 || arg.startsWith('/'))),
)
/** The Hindi pages are the same paths under /hi/ (src/i18n/README.md). */
const prefix = lang === 'hi' ? '/hi' : ''
const unknown = chosen.filter((route) => !ALL_ROUTES.includes(route))
if (unknown.length > 0) {
  console.error(
    `lighthouse: unknown route(s) ${unknown.join(', ')}; choose from ${ALL_ROUTES.join(' ')}`,
  )
  process.exit(2)
}
const ROUTES = chosen.length > 0 ? chosen : ALL_ROUTES
const MOBILE_RUNS = 3
// Offline and quiet: no sync, no updates, and no DNS for anything but the local server.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-default-apps',
  '--disable-extensions',
  '"--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1"',
].join(' ')

const exec = promisify(execFile)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function lighthouse(url, preset) {
  const output = path.join(os.tmpdir(), `lexsetu-lh-${process.pid}-${Date.now()}.json`)
  await exec(
    bin('lighthouse'),
    [
      url,
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--quiet',
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } },
  )
  const report = JSON.parse(fs.readFileSync(output, 'utf8'))
  fs.rmSync(output)
  const audit = (id) => report.audits[id]?.numericValue ?? NaN
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    requests: report.audits['network-requests']?.details?.items?.length ?? NaN,
  }
}

const medians = (runs) =>
  Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]))

if ((await run(bin('vite'), ['build', '--logLevel', 'warn'])) !== 0) process.exit(1)
if (lang === 'hi') {
  const hindiBuild = ['build', '--logLevel', 'warn', '--outDir', 'dist/hi']
  if ((await run(bin('vite'), hindiBuild, { LEXSETU_LOCALE: 'hi' })) !== 0) process.exit(1)
}
const server = await serveDist()
const results = []
try {
  for (const route of ROUTES) {
    const mobile = []
    const url = `${server.url}${prefix}${route}`
    for (let i = 0; i < MOBILE_RUNS; i++) mobile.push(await lighthouse(url))
    const desktop = await lighthouse(url, 'desktop')
    results.push({
      route: `${prefix}${route}`,
      mobile: medians(mobile),
      mobileRange: mobile.map((r) => r.performance),
      desktop,
    })
    console.log(`  measured ${prefix}${route}`)
  }
} finally {
  await server.close()
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`
const header =
  '| route | form | perf (runs) | a11y | BP | SEO | FCP | LCP | TBT | CLS | KiB | requests |'
const lines = [header, '|---|---|---|---|---|---|---|---|---|---|---|---|']
for (const { route, mobile, mobileRange, desktop } of results) {
  for (const [form, m, range] of [
    ['mobile', mobile, ` (${mobileRange.join(', ')})`],
    ['desktop', desktop, ''],
  ]) {
    lines.push(
      `| ${route} | ${form} | ${m.performance}${range} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${s(m.fcp)} | ${s(m.lcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${(m.bytes / 1024).toFixed(0)} | ${m.requests} |`,
    )
  }
}
console.log(
  `\nLighthouse 12.8.2, mobile: median of ${MOBILE_RUNS} runs (simulated throttling); desktop: 1 run\n`,
)
console.log(lines.join('\n'))
fs.mkdirSync('reports', { recursive: true })
fs.writeFileSync('reports/lighthouse.json', JSON.stringify(results, null, 2))
console.log('\nwritten: reports/lighthouse.json')
