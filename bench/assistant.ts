// npm run bench:assistant [-- --pg] [--rounds N] [--warmup N]
//
// The legal assistant's reply time as the app sees it: supabase.functions.invoke('assistant')
// through supabase-js (in-process fetch) into the embedded backend, with the full knowledge base
// from the migrations. Each call stores the question, searches, composes and stores the reply.
// Questions cycle through the evaluation set's dev split; then its follow-ups are measured in
// their chats (a follow-up may search twice and reads the chat first). Prints figures; never
// fails on time. Target (issue): p95 ≤ 150 ms on PGlite, for both.
import { parseArgs } from 'node:util'
import type { SupabaseClient } from '@supabase/supabase-js'
import { createBackend } from '../server/app'
import { defaultConfig } from '../server/config'
import { loadQuestions, loadSplit } from '../tests/assistant-eval/run'
import { openBenchDatabase } from './database'
import { createAccount } from './fixtures'
import { summarize } from './measure'

/** The rate limit allows 20 questions a minute per user. */
const QUESTIONS_PER_ACCOUNT = 20

const { values } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '400' },
    warmup: { type: 'string', default: '100' },
  },
})

async function main() {
  const rounds = Number(values.rounds)
  const warmup = Number(values.warmup)
  const questions = loadQuestions().map((q) => q.question)
  const database = await openBenchDatabase(values.pg)
  try {
    const backend = createBackend({
      db: database.db,
      config: defaultConfig({ bcryptCost: 4, log: () => {} }),
    })
    await backend.reloadSchema()
    const { count } = (
      await database.db.query<{ count: number }>(
        'select count(*)::int as count from public.kb_entries',
      )
    ).rows[0]!
    const accounts: SupabaseClient[] = []
    for (let i = 0; i < Math.ceil((warmup + rounds) / QUESTIONS_PER_ACCOUNT); i++) {
      accounts.push((await createAccount(backend, `bench-assistant-${i}@example.com`)).client)
    }
    console.log(`LexSetu assistant benchmark: ${database.label}, Node ${process.version}`)
    console.log(
      `knowledge base: ${count} entries; ${rounds} measured replies after ${warmup} warm-up; a new chat each time\n`,
    )

    const samples: number[] = []
    for (let i = 0; i < warmup + rounds; i++) {
      const client = accounts[Math.floor(i / QUESTIONS_PER_ACCOUNT)]!
      const started = performance.now()
      const { error } = await client.functions.invoke('assistant', {
        body: { message: questions[i % questions.length] },
      })
      const elapsed = performance.now() - started
      if (error) throw new Error(`reply ${i} failed: ${error.message}`)
      if (i >= warmup) samples.push(elapsed)
    }
    const followUps = loadSplit('dev').filter((q) => q.previous?.length === 1)
    const followUpSamples: number[] = []
    let client: SupabaseClient | undefined
    for (let i = 0; i < Math.min(rounds, 200); i++) {
      // Two messages each: a fresh account before the rate limit.
      if (i % (QUESTIONS_PER_ACCOUNT / 2) === 0)
        client = (await createAccount(backend, `bench-follow-up-${i}@example.com`)).client
      const { previous, question } = followUps[i % followUps.length]!
      const first = await client!.functions.invoke<{ chatId: string }>('assistant', {
        body: { message: previous![0] },
      })
      if (first.error || !first.data) throw new Error(`follow-up ${i} failed to start its chat`)
      const started = performance.now()
      const { error } = await client!.functions.invoke('assistant', {
        body: { message: question, chatId: first.data.chatId },
      })
      if (error) throw new Error(`follow-up ${i} failed: ${error.message}`)
      followUpSamples.push(performance.now() - started)
    }
    const ms = (value: number) => `${value.toFixed(1)} ms`
    for (const [label, values] of [
      ['reply through supabase-js', samples],
      ['follow-up in its chat', followUpSamples],
    ] as const) {
      const stats = summarize(values)
      console.log(
        `${label}: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}, mean ${ms(stats.mean)} (n = ${stats.n}) — target p95 ≤ 150 ms ${stats.p95 <= 150 ? 'met' : 'NOT met'}`,
      )
    }
  } finally {
    await database.close()
  }
}

await main()
