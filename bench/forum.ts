// npm run bench:forum [-- --pglite | --pg] [--rounds N] [--warmup N] [--threads N] [--replies N]
//                     [--extra-sql FILE]
//
// The community forum at scale (docs/PRODUCT.md §2 'Community Forum'): 100,000 threads and 500,000
// replies generated in SQL (bench/forum-data.ts), then read as the app reads them, through
// supabase-js (in-process fetch) into the embedded backend, signed in as a client:
//   search       rpc('forum_thread_page', { search, sort: 'relevance' }), queries of every
//                selectivity in turn (common word, two words, phrase, rare word, Hinglish,
//                Devanagari, with a category, a plain sentence no thread matches whole, a
//                Hinglish pair read through its synonyms)                   target p95 ≤ 50 ms
//   list page 50 rpc('forum_thread_page', { sort, category, after }) for newest, upvoted and
//                unanswered, with no category and with each one: page 50 of 20, after the last
//                thread of page 49 (walked to once beforehand); the list columns (no body)
//                                                                           target p95 ≤ 20 ms
//   thread page  the thread with 50 replies: its forum_thread_cards row and its replies from
//                forum_reply_cards (helpful first, then upvotes, then oldest), in parallel
//                                                                           target p95 ≤ 20 ms
// Then the plans (EXPLAIN ANALYZE, costs and buffers off) of two searches (a common word and a
// rare one), of page 50 of each sort with a category, and of the thread page's two queries.
// forum_thread_page is PL/pgSQL, so its inner queries are shown as equivalent prepared statements
// (same predicates, the function's variables as parameters, planned for their values as the
// function does); the thread page's are the exact statements the REST layer ran, with its prelude
// (role authenticated, the caller's claims).
//
// Databases: PGlite, then PostgreSQL 15 (TEST_DATABASE_URL, or a throwaway cluster from
// scripts/pg15-cluster.mjs; skipped with a note when neither is available). --pglite or --pg runs
// one. --extra-sql FILE applies FILE as postgres after the first measurement and measures again
// (to try an index or a query rewrite on the scratch database; nothing is kept). Prints figures;
// never fails on time.
import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import type { SupabaseClient } from '@supabase/supabase-js'
import { createBackend, type Backend } from '../server/app'
import { defaultConfig } from '../server/config'
import type { Driver, Queryable, Statement } from '../server/db/driver'
import { openBenchDatabase, postgres15 } from './database'
import { createAccount } from './fixtures'
import { FORUM_CATEGORIES } from '../src/features/forum/schemas/forum'
import { BUSY_THREAD_REPLIES, generateForumData } from './forum-data'
import { summarize } from './measure'

const { values } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    pglite: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '40' },
    threads: { type: 'string', default: '100000' },
    replies: { type: 'string', default: '500000' },
    'extra-sql': { type: 'string' },
  },
})

const PAGE_SIZE = 20
const PAGE = 50
const SORTS = ['newest', 'upvoted', 'unanswered'] as const
/** What a list shows: every column of forum_thread_page but body. */
const LIST_COLUMNS =
  'id,title,excerpt,categories,is_anonymous,reply_count,upvote_count,helpful_reply_id,created_at,' +
  'edited_at,is_deleted,author_id,author_name,author_role,author_is_verified_advocate,is_mine,has_upvoted'
const THREAD_COLUMNS =
  'id,title,body,categories,is_anonymous,reply_count,upvote_count,helpful_reply_id,created_at,' +
  'edited_at,is_deleted,author_id,author_name,author_role,author_is_verified_advocate,is_mine,has_upvoted'
const REPLY_COLUMNS =
  'id,thread_id,body,upvote_count,created_at,edited_at,is_helpful,by_thread_author,author_id,' +
  'author_name,author_role,author_is_verified_advocate,is_mine,has_upvoted'

type Search = { label: string; search: string; category?: string }
const SEARCHES: Search[] = [
  { label: 'common word', search: 'police' },
  { label: 'two words', search: 'property dispute' },
  { label: 'phrase', search: '"anticipatory bail"' },
  { label: 'rare word', search: 'sarfaesi' },
  { label: 'Hinglish', search: 'talaq' },
  { label: 'Devanagari', search: 'तलाक' },
  { label: 'with category', search: 'divorce', category: 'Family Law' },
  // No thread has every word: any of them, ranked by how many (docs/PRODUCT.md §2 'Community
  // Forum').
  { label: 'plain sentence', search: 'landlord not returning deposit' },
  { label: 'Hinglish pair', search: 'zameen kabza' },
]

type Budgets = { search: number; list: number; thread: number }
const BUDGET_MS: Budgets = { search: 50, list: 20, thread: 20 }

type Variant = { label: string; run: () => Promise<void> }
type CaseResult = {
  name: keyof Budgets
  title: string
  samples: number[]
  byVariant: Map<string, number[]>
}

const ms = (value: number) => value.toFixed(1)

type Row = Record<string, unknown>

/** The rows of a supabase-js result; a failure, or fewer rows than `min`, stops the benchmark. */
function expectRows(what: string, result: { data: unknown; error: unknown }, min = 1): Row[] {
  if (result.error) throw new Error(`${what} failed: ${JSON.stringify(result.error)}`)
  const rows = Array.isArray(result.data) ? (result.data as Row[]) : []
  if (rows.length < min) throw new Error(`${what}: ${rows.length} rows, expected at least ${min}`)
  return rows
}

/** Runs the variants in turn: `warmup` calls unrecorded, then `rounds` recorded. */
async function measure(
  name: keyof Budgets,
  title: string,
  variants: Variant[],
  { rounds, warmup }: { rounds: number; warmup: number },
): Promise<CaseResult> {
  const samples: number[] = []
  const byVariant = new Map(variants.map((variant) => [variant.label, [] as number[]]))
  for (let i = 0; i < warmup + rounds; i++) {
    const variant = variants[i % variants.length]!
    const started = performance.now()
    await variant.run()
    const elapsed = performance.now() - started
    if (i >= warmup) {
      samples.push(elapsed)
      byVariant.get(variant.label)!.push(elapsed)
    }
  }
  return { name, title, samples, byVariant }
}

/** The driver the backend uses, remembering the last REST statement it was handed. */
function recordingDriver(db: Driver): { driver: Driver; last: () => Statement[] } {
  let last: Statement[] = []
  const driver: Driver = {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn, options) => db.transaction(fn, options),
    batch: (statements, options) => {
      last = statements
      return db.batch(statements, options)
    },
    listen: (channel, listener) => db.listen(channel, listener),
    close: () => db.close(),
  }
  return { driver, last: () => last }
}

type ListCursor = { sort: (typeof SORTS)[number]; category: string | null; after: string }

const pageArgs = (sort: string, category: string | null, after: string | null) => ({
  sort,
  page_size: PAGE_SIZE,
  ...(category ? { category } : {}),
  ...(after ? { after } : {}),
})

/** The last thread of page PAGE - 1 of each list, walked to page by page. */
async function walkToPage(client: SupabaseClient): Promise<ListCursor[]> {
  const cursors: ListCursor[] = []
  for (const sort of SORTS) {
    for (const category of [null, ...FORUM_CATEGORIES]) {
      let after: string | null = null
      for (let page = 1; page < PAGE; page++) {
        const rows = expectRows(
          `${sort} ${category ?? 'all'} page ${page}`,
          await client.rpc('forum_thread_page', pageArgs(sort, category, after)).select('id'),
          PAGE_SIZE,
        )
        after = String(rows.at(-1)!.id)
      }
      cursors.push({ sort, category, after: after! })
    }
  }
  return cursors
}

function searchVariants(client: SupabaseClient): Variant[] {
  return SEARCHES.map(({ label, search, category }) => ({
    label: `${label}: ${search}${category ? ` in ${category}` : ''}`,
    run: async () => {
      expectRows(
        `search ${search}`,
        await client
          .rpc('forum_thread_page', {
            search,
            sort: 'relevance',
            ...(category ? { category } : {}),
          })
          .select(LIST_COLUMNS),
      )
    },
  }))
}

function listVariants(client: SupabaseClient, cursors: ListCursor[]): Variant[] {
  return cursors.map(({ sort, category, after }) => ({
    label: `${sort}, ${category ?? 'all categories'}`,
    run: async () => {
      expectRows(
        `${sort} page ${PAGE}`,
        await client.rpc('forum_thread_page', pageArgs(sort, category, after)).select(LIST_COLUMNS),
        PAGE_SIZE,
      )
    },
  }))
}

const threadQuery = (client: SupabaseClient, id: string) =>
  client.from('forum_thread_cards').select(THREAD_COLUMNS).eq('id', id).maybeSingle()

const repliesQuery = (client: SupabaseClient, id: string) =>
  client
    .from('forum_reply_cards')
    .select(REPLY_COLUMNS)
    .eq('thread_id', id)
    .order('is_helpful', { ascending: false })
    .order('upvote_count', { ascending: false })
    .order('created_at')
    .order('id')
    .range(0, 99)

function threadVariant(client: SupabaseClient, id: string): Variant {
  return {
    label: `thread + ${BUSY_THREAD_REPLIES} replies`,
    run: async () => {
      const [thread, replies] = await Promise.all([
        threadQuery(client, id),
        repliesQuery(client, id),
      ])
      if (thread.error || !thread.data) throw new Error(`thread: ${JSON.stringify(thread.error)}`)
      expectRows('replies', replies, BUSY_THREAD_REPLIES)
    },
  }
}

function formatResults(results: CaseResult[]): string {
  const header = ['case', 'n', 'p50 ms', 'p95 ms', 'max ms', 'budget', '']
  const lines = [header]
  for (const { name, title, samples } of results) {
    const stats = summarize(samples)
    const max = Math.max(...samples)
    lines.push([
      title,
      String(stats.n),
      ms(stats.p50),
      ms(stats.p95),
      ms(max),
      `p95 ≤ ${BUDGET_MS[name]}`,
      stats.p95 <= BUDGET_MS[name] ? 'ok' : 'OVER BUDGET',
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

function formatVariants(results: CaseResult[]): string {
  const lines: string[] = []
  for (const { title, byVariant } of results) {
    if (byVariant.size < 2) continue
    lines.push(`${title}, by variant (p50 / max ms):`)
    const width = Math.max(...[...byVariant.keys()].map((label) => label.length))
    for (const [label, samples] of byVariant) {
      const stats = summarize(samples)
      lines.push(
        `  ${label.padEnd(width)}  ${ms(stats.p50).padStart(6)} / ${ms(Math.max(...samples)).padStart(6)}`,
      )
    }
  }
  return lines.join('\n')
}

// Plans ------------------------------------------------------------------------------------------

/** forum_thread_page's queries as prepared statements: its variables become parameters. */
const PAGE_STATEMENTS = {
  relevance: `(tsquery, text, uuid, real, uuid, integer) as
    select array(
      select m.id from (
        select t.id, ts_rank(t.search, $1) as rank
        from public.forum_threads as t
        where t.deleted_at is null and t.search @@ $1
          and ($2 is null or t.categories @> array[$2])
        order by t.created_at desc, t.id desc
        limit 2000
      ) as m
      where $3 is null or (m.rank, m.id) < ($4, $5)
      order by m.rank desc, m.id desc
      limit $6
    )`,
  upvoted: `(tsquery, text, uuid, integer, timestamptz, uuid, integer) as
    select array(
      select t.id from public.forum_threads as t
      where t.deleted_at is null
        and ($1 is null or t.search @@ $1)
        and ($2 is null or t.categories @> array[$2])
        and ($3 is null or (t.upvote_count, t.created_at, t.id) < ($4, $5, $6))
      order by t.upvote_count desc, t.created_at desc, t.id desc
      limit $7
    )`,
  unanswered: `(tsquery, text, uuid, timestamptz, uuid, integer) as
    select array(
      select t.id from public.forum_threads as t
      where t.deleted_at is null and t.reply_count = 0
        and ($1 is null or t.search @@ $1)
        and ($2 is null or t.categories @> array[$2])
        and ($3 is null or (t.created_at, t.id) < ($4, $5))
      order by t.created_at desc, t.id desc
      limit $6
    )`,
  newest: `(tsquery, text, uuid, timestamptz, uuid, integer) as
    select array(
      select t.id from public.forum_threads as t
      where t.deleted_at is null
        and ($1 is null or t.search @@ $1)
        and ($2 is null or t.categories @> array[$2])
        and ($3 is null or (t.created_at, t.id) < ($4, $5))
      order by t.created_at desc, t.id desc
      limit $6
    )`,
}

const EXPLAIN = 'explain (analyze, costs off, buffers off)'

const literal = (value: string | number | null) =>
  value === null
    ? 'null'
    : typeof value === 'number'
      ? String(value)
      : `'${value.replaceAll("'", "''")}'`

/** The plan cache tries five custom plans before it may settle on a generic one. */
const PLAN_CACHE_CALLS = 6

/**
 * As inside forum_thread_page: its static queries go through the plan cache (run six times, so
 * it may settle on a generic plan); the relevance query is an EXECUTE, planned for its values.
 */
async function explainPrepared(
  tx: Queryable,
  name: keyof typeof PAGE_STATEMENTS,
  args: (string | number | null)[],
): Promise<string> {
  if (name === 'relevance') await tx.exec('set local plan_cache_mode = force_custom_plan')
  await tx.exec(`prepare bench_${name} ${PAGE_STATEMENTS[name]}`)
  let plan: string[] = []
  for (let i = 0; i < PLAN_CACHE_CALLS; i++) {
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
      `${EXPLAIN} execute bench_${name}(${args.map(literal).join(', ')})`,
    )
    plan = rows.map((row) => row['QUERY PLAN'])
  }
  await tx.exec(`deallocate bench_${name}`)
  const generic = plan.some((line) => /\$\d/.test(line))
  return `${generic ? '(generic plan)' : '(custom plan)'}\n${plan.join('\n')}`
}

/** A REST statement as it ran: the prelude (role, claims) first, then EXPLAIN of the statement. */
async function explainRest(tx: Queryable, statements: Statement[]): Promise<string> {
  const [prelude, main] = statements
  if (!prelude || !main) throw new Error('no REST statement recorded')
  await tx.query(prelude.sql, prelude.params)
  const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`${EXPLAIN} ${main.sql}`, main.params)
  await tx.exec('reset role')
  return rows.map((row) => row['QUERY PLAN']).join('\n')
}

async function printPlans(
  db: Driver,
  client: SupabaseClient,
  recorder: ReturnType<typeof recordingDriver>,
  cursors: ListCursor[],
  busyThreadId: string,
) {
  const category = FORUM_CATEGORIES[2]
  const sections: [string, (tx: Queryable) => Promise<string>][] = []
  for (const search of [SEARCHES[0]!, SEARCHES[3]!]) {
    sections.push([
      `search '${search.search}' (relevance, page 1)`,
      async (tx) => {
        const { rows } = await tx.query<{ q: string }>(
          `select private.forum_search_query(s.terms, s.excluded, true)::text as q
           from private.forum_search_terms($1) as s`,
          [search.search],
        )
        return explainPrepared(tx, 'relevance', [rows[0]!.q, null, null, null, null, PAGE_SIZE])
      },
    ])
  }
  for (const sort of SORTS) {
    const cursor = cursors.find((c) => c.sort === sort && c.category === category)!
    sections.push([
      `${sort}, ${category}, page ${PAGE}`,
      async (tx) => {
        const anchor = (
          await tx.query<{ upvote_count: number; created_at: string; id: string }>(
            `select upvote_count, created_at::text as created_at, id::text as id
             from public.forum_threads where id = $1`,
            [cursor.after],
          )
        ).rows[0]!
        const args =
          sort === 'upvoted'
            ? [
                null,
                category,
                anchor.id,
                anchor.upvote_count,
                anchor.created_at,
                anchor.id,
                PAGE_SIZE,
              ]
            : [null, category, anchor.id, anchor.created_at, anchor.id, PAGE_SIZE]
        return explainPrepared(tx, sort, args)
      },
    ])
  }
  const { error: threadError } = await threadQuery(client, busyThreadId)
  if (threadError) throw new Error(`thread: ${threadError.message}`)
  const threadStatements = recorder.last()
  const { error: repliesError } = await repliesQuery(client, busyThreadId)
  if (repliesError) throw new Error(`replies: ${repliesError.message}`)
  const replyStatements = recorder.last()
  sections.push(
    ['thread page: forum_thread_cards (REST statement)', (tx) => explainRest(tx, threadStatements)],
    ['thread page: forum_reply_cards (REST statement)', (tx) => explainRest(tx, replyStatements)],
  )
  for (const [title, explain] of sections) {
    const plan = await db.transaction((tx) => explain(tx), { timeoutMs: 120_000 })
    console.log(`\n--- ${title}\n${plan}`)
  }
}

// One database ---------------------------------------------------------------------------------

async function measureAll(
  client: SupabaseClient,
  cursors: ListCursor[],
  busyThreadId: string,
  options: { rounds: number; warmup: number },
): Promise<CaseResult[]> {
  return [
    await measure('search', 'search (relevance, page 1)', searchVariants(client), options),
    await measure(
      'list',
      `list page ${PAGE} (3 sorts × 6 filters)`,
      listVariants(client, cursors),
      options,
    ),
    await measure(
      'thread',
      `thread page (${BUSY_THREAD_REPLIES} replies)`,
      [threadVariant(client, busyThreadId)],
      options,
    ),
  ]
}

async function runOn(usePostgres: boolean, extraSql: string | undefined): Promise<CaseResult[]> {
  const rounds = Number(values.rounds)
  const warmup = Number(values.warmup)
  const database = await openBenchDatabase(usePostgres)
  try {
    console.log(`\n=== ${database.label}, Node ${process.version}`)
    const data = await generateForumData(database.db, {
      threads: Number(values.threads),
      replies: Number(values.replies),
    })
    const s = data.seconds
    console.log(
      `generated ${data.threads.toLocaleString('en')} threads, ${data.replies.toLocaleString('en')} replies, ` +
        `${data.threadVotes.toLocaleString('en')} thread votes, ${data.replyVotes.toLocaleString('en')} reply votes ` +
        `in ${s.total.toFixed(1)} s (${Object.entries(s)
          .filter(([step]) => step !== 'total')
          .map(([step, seconds]) => `${step} ${seconds.toFixed(1)}`)
          .join(', ')})`,
    )
    const recorder = recordingDriver(database.db)
    const backend: Backend = createBackend({
      db: recorder.driver,
      config: defaultConfig({ bcryptCost: 4, log: () => {} }),
    })
    await backend.reloadSchema()
    const { client } = await createAccount(backend, 'bench-forum@example.com')
    const walkStarted = performance.now()
    const cursors = await walkToPage(client)
    console.log(
      `walked ${cursors.length} lists to page ${PAGE} in ${((performance.now() - walkStarted) / 1000).toFixed(1)} s; ` +
        `${rounds} measured calls per case after ${warmup} warm-up, variants in turn\n`,
    )
    const results = await measureAll(client, cursors, data.busyThreadId, { rounds, warmup })
    console.log(formatResults(results))
    console.log(`\n${formatVariants(results)}`)
    await printPlans(database.db, client, recorder, cursors, data.busyThreadId)
    if (extraSql !== undefined) {
      console.log(`\n=== ${database.label}, with --extra-sql ${values['extra-sql']}`)
      await database.db.exec(extraSql)
      await database.db.exec('analyze public.forum_threads')
      await backend.reloadSchema()
      const after = await measureAll(client, cursors, data.busyThreadId, { rounds, warmup })
      console.log(formatResults(after))
      console.log(`\n${formatVariants(after)}`)
      await printPlans(database.db, client, recorder, cursors, data.busyThreadId)
    }
    return results
  } finally {
    await database.close()
  }
}

async function main() {
  const extraSql = values['extra-sql'] ? await readFile(values['extra-sql'], 'utf8') : undefined
  console.log(
    `LexSetu forum benchmark: ${Number(values.threads).toLocaleString('en')} threads, ` +
      `${Number(values.replies).toLocaleString('en')} replies; pages of ${PAGE_SIZE}`,
  )
  if (!values.pg) await runOn(false, extraSql)
  if (!values.pglite) {
    const cluster = await postgres15(values.pg)
    if (cluster) {
      try {
        await runOn(true, extraSql)
      } finally {
        if (cluster !== 'given') await cluster.stop()
      }
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
