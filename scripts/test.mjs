// npm test — the quick tier, what a contributor runs: every kind of check, in order, stopping at the
// first failing stage, with the database suites on PGlite only, the hostile sweep sampled
// (TEST_TIER=quick) and the Playwright smoke set (@smoke).
// npm run test:full (--full) — the full tier, what CI runs: the same stages with the database
// suites on PGlite and PostgreSQL 15, the whole hostile sweep and every Playwright test.
// Both always end with a summary of stage times and one plain `N passed, N failed` line: the tests
// counted from the Vitest and Playwright JSON reports, plus 1 failed for each failed stage that is
// not a test run.
import fs from 'node:fs'
import { e2eEnv } from './e2e-env.mjs'
import { bin, run } from './run.mjs'

const REPORTS = 'reports'
const args = process.argv.slice(2)
const FULL = args.includes('--full')

/** Reads `file` (JSON) and returns { passed, failed }, or null when it is missing or unreadable. */
const countsFrom = (file, count) => () => {
  try {
    return count(JSON.parse(fs.readFileSync(file, 'utf8')))
  } catch {
    return null
  }
}

// Stages that share a `together` name run side by side: the first one's output as it comes, the
// others' held back and written whole when each ends. The static checks and the snapshot are each
// one single-threaded process, so they take the time of the longest instead of their sum.
const stages = [
  { name: 'typecheck', command: [bin('tsc'), '-b'], together: 'static' },
  { name: 'lint', command: [bin('eslint'), '.', '--max-warnings', '0'], together: 'static' },
  {
    name: 'format',
    command: [bin('prettier'), '--check', '.', '--log-level', 'warn'],
    together: 'static',
  },
  // The migrated PGlite database that Vitest, the eval and the end-to-end backends start from,
  // built beside the static checks (one core's work for ~20 s) when no cached copy matches the
  // migrations, seeds and server/db (tests/support/migrated-snapshot.ts).
  {
    name: 'snapshot',
    command: ['node', '--import', 'tsx', 'tests/support/migrated-snapshot.ts'],
    together: 'static',
  },
  {
    name: 'vitest',
    // Full: starts a throwaway PostgreSQL 15 cluster (TEST_DATABASE_URL) so the database suites run
    // on PGlite and on PG15; without PG15 binaries it warns and runs PGlite only.
    command: [
      ...(FULL ? ['node', 'scripts/pg15.mjs', 'run', '--if-available', '--'] : []),
      bin('vitest'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${REPORTS}/vitest.json`,
    ],
    env: FULL ? {} : { TEST_TIER: 'quick', TEST_DATABASE_URL: '', TEST_REQUIRE_PG15: '' },
    counts: countsFrom(`${REPORTS}/vitest.json`, (r) => ({
      passed: r.numPassedTests,
      failed: r.numFailedTests,
    })),
  },
  // dist/ as `npm start` serves it (the API on its own origin), for the end-to-end run.
  { name: 'build', command: ['node', '--import', 'tsx', 'server/site/build.ts'], e2e: true },
  { name: 'size', command: ['node', 'scripts/size.mjs'] },
  {
    name: 'playwright',
    together: 'last',
    // Full: the app runs as production does, `npm start` on PostgreSQL 15 (scripts/e2e-backend.mjs);
    // the quick tier serves it on PGlite (`npm start -- --demo`).
    command: [
      ...(FULL ? ['node', 'scripts/pg15.mjs', 'run', '--if-available', '--'] : []),
      bin('playwright'),
      'test',
      '--reporter=list,json',
      ...(FULL ? [] : ['--grep', '@smoke']),
    ],
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json`,
      ...(FULL ? {} : { TEST_DATABASE_URL: '' }),
    },
    e2e: true,
    counts: countsFrom(`${REPORTS}/playwright.json`, ({ stats }) => ({
      passed: stats.expected,
      failed: stats.unexpected + stats.flaky,
    })),
  },
  // The legal assistant's evaluation, dev and frozen test splits, through the real function:
  // fails when a split is below 90 % correct or on any invented citation.
  // It runs beside Playwright, which leaves part of the CPU idle (the browser waits on the app):
  // the two side by side end sooner than one after the other.
  // The quick tier asks one dev question in three (every file and category still asked; the
  // floors hold on the sample) and the held-out splits whole; the full tier asks everything.
  {
    name: 'eval',
    together: 'last',
    // The eval takes the CPU Playwright leaves, so that the browser's timing is not the eval's.
    niceness: 10,
    command: [
      'node',
      '--import',
      'tsx',
      'tests/assistant-eval/run.ts',
      ...(FULL ? [] : ['--dev-sample', '3']),
    ],
  },
]

fs.rmSync(REPORTS, { recursive: true, force: true })
fs.mkdirSync(REPORTS, { recursive: true })

// `node scripts/test.mjs [--full] vitest playwright` runs only the named stages (handy while developing).
const only = args.filter((arg) => arg !== '--full')
const selected = only.length > 0 ? stages.filter((s) => only.includes(s.name)) : stages

// One set of ports for the build and Playwright stages (E2E_PORT and the others override).
const e2e = selected.some((stage) => stage.e2e) ? await e2eEnv() : {}

/** Runs one stage; its output is held back and written whole when it runs beside others. */
async function runStage(stage, buffered) {
  const title = `\n━━ ${stage.name}: ${stage.command.join(' ')}\n`
  if (!buffered) console.log(title)
  if (stage.e2e) console.log(`(e2e app and API at ${e2e.VITE_SITE_URL})\n`)
  const started = Date.now()
  const [command, ...args] = stage.command
  const env = { ...(stage.e2e ? e2e : {}), ...stage.env }
  const code = await run(command, args, env, {
    title: buffered ? title : undefined,
    niceness: stage.niceness,
  })
  const ok = code === 0
  let tests = stage.counts?.() ?? null
  // A failed run whose report shows no failed test (a crash, a server that did not start)
  // still counts as one failure.
  if (stage.counts && !ok && (tests === null || tests.failed === 0)) {
    tests = { passed: tests?.passed ?? 0, failed: (tests?.failed ?? 0) + 1 }
  }
  return { name: stage.name, ok, seconds: (Date.now() - started) / 1000, tests }
}

const startedAll = Date.now()
const results = []
for (let index = 0; index < selected.length; ) {
  const { together } = selected[index]
  let end = index + 1
  while (together && end < selected.length && selected[end].together === together) end++
  const batch = selected.slice(index, end)
  results.push(...(await Promise.all(batch.map((stage, place) => runStage(stage, place > 0)))))
  index = end
  if (results.some((result) => !result.ok)) break
}

let passed = 0
let failed = 0
console.log(`\n━━ summary (${FULL ? 'full tier: npm run test:full' : 'quick tier: npm test'})\n`)
for (const stage of selected) {
  const result = results.find((r) => r.name === stage.name)
  const status = !result ? 'skipped' : result.ok ? 'ok' : 'FAILED'
  const detail = result?.tests ? `${result.tests.passed} passed, ${result.tests.failed} failed` : ''
  const time = result ? `${result.seconds.toFixed(1)} s` : ''
  console.log(`  ${stage.name.padEnd(12)} ${status.padEnd(8)} ${time.padStart(8)}  ${detail}`)
  if (result?.tests) {
    passed += result.tests.passed
    failed += result.tests.failed
  } else if (result && !result.ok) {
    failed += 1
  }
}
console.log(`  total ${((Date.now() - startedAll) / 1000).toFixed(1)} s`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exitCode = results.every((r) => r.ok) ? 0 : 1
