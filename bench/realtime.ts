// npm run bench:realtime [-- --pglite | --pg] [--conversations N] [--messages N] [--warmup N]
//                        [--every MS] [--in-flight N] [--resubscribes N]
//
// Supabase Realtime (server/realtime/) through a real HTTP listener on 127.0.0.1 and real
// supabase-js clients (the app's pinned version, the `ws` package as their WebSocket), as the
// open conversation follows its messages (src/features/messages/hooks/use-live-messaging.ts):
// one channel with a postgres_changes binding { event: INSERT, table: messages,
// filter: conversation_id=eq.<id> }.
//
// Setup: `--conversations` (100) accepted consultations, each between its own premium client and
// its own verified advocate, written as the database owner (auth.users, public.users,
// advocate_profiles, consultations; the conversation is the consultations trigger's), under a
// client key of their own for the drivers' fair scheduler (as if other people had made them). Every
// participant is a separate supabase-js client signed in with its own JWT (`accessToken`): 200
// sockets. One more socket, an authenticated user in none of the conversations, subscribes to
// every message insert without a filter (what the inbox does): it must receive nothing.
//
//   SUBSCRIBED   from channel.subscribe() to its SUBSCRIBED callback, one subscription at a time:
//                (a) each participant's first channel, which also opens its socket; (b)
//                `--resubscribes` (60) more channels on sockets already open, with the 200
//                participants' channels joined (each removed again)          limit p95 ≤ 300 ms
//   insert →     a message sent by a participant through REST as the app sends it (upsert of a
//   callback     client-made id, ignoreDuplicates, returning its columns), round-robin across the
//                conversations, sender alternating between client and advocate, one started every
//                `--every` (20) ms with at most `--in-flight` (4) unanswered; timed from just
//                before the call to the other participant's callback. `--warmup` (20) messages
//                first, checked but not timed; then `--messages` (300)     limit p95 ≤ 100 ms
//                Both participants must receive each message once (missed: 0) and no socket
//                anything of another conversation (not a participant: 0).
//
// Databases: PGlite, then PostgreSQL 15 (TEST_DATABASE_URL, or a throwaway cluster from
// scripts/pg15-cluster.mjs; skipped with a note when neither is available). --pglite or --pg runs
// one. Exits 1 when a limit is broken, an event is missed or misdelivered, or a send fails.
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import {
  createClient,
  type RealtimeChannel,
  type RealtimePostgresChangesPayload,
  type SupabaseClient,
} from '@supabase/supabase-js'
import WebSocket from 'ws'
import { createBackend } from '../server/app'
import { defaultConfig, type BackendConfig } from '../server/config'
import { runAsClient } from '../server/db/client-context'
import type { Driver } from '../server/db/driver'
import { DEFAULT_ANON_KEY } from '../server/env'
import { listen } from '../server/http/listener'
import { signJwt } from '../server/jwt'
import { MESSAGE_COLUMNS } from '../src/features/messages/schemas/messages'
import { createAccount } from '../tests/db/demo-world'
import { openBenchDatabase, postgres15 } from './database'
import { columns } from './table'
import { summarize } from './measure'

const { values } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    pglite: { type: 'boolean', default: false },
    conversations: { type: 'string', default: '100' },
    messages: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '20' },
    every: { type: 'string', default: '20' },
    'in-flight': { type: 'string', default: '4' },
    resubscribes: { type: 'string', default: '60' },
  },
})

const SUBSCRIBED_LIMIT_MS = 300
const DELIVERY_LIMIT_MS = 100
/** The fair scheduler's key (db/client-context.ts) of the fixtures' writes. */
const SETUP_CLIENT = 'bench setup'
/** After the last send, how long the missing events may still take before they count as missed. */
const DRAIN_MS = 5_000

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>

type Participant = { id: string; supabase: SupabaseClient }
type Conversation = { id: string; client: Participant; advocate: Participant }

type Row = { measurement: string; samples: number[]; limit?: number }
type Outcome = { label: string; rows: Row[]; checks: { name: string; count: number }[] }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Deterministic ids: kind 1 clients, 2 advocates, 3 consultations, 4 the outsider. */
const idOf = (kind: number, n: number) =>
  `b${kind}000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** supabase-js as the app makes it, with the `ws` transport and the caller's JWT. */
function clientFor(url: string, token: string): SupabaseClient {
  return createClient(url, DEFAULT_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    accessToken: async () => token,
  })
}

const tokenFor = (config: BackendConfig, sub: string) =>
  signJwt(
    { role: 'authenticated', aud: 'authenticated', sub, exp: Math.floor(Date.now() / 1000) + 3600 },
    config.jwtSecret,
  )

/** The milliseconds from subscribe() to SUBSCRIBED; rejects on CHANNEL_ERROR or TIMED_OUT. */
function timedSubscribe(channel: RealtimeChannel): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve(performance.now() - started)
      else if (status !== 'CLOSED') reject(error ?? new Error(`channel ${status}`))
    })
  })
}

const messagesOf = (conversationId: string) =>
  ({
    event: 'INSERT',
    schema: 'public',
    table: 'messages',
    filter: `conversation_id=eq.${conversationId}`,
  }) as const

/** The accounts, profiles and accepted consultations, written as the database owner. */
async function createConversations(db: Driver, count: number): Promise<string[]> {
  const clients = Array.from({ length: count }, (_, i) => idOf(1, i + 1))
  const advocates = Array.from({ length: count }, (_, i) => idOf(2, i + 1))
  const consultations = Array.from({ length: count }, (_, i) => idOf(3, i + 1))
  for (let i = 0; i < count; i++) {
    await createAccount(
      db,
      { id: clients[i], email: `rt-bench-client-${i + 1}@example.com` },
      { plan: 'premium' },
    )
    await createAccount(
      db,
      { id: advocates[i], email: `rt-bench-advocate-${i + 1}@example.com` },
      { role: 'advocate' },
    )
  }
  await createAccount(db, { id: idOf(4, 1), email: 'rt-bench-outsider@example.com' })
  await db.query(
    `insert into public.advocate_profiles (id, display_name, verification_status, verified_at)
     select id, 'Adv. Realtime Bench ' || n, 'verified', now()
     from unnest($1::uuid[]) with ordinality as a (id, n)`,
    [advocates],
  )
  await db.query(
    `insert into public.consultations (id, client_id, advocate_id, category, description, mode,
       preferred_at, status, accepted_at)
     select k, c, a, 'Civil Law', 'A consultation for the Realtime benchmark.', 'chat',
       now() + interval '1 day', 'accepted', now()
     from unnest($1::uuid[], $2::uuid[], $3::uuid[]) as x (k, c, a)`,
    [consultations, clients, advocates],
  )
  const { rows } = await db.query<{ id: string; consultation_id: string }>(
    'select id, consultation_id from public.conversations where consultation_id = any($1::uuid[])',
    [consultations],
  )
  const byConsultation = new Map(rows.map((row) => [row.consultation_id, row.id]))
  return consultations.map((k) => {
    const id = byConsultation.get(k)
    if (!id) throw new Error(`consultation ${k} has no conversation`)
    return id
  })
}

async function runOn(usePostgres: boolean): Promise<Outcome> {
  const count = Number(values.conversations)
  const measured = Number(values.messages)
  const warmup = Number(values.warmup)
  const every = Number(values.every)
  const maxInFlight = Number(values['in-flight'])
  const database = await openBenchDatabase(usePostgres)
  const config = defaultConfig({ bcryptCost: 4, log: () => {} })
  const backend = createBackend({ db: database.db, config })
  const server = await listen({
    host: '127.0.0.1',
    port: 0,
    maxBodyBytes: config.maxBodyBytes,
    handler: backend,
    upgrade: backend.realtime.upgrade,
  })
  const clients: SupabaseClient[] = []
  try {
    console.log(`\n=== ${database.label}, Node ${process.version}`)
    await backend.reloadSchema()
    const setupStarted = performance.now()
    // Under a client key of its own: the drivers' fair scheduler would otherwise charge these
    // writes to 'server', the key Realtime's own reads of each change run under (changes.ts).
    const ids = await runAsClient(SETUP_CLIENT, () => createConversations(database.db, count))
    const conversations: Conversation[] = ids.map((id, i) => {
      const participant = (userId: string) => {
        const supabase = clientFor(server.url, tokenFor(config, userId))
        clients.push(supabase)
        return { id: userId, supabase }
      }
      return { id, client: participant(idOf(1, i + 1)), advocate: participant(idOf(2, i + 1)) }
    })
    // As the app does once its session is loaded: joins carry the token from then on.
    await Promise.all(clients.map((supabase) => supabase.realtime.setAuth()))
    console.log(
      `${count} conversations, ${2 * count} participants (one socket each) in ` +
        `${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    )

    // Deliveries: message id → who received it; anything else is counted.
    type Sent = { index: number; conversation: Conversation; sender: Participant; sentAt: number }
    const sent = new Map<string, Sent>()
    const received = new Map<string, Map<string, number>>()
    let misdelivered = 0
    let duplicates = 0
    let unknown = 0
    const onMessage = (conversation: Conversation, me: Participant) => (change: Change) => {
      const at = performance.now()
      const row = change.new as { id?: string; conversation_id?: string }
      if (row.conversation_id !== conversation.id) return void misdelivered++
      if (!row.id || !sent.has(row.id)) return void unknown++
      const by = received.get(row.id) ?? new Map<string, number>()
      if (by.has(me.id)) duplicates++
      else by.set(me.id, at)
      received.set(row.id, by)
    }

    // (a) Each participant's first channel, one at a time: opens its socket and joins.
    const firstJoins: number[] = []
    for (const conversation of conversations)
      for (const me of [conversation.client, conversation.advocate])
        firstJoins.push(
          await timedSubscribe(
            me.supabase
              .channel(`conversation:${conversation.id}:${me.id}`)
              .on('postgres_changes', messagesOf(conversation.id), onMessage(conversation, me)),
          ),
        )
    const outsider = clientFor(server.url, tokenFor(config, idOf(4, 1)))
    clients.push(outsider)
    await outsider.realtime.setAuth()
    let toOutsider = 0
    await timedSubscribe(
      outsider
        .channel('inbox:outsider')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, () => {
          toOutsider++
        }),
    )

    // (b) More channels on sockets already open, with every participant's channel joined.
    const rejoins: number[] = []
    for (let i = 0; i < Number(values.resubscribes); i++) {
      const conversation = conversations[i % count]
      const me = i % 2 === 0 ? conversation.client : conversation.advocate
      const channel = me.supabase
        .channel(`conversation:${conversation.id}:again-${i}`)
        .on('postgres_changes', messagesOf(conversation.id), () => undefined)
      rejoins.push(await timedSubscribe(channel))
      await me.supabase.removeChannel(channel)
    }

    // Insert → the other participant's callback.
    const failures: string[] = []
    const sendLatencies: number[] = []
    const inFlight = new Set<Promise<void>>()
    const total = warmup + measured
    const started = performance.now()
    for (let k = 0; k < total; k++) {
      await sleep(Math.max(0, started + k * every - performance.now()))
      while (inFlight.size >= maxInFlight) await Promise.race(inFlight)
      const conversation = conversations[k % count]
      const sender = Math.floor(k / count) % 2 === 0 ? conversation.client : conversation.advocate
      const id = randomUUID()
      const send = async () => {
        const sentAt = performance.now()
        sent.set(id, { index: k, conversation, sender, sentAt })
        const { data, error } = await sender.supabase
          .from('messages')
          .upsert(
            { id, conversation_id: conversation.id, body: `Benchmark message ${k + 1}` },
            { onConflict: 'id', ignoreDuplicates: true },
          )
          .select(MESSAGE_COLUMNS)
        if (k >= warmup) sendLatencies.push(performance.now() - sentAt)
        if (error || data?.length !== 1) {
          sent.delete(id)
          failures.push(`message ${k + 1}: ${error ? `${error.code} ${error.message}` : 'no row'}`)
        }
      }
      const call = send().finally(() => inFlight.delete(call))
      inFlight.add(call)
    }
    await Promise.all(inFlight)
    const complete = () => [...sent.keys()].every((id) => (received.get(id)?.size ?? 0) === 2)
    const drainUntil = performance.now() + DRAIN_MS
    while (!complete() && performance.now() < drainUntil) await sleep(10)
    const sendSeconds = (performance.now() - started) / 1000

    const deliveries: number[] = []
    let missed = 0
    for (const [id, { index, conversation, sender, sentAt }] of sent) {
      const by = received.get(id)
      const other = sender === conversation.client ? conversation.advocate : conversation.client
      missed += 2 - (by?.size ?? 0)
      const at = by?.get(other.id)
      if (at !== undefined && index >= warmup) deliveries.push(at - sentAt)
    }
    console.log(
      `${sent.size} messages sent in ${sendSeconds.toFixed(1)} s (${warmup} warm-up, not timed); ` +
        `one every ${every} ms, at most ${maxInFlight} unanswered`,
    )
    for (const failure of failures.slice(0, 5)) console.log(`  send failed: ${failure}`)
    return {
      label: database.label,
      rows: [
        {
          measurement: 'SUBSCRIBED, first channel (opens the socket)',
          samples: firstJoins,
          limit: SUBSCRIBED_LIMIT_MS,
        },
        {
          measurement: `SUBSCRIBED, on an open socket (${2 * count} joined)`,
          samples: rejoins,
          limit: SUBSCRIBED_LIMIT_MS,
        },
        {
          measurement: 'insert → other participant',
          samples: deliveries,
          limit: DELIVERY_LIMIT_MS,
        },
        {
          // The first second or so is the slowest: statements run cold, and Realtime's reads of
          // each change (key 'server', charged with start-up and the joins) wait behind REST in
          // the fair scheduler until REST's key has been busier. The second half: steady state.
          measurement: '  second half only (informative)',
          samples: deliveries.slice(Math.floor(deliveries.length / 2)),
        },
        { measurement: 'insert round trip (REST, informative)', samples: sendLatencies },
      ],
      checks: [
        { name: 'sends failed', count: failures.length },
        { name: 'events missed (of 2 per message)', count: missed },
        { name: 'events to a non-participant', count: misdelivered + toOutsider },
        { name: 'events twice or unknown', count: duplicates + unknown },
      ],
    }
  } finally {
    await Promise.all(
      clients.map(async (supabase) => {
        await supabase.removeAllChannels().catch(() => undefined)
        supabase.realtime.disconnect()
      }),
    )
    await backend.realtime.close()
    await server.close()
    await database.close()
  }
}

const ms = (value: number) => value.toFixed(1)

/** One line per measurement and check, fixed width; the broken limits, for the exit code. */
function report(outcomes: Outcome[]): string[] {
  const broken: string[] = []
  const header = ['database', 'measurement', 'n', 'p50 ms', 'p95 ms', 'max ms', 'limit', '']
  const lines: string[][] = [header]
  for (const { label, rows, checks } of outcomes) {
    const name = label.split(' (')[0]
    rows.forEach(({ measurement, samples, limit }, i) => {
      const stats = samples.length > 0 ? summarize(samples) : undefined
      const max = samples.length > 0 ? Math.max(...samples) : NaN
      const ok = limit === undefined || (stats !== undefined && stats.p95 <= limit)
      if (!ok) broken.push(`${name}: ${measurement} p95 ${stats ? ms(stats.p95) : '—'} ms`)
      lines.push([
        i === 0 ? name : '',
        measurement,
        String(samples.length),
        stats ? ms(stats.p50) : '—',
        stats ? ms(stats.p95) : '—',
        Number.isNaN(max) ? '—' : ms(max),
        limit === undefined ? '' : `p95 ≤ ${limit}`,
        limit === undefined ? '' : ok ? 'ok' : 'OVER',
      ])
    })
    for (const { name: check, count } of checks) {
      if (count > 0) broken.push(`${name}: ${check} ${count}`)
      lines.push(['', check, String(count), '', '', '', '= 0', count === 0 ? 'ok' : 'FAIL'])
    }
  }
  console.log(`\n${columns(lines)}`)
  return broken
}

async function main() {
  console.log(
    `LexSetu Realtime benchmark: ${values.conversations} conversations × 2 participants, ` +
      `supabase-js over ws on 127.0.0.1; SUBSCRIBED p95 ≤ ${SUBSCRIBED_LIMIT_MS} ms, ` +
      `insert → callback p95 ≤ ${DELIVERY_LIMIT_MS} ms`,
  )
  const outcomes: Outcome[] = []
  if (!values.pg) outcomes.push(await runOn(false))
  if (!values.pglite) {
    const cluster = await postgres15(values.pg)
    if (cluster) {
      try {
        outcomes.push(await runOn(true))
      } finally {
        if (cluster !== 'given') await cluster.stop()
      }
    }
  }
  const broken = report(outcomes)
  if (broken.length > 0) {
    console.error(`\nFAIL:\n  ${broken.join('\n  ')}`)
    process.exitCode = 1
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
