// npm run bench:advocates [-- --pglite | --pg] [--rounds N] [--warmup N] [--advocates N]
//                         [--only TEXT] [--extra-sql FILE]
//
// The advocate directory at scale (docs/PRODUCT.md §2 'Advocates'): 10,000 verified advocates with
// their reviews generated in SQL (bench/advocates-data.ts), then read as /advocates reads them: one
// page (ADVOCATE_LIMITS.pageSize, the card columns) of rpc('advocate_directory_page', …) through
// supabase-js (in-process fetch) into the embedded backend, signed in as a client, for:
//   - no filter; each filter alone (a name prefix, a practice word, a one-letter search, area,
//     language, state, city, minimum experience, maximum fee); combinations of them (up to all
//     seven at once); each sort without a filter; and deep pages (after = the 200th advocate of
//     the list, reached by walking it with `after` beforehand) of each sort and of a search.
// Budget (docs/PRODUCT.md §2 'Advocates'): every case p95 ≤ 50 ms. The cases run interleaved (one
// call of each per round, in turn), so a busy machine slows them all alike; `warmup` rounds first,
// not recorded.
//
// Databases: PGlite, then PostgreSQL 15 (TEST_DATABASE_URL, or a throwaway cluster from
// scripts/pg15-cluster.mjs; skipped with a note when neither is available). --pglite or --pg runs
// one. --only keeps the cases whose name contains TEXT. --extra-sql FILE applies FILE as postgres
// after the first measurement and measures again (to try an index or a rewrite of the function on
// the scratch database; nothing is kept).
//
// Unlike the other benchmarks this one FAILS (exit code 1) when a case's p95 is over budget on a
// database it measured: the budget is part of the issue's acceptance.
import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import type { SupabaseClient } from '@supabase/supabase-js'
import { createBackend, type Backend } from '../server/app'
import { defaultConfig } from '../server/config'
import { ADVOCATE_LIMITS } from '../src/features/advocates/schemas/advocate-lists'
import { ADVOCATE_CARD_COLUMNS } from '../src/features/advocates/schemas/directory'
import { generateAdvocatesData } from './advocates-data'
import { openBenchDatabase, postgres15 } from './database'
import { createAccount } from './fixtures'
import { summarize } from './measure'

const { values } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    pglite: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    advocates: { type: 'string', default: '10000' },
    only: { type: 'string' },
    'extra-sql': { type: 'string' },
  },
})

const BUDGET_MS = 50
const PAGE_SIZE = ADVOCATE_LIMITS.pageSize
/** The deep page starts after this many advocates. */
const DEEP = 200

type Args = {
  search?: string
  area?: string
  language?: string
  state?: string
  city?: string
  min_years?: number
  max_fee?: number
  sort?: 'relevance' | 'experience' | 'rating' | 'fee'
}

/** What a case asks for; `deep`: the page after the DEEP-th advocate of the same list. */
type Case = { name: string; args: Args; deep?: boolean }

const CASES: Case[] = [
  { name: 'no filter', args: {} },
  { name: "search name prefix 'meer'", args: { search: 'meer' } },
  { name: "search practice word 'civil'", args: { search: 'civil' } },
  { name: "search one letter 's'", args: { search: 's' } },
  { name: "search two words 'adv sha'", args: { search: 'adv sha' } },
  { name: 'area Family Law', args: { area: 'Family Law' } },
  { name: 'area Tax Law (rare)', args: { area: 'Tax Law' } },
  { name: 'language Tamil', args: { language: 'Tamil' } },
  { name: 'language English (common)', args: { language: 'English' } },
  { name: 'state Maharashtra', args: { state: 'Maharashtra' } },
  { name: 'state Lakshadweep (rare)', args: { state: 'Lakshadweep' } },
  { name: "city 'pune'", args: { city: 'pune' } },
  { name: 'min_years 20', args: { min_years: 20 } },
  { name: 'max_fee 1000', args: { max_fee: 1000 } },
  {
    name: 'area + language + state',
    args: { area: 'Criminal Law', language: 'Hindi', state: 'Uttar Pradesh' },
  },
  {
    name: 'search + area + max_fee',
    args: { search: 'sa', area: 'Property Law', max_fee: 2000 },
  },
  {
    name: 'language + city + min_years',
    args: { language: 'Kannada', city: 'Bengaluru', min_years: 10 },
  },
  {
    name: 'all filters',
    args: {
      search: 'a',
      area: 'Civil Law',
      language: 'English',
      state: 'Karnataka',
      city: 'Bengaluru',
      min_years: 5,
      max_fee: 5000,
    },
  },
  {
    name: 'all filters but search, sort fee',
    args: {
      area: 'Criminal Law',
      language: 'Hindi',
      state: 'Uttar Pradesh',
      city: 'Lucknow',
      min_years: 3,
      max_fee: 10000,
      sort: 'fee',
    },
  },
  { name: 'sort relevance', args: { sort: 'relevance' } },
  { name: 'sort experience', args: { sort: 'experience' } },
  { name: 'sort rating', args: { sort: 'rating' } },
  { name: 'sort fee', args: { sort: 'fee' } },
  { name: `deep page (after #${DEEP}), relevance`, args: { sort: 'relevance' }, deep: true },
  { name: `deep page (after #${DEEP}), experience`, args: { sort: 'experience' }, deep: true },
  { name: `deep page (after #${DEEP}), rating`, args: { sort: 'rating' }, deep: true },
  { name: `deep page (after #${DEEP}), fee`, args: { sort: 'fee' }, deep: true },
  { name: `deep page (after #${DEEP}), search 'adv'`, args: { search: 'adv' }, deep: true },
  {
    name: `deep page (after #${DEEP}), language Hindi, fee`,
    args: { language: 'Hindi', sort: 'fee' },
    deep: true,
  },
]

type Row = Record<string, unknown>

/** The rows of a supabase-js result; a failure stops the benchmark. */
function expectRows(what: string, result: { data: unknown; error: unknown }): Row[] {
  if (result.error) throw new Error(`${what} failed: ${JSON.stringify(result.error)}`)
  if (!Array.isArray(result.data)) throw new Error(`${what}: no rows array`)
  return result.data as Row[]
}

const page = (
  client: SupabaseClient,
  args: Args,
  after: string | null,
  pageSize: number = PAGE_SIZE,
) =>
  client
    .rpc('advocate_directory_page', {
      ...args,
      ...(after ? { after } : {}),
      page_size: pageSize,
    })
    .select(ADVOCATE_CARD_COLUMNS)

/** The id of the DEEP-th advocate of a list, walked to with `after` (pages of 50). */
async function walkTo(client: SupabaseClient, { name, args }: Case): Promise<string> {
  let after: string | null = null
  let seen = 0
  const ids = new Set<string>()
  while (seen < DEEP) {
    const rows = expectRows(`${name}: walking`, await page(client, args, after, 50))
    if (rows.length === 0) throw new Error(`${name}: only ${seen} advocates, need ${DEEP}`)
    for (const row of rows.slice(0, DEEP - seen)) {
      const id = String(row.id)
      if (ids.has(id)) throw new Error(`${name}: advocate ${id} twice while walking`)
      ids.add(id)
      after = id
    }
    seen += Math.min(rows.length, DEEP - seen)
  }
  return after!
}

type Prepared = { name: string; run: () => Promise<number> }

async function prepare(client: SupabaseClient, cases: Case[]): Promise<Prepared[]> {
  const prepared: Prepared[] = []
  for (const c of cases) {
    const after = c.deep ? await walkTo(client, c) : null
    prepared.push({
      name: c.name,
      run: async () => expectRows(c.name, await page(client, c.args, after)).length,
    })
  }
  return prepared
}

type Result = { name: string; rows: number; samples: number[] }

async function measureAll(
  cases: Prepared[],
  { rounds, warmup }: { rounds: number; warmup: number },
): Promise<Result[]> {
  const results = cases.map((c) => ({ name: c.name, rows: 0, samples: [] as number[] }))
  for (let round = 0; round < warmup + rounds; round++) {
    for (const [i, c] of cases.entries()) {
      const started = performance.now()
      const rows = await c.run()
      const elapsed = performance.now() - started
      if (round >= warmup) {
        results[i]!.samples.push(elapsed)
        results[i]!.rows = rows
      }
    }
  }
  return results
}

const ms = (value: number) => value.toFixed(1)
const overBudget = (result: Result) => summarize(result.samples).p95 > BUDGET_MS

function formatResults(results: Result[]): string {
  const header = ['case', 'rows', 'n', 'p50 ms', 'p95 ms', 'max ms', 'budget', '']
  const lines = [header]
  for (const result of results) {
    const stats = summarize(result.samples)
    lines.push([
      result.name,
      String(result.rows),
      String(stats.n),
      ms(stats.p50),
      ms(stats.p95),
      ms(Math.max(...result.samples)),
      `p95 ≤ ${BUDGET_MS}`,
      overBudget(result) ? 'OVER BUDGET' : 'ok',
    ])
  }
  const widths = header.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)))
  const render = (line: string[]) =>
    line
      .map((cell, column) =>
        column === 0 || column === line.length - 1
          ? cell.padEnd(widths[column]!)
          : cell.padStart(widths[column]!),
      )
      .join('  ')
      .trimEnd()
  return [
    render(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...lines.slice(1).map(render),
  ].join('\n')
}

/** Measures one database; returns the names of the cases over budget (with its label). */
async function runOn(usePostgres: boolean, extraSql: string | undefined): Promise<string[]> {
  const rounds = Number(values.rounds)
  const warmup = Number(values.warmup)
  const cases = values.only ? CASES.filter((c) => c.name.includes(values.only!)) : CASES
  if (cases.length === 0) throw new Error(`no case matches --only ${values.only}`)
  const database = await openBenchDatabase(usePostgres)
  try {
    console.log(`\n=== ${database.label}, Node ${process.version}`)
    const data = await generateAdvocatesData(database.db, { advocates: Number(values.advocates) })
    const s = data.seconds
    console.log(
      `generated: ${data.verified.toLocaleString('en')} verified advocates in the directory ` +
        `(${data.rated.toLocaleString('en')} rated), ${data.consultations.toLocaleString('en')} ` +
        `completed consultations, ${data.reviews.toLocaleString('en')} reviews in ` +
        `${s.total.toFixed(1)} s (${Object.entries(s)
          .filter(([step]) => step !== 'total')
          .map(([step, seconds]) => `${step} ${seconds.toFixed(1)}`)
          .join(', ')})`,
    )
    const backend: Backend = createBackend({
      db: database.db,
      config: defaultConfig({ bcryptCost: 4, log: () => {} }),
    })
    await backend.reloadSchema()
    const { client } = await createAccount(backend, 'bench-advocates@example.com')
    const prepared = await prepare(client, cases)
    console.log(
      `${rounds} measured calls per case after ${warmup} warm-up, cases interleaved; ` +
        `pages of ${PAGE_SIZE}; rows: what the case's page returned\n`,
    )
    const results = await measureAll(prepared, { rounds, warmup })
    console.log(formatResults(results))
    const over = results.filter(overBudget).map((r) => `${database.label}: ${r.name}`)
    if (extraSql !== undefined) {
      console.log(`\n=== ${database.label}, with --extra-sql ${values['extra-sql']}`)
      await database.db.exec(extraSql)
      await database.db.exec('analyze public.advocate_profiles')
      await backend.reloadSchema()
      const after = await measureAll(await prepare(client, cases), { rounds, warmup })
      console.log(formatResults(after))
    }
    return over
  } finally {
    await database.close()
  }
}

async function main() {
  const extraSql = values['extra-sql'] ? await readFile(values['extra-sql'], 'utf8') : undefined
  console.log(
    `LexSetu advocate directory benchmark: ${Number(values.advocates).toLocaleString('en')} ` +
      `verified advocates; every case p95 ≤ ${BUDGET_MS} ms`,
  )
  const over: string[] = []
  if (!values.pg) over.push(...(await runOn(false, extraSql)))
  if (!values.pglite) {
    const cluster = await postgres15(values.pg)
    if (cluster) {
      try {
        over.push(...(await runOn(true, extraSql)))
      } finally {
        if (cluster !== 'given') await cluster.stop()
      }
    }
  }
  if (over.length > 0) {
    console.error(
      `\nFAIL: p95 over ${BUDGET_MS} ms in ${over.length} case(s):\n  ${over.join('\n  ')}`,
    )
    process.exitCode = 1
  } else {
    console.log(`\nok: every case p95 ≤ ${BUDGET_MS} ms`)
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
