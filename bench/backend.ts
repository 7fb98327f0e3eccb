// npm run bench:backend [-- --pg] [--rounds N] [--warmup N] [--only sign-in,refresh,select,insert]
//
// Auth and REST through the real supabase-js (in-process fetch, as the tests use it) against the
// same operations as direct driver queries, interleaved in one run. Prints figures; never fails
// on time. PostgreSQL 15: node scripts/pg15.mjs run -- npm run bench:backend -- --pg
import { parseArgs } from 'node:util'
import { createBackend } from '../server/app'
import { defaultConfig } from '../server/config'
import { refresh, signIn } from './auth-cases'
import { openBenchDatabase } from './database'
import { createAccount, createBenchTable } from './fixtures'
import { measureInterleaved } from './measure'
import type { BenchContext, Operation } from './operation'
import { insertReturning, selectByEq } from './rest-cases'
import { formatTable, type OperationResult } from './table'

const OPERATIONS: Record<string, (ctx: BenchContext) => Promise<Operation>> = {
  'sign-in': signIn,
  refresh,
  select: selectByEq,
  insert: insertReturning,
}

const { values } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '1000' },
    // Steady state, as a server runs for hours: V8 optimises the REST path's many functions only
    // after several hundred calls; with 100 warm-up rounds its p50 still includes colder code.
    warmup: { type: 'string', default: '1000' },
    only: { type: 'string', default: Object.keys(OPERATIONS).join(',') },
  },
})

async function main() {
  const rounds = Number(values.rounds)
  const warmup = Number(values.warmup)
  const selected = values.only.split(',').map((name) => name.trim())
  for (const name of selected) if (!OPERATIONS[name]) throw new Error(`unknown operation ${name}`)

  const database = await openBenchDatabase(values.pg)
  try {
    // bcrypt cost 10 as in production; rate limits off, as `npm run dev` runs by default.
    const config = defaultConfig({ bcryptCost: 10, log: () => {} })
    await createBenchTable(database.db)
    const backend = createBackend({ db: database.db, config })
    await backend.reloadSchema()
    const account = await createAccount(backend, 'bench@example.com')
    const ctx: BenchContext = { db: database.db, backend, config, account }

    console.log(`LexSetu backend benchmark: ${database.label}, Node ${process.version}`)
    console.log(
      `${rounds} measured rounds per operation after ${warmup} warm-up rounds (sign-in: ${Math.min(warmup, 20)}); ` +
        'each round runs every variant once, in turn; wall-clock ms per call.\n',
    )
    const results: OperationResult[] = []
    const notes: string[] = []
    for (const name of selected) {
      process.stderr.write(`  ${name}…\n`)
      const operation = await OPERATIONS[name](ctx)
      const stats = await measureInterleaved(operation.variants, {
        rounds,
        warmup: name === 'sign-in' ? Math.min(warmup, 20) : warmup,
      })
      results.push({
        operation: operation.name,
        rows: operation.variants.map(({ key, label }) => ({
          key,
          label: `${key} ${label}`,
          stats: stats.get(key)!,
        })),
      })
      notes.push(...operation.notes)
    }
    console.log(formatTable(results))
    console.log(`\n${[...new Set(notes)].join('\n')}`)
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
