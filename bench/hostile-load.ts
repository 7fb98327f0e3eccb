// npm run bench:hostile [-- --seconds 20] [--loops 10] [--only a,b,c,d]
//
// Availability under hostile load. The embedded backend runs on PGlite in its own
// process (a throwaway data directory). A normal signed-in reader on 127.0.0.1 reads
// forum_thread_cards every ~100 ms while four hostile clients, each from its own loopback address
// (127.0.0.2–5, so the backend counts them apart), each keep `--loops` requests going: (a) a regex
// filter, (b) an embed bomb, (c) search_knowledge with a 2,000-character question of synonym terms
// (as anon and as a signed-in user, in turn), (d) 1 MiB bulk inserts of chats as a signed-in user.
// A hostile loop sends its next request as soon as it has an answer, or 100 ms after a refusal
// (4xx or 503; it does not wait for Retry-After).
//
// Prints the reader's p50/p95/max with and without the attack, and what the hostile requests got.
// Exits 1 when, under attack, the reader's p95 is over 250 ms, a read failed, or any answer was a
// 5xx other than load shedding's 503.
import { parseArgs } from 'node:util'
import { startBackendProcess } from './backend-process'
import {
  bulkChats,
  EMBED_BOMB,
  loopbackClient,
  REGEX_FILTER,
  signUp,
  synonymQuestion,
  type Answer,
  type Call,
  type LoopbackClient,
} from './hostile-requests'
import { summarize } from './measure'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    loops: { type: 'string', default: '10' },
    only: { type: 'string', default: 'a,b,c,d' },
  },
})
const SECONDS = Number(values.seconds)
const LOOPS = Number(values.loops)
const READ_EVERY_MS = 100
const REFUSED_PAUSE_MS = 100
const P95_LIMIT_MS = 250
const READ: Call = { method: 'GET', path: '/rest/v1/forum_thread_cards?select=id,title&limit=20' }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Hostile = { name: string; address: string; calls: (i: number) => Call }

/** The reader's latencies until `until()` says stop; a read that is not 200 counts as failed. */
async function readEvery(client: LoopbackClient, token: string, until: () => boolean) {
  const latencies: number[] = []
  let failed = 0
  while (!until()) {
    const started = performance.now()
    const { status, ms } = await client.send({ ...READ, token })
    latencies.push(ms)
    if (status !== 200) failed++
    await sleep(Math.max(0, READ_EVERY_MS - (performance.now() - started)))
  }
  return { latencies, failed }
}

/** `LOOPS` requests of one hostile client in flight until `until()`; the answers by status. */
async function attack(client: LoopbackClient, hostile: Hostile, until: () => boolean) {
  const answers: Answer[] = []
  let sent = 0
  const loop = async () => {
    while (!until()) {
      const answer = await client.send(hostile.calls(sent++))
      answers.push(answer)
      if (answer.status === 503 || (answer.status >= 400 && answer.status < 500))
        await sleep(REFUSED_PAUSE_MS)
    }
  }
  await Promise.all(Array.from({ length: LOOPS }, loop))
  return answers
}

function tally(answers: Answer[]) {
  const count = (test: (status: number) => boolean) =>
    answers.filter((answer) => test(answer.status)).length
  return {
    sent: answers.length,
    '2xx': count((s) => s >= 200 && s < 300),
    '4xx': count((s) => s >= 400 && s < 500),
    '503': count((s) => s === 503),
    'other 5xx': count((s) => s >= 500 && s !== 503),
    'no answer': count((s) => s === 0),
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`

function describeReads(label: string, reads: { latencies: number[]; failed: number }) {
  const stats = summarize(reads.latencies)
  const max = Math.max(...reads.latencies)
  return `${label}: n=${stats.n}  p50 ${ms(stats.p50)}  p95 ${ms(stats.p95)}  max ${ms(max)}  failed ${reads.failed}`
}

async function main() {
  process.stderr.write('starting the backend on a fresh PGlite data directory…\n')
  const backend = await startBackendProcess()
  const clients: LoopbackClient[] = []
  const clientAt = (address: string) => {
    const client = loopbackClient(backend.url, address)
    clients.push(client)
    return client
  }
  try {
    const stamp = Date.now()
    const readerToken = await signUp(backend.url, `reader-${stamp}@example.test`)
    const searcherToken = await signUp(backend.url, `searcher-${stamp}@example.test`)
    const writerToken = await signUp(backend.url, `writer-${stamp}@example.test`)
    const question = JSON.stringify({ question: synonymQuestion() })
    const chats = bulkChats()
    const hostiles: Hostile[] = [
      {
        name: '(a) regex filter',
        address: '127.0.0.2',
        calls: () => ({ method: 'GET', path: REGEX_FILTER }),
      },
      {
        name: '(b) embed bomb',
        address: '127.0.0.3',
        calls: () => ({ method: 'GET', path: EMBED_BOMB }),
      },
      {
        name: '(c) search_knowledge, 2,000 chars',
        address: '127.0.0.4',
        calls: (i) => ({
          method: 'POST',
          path: '/rest/v1/rpc/search_knowledge',
          body: question,
          token: i % 2 === 0 ? undefined : searcherToken,
        }),
      },
      {
        name: '(d) 1 MiB bulk insert of chats',
        address: '127.0.0.5',
        calls: () => ({ method: 'POST', path: '/rest/v1/chats', body: chats, token: writerToken }),
      },
    ]
    const only = new Set(values.only.split(',').map((letter) => `(${letter.trim()})`))
    const attackers = hostiles.filter((hostile) => only.has(hostile.name.slice(0, 3)))
    const reader = clientAt('127.0.0.1')

    process.stderr.write('the reader alone (5 s, the first second not counted)…\n')
    await readEvery(reader, readerToken, deadline(1))
    const alone = await readEvery(reader, readerToken, deadline(4))

    process.stderr.write(
      `the reader and ${attackers.length} hostile clients, ${LOOPS} requests each (${SECONDS} s)…\n`,
    )
    const stop = deadline(SECONDS)
    const [underAttack, ...attacks] = await Promise.all([
      readEvery(reader, readerToken, stop),
      ...attackers.map((hostile) => attack(clientAt(hostile.address), hostile, stop)),
    ])

    console.log(`LexSetu under hostile load: PGlite, ${SECONDS} s, Node ${process.version}\n`)
    console.log(describeReads('normal read alone          ', alone))
    console.log(describeReads('normal read under attack   ', underAttack))
    console.log(
      '\nhostile client                      sent   2xx   4xx   503  other 5xx  no answer',
    )
    const totals = attacks.map(tally)
    attackers.forEach((hostile, i) => {
      const t = totals[i]
      console.log(
        `${hostile.name.padEnd(34)} ${[
          t.sent,
          t['2xx'],
          t['4xx'],
          t['503'],
          t['other 5xx'],
          t['no answer'],
        ]
          .map((n, j) => String(n).padStart(j === 4 ? 10 : j === 5 ? 10 : 5))
          .join(' ')}`,
      )
    })

    const p95 = summarize(underAttack.latencies).p95
    const serverErrors = totals.reduce((sum, t) => sum + t['other 5xx'], 0)
    const problems = [
      ...(p95 > P95_LIMIT_MS
        ? [`the normal read's p95 ${ms(p95)} is over ${P95_LIMIT_MS} ms`]
        : []),
      ...(underAttack.failed > 0 ? [`${underAttack.failed} normal reads failed`] : []),
      ...(serverErrors > 0
        ? [`${serverErrors} hostile requests were answered with a 5xx other than 503`]
        : []),
    ]
    console.log(problems.length === 0 ? '\nPASS' : `\nFAIL: ${problems.join('; ')}`)
    process.exitCode = problems.length === 0 ? 0 : 1
  } finally {
    for (const client of clients) client.close()
    await backend.stop()
  }
}

/** A stop condition `seconds` from now. */
function deadline(seconds: number): () => boolean {
  const end = performance.now() + seconds * 1000
  return () => performance.now() >= end
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
