// npm run bench:start
//
// Cold start of `npm start` on PostgreSQL 15, from the process starting to GET /health answering
// 200. A throwaway cluster (scripts/pg15-cluster.mjs) and dist/ built first (a build is a step of
// a deploy, not of a start; server/site/build.ts); then server/serve.ts three times on one
// database: the first start creates Supabase's roles and applies every migration and the seed,
// the next ones find them applied. Exits 1 when a start takes over 10 s (issue: ≤ 10 s on 2 cores).
import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'

type Cluster = { url: string; stop: () => Promise<void> }
/** Not a static import: scripts/ is plain JavaScript without declarations. */
const PG15_CLUSTER = '../scripts/pg15-cluster.mjs'

const LIMIT_MS = 10_000
const STARTS = 3

/** Starts npm start on `databaseUrl`, waits until /health is 200, stops it; the milliseconds it took. */
async function coldStart(databaseUrl: string): Promise<number> {
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, HOST: '127.0.0.1', PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = once(child, 'exit')
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`)
      const url = /"event":"ready","url":"(http:\/\/[^"]+)"/.exec(output)?.[1]
      const healthy = url && (await fetch(`${url}/health`).catch(() => undefined))?.status === 200
      if (healthy) return performance.now() - started
      if (performance.now() - started > 120_000)
        throw new Error(`no /health after 120 s:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
  }
}

const built = spawnSync(process.execPath, ['--import', 'tsx', 'server/site/build.ts'], {
  stdio: 'inherit',
})
if (built.status !== 0) throw new Error('the build failed')
const { startPg15 } = (await import(PG15_CLUSTER)) as { startPg15: () => Promise<Cluster> }
const cluster = await startPg15()
try {
  const times: number[] = []
  for (let i = 0; i < STARTS; i++) times.push(await coldStart(cluster.url))
  console.log(`npm start on PostgreSQL 15, to GET /health 200 (limit ${LIMIT_MS / 1000} s):`)
  times.forEach((ms, i) =>
    console.log(
      `  ${i === 0 ? 'a new database (roles, migrations, seed)' : 'the same database again'}: ${(ms / 1000).toFixed(1)} s`,
    ),
  )
  if (times.some((ms) => ms > LIMIT_MS)) process.exitCode = 1
} finally {
  await cluster.stop()
}
