// A throwaway PostgreSQL 15 cluster for tests. Hosted Supabase runs Postgres 15 and PGlite runs 18:
// the migrations and policy tests run on both (tests/README.md, "Backend").
//
//   node scripts/pg15.mjs start            prints the database URL on stdout (state kept for `stop`)
//   node scripts/pg15.mjs stop             stops the cluster `start` left running and deletes it
//   node scripts/pg15.mjs run -- <cmd…>    start, run cmd with TEST_DATABASE_URL set, stop
//   node scripts/pg15.mjs run --if-available -- <cmd…>
//                                          the same, but runs cmd without PostgreSQL when it cannot
//                                          start (unless TEST_REQUIRE_PG15=1); npm test uses this
//
// Programmatic: startPg15() in pg15-cluster.mjs.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { findPgBin, postgresOwner, startPg15, stopCluster } from './pg15-cluster.mjs'

const STATE_FILE = fileURLToPath(new URL('../node_modules/.tmp/lexsetu-pg15.json', import.meta.url))

/** Stops a cluster started by another process (`start` then `stop`). */
async function stopPg15FromState(stateFile = STATE_FILE) {
  if (!fs.existsSync(stateFile)) return false
  const state = JSON.parse(fs.readFileSync(stateFile, 'utf8'))
  await stopCluster(state)
  fs.rmSync(stateFile, { force: true })
  return true
}

/** The cluster for `run`: none when TEST_DATABASE_URL is given; with ifAvailable, none when it cannot start. */
async function clusterForRun({ ifAvailable }) {
  if (process.env.TEST_DATABASE_URL) return undefined
  try {
    return await startPg15()
  } catch (error) {
    // CI sets TEST_REQUIRE_PG15=1: there a missing PostgreSQL is a failure, not a skip.
    if (!ifAvailable || process.env.TEST_REQUIRE_PG15 === '1') throw error
    process.stderr.write(`PostgreSQL 15 unavailable, its tests are skipped: ${error.message}\n`)
    return undefined
  }
}

/**
 * Starts a cluster, runs `command` with TEST_DATABASE_URL set, stops the cluster; resolves to the
 * command's exit code. Signals go to the command, and the cluster is removed whatever happens.
 */
async function runWithPg15(command, { ifAvailable = false } = {}) {
  let child
  let interrupted = false
  const forward = (signal) => (child ? child.kill(signal) : (interrupted = true))
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  const cluster = await clusterForRun({ ifAvailable })
  try {
    if (interrupted) return 130
    child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, ...(cluster ? { TEST_DATABASE_URL: cluster.url } : {}) },
    })
    return await new Promise((resolve) => {
      child.on('error', (error) => {
        process.stderr.write(`could not start ${command[0]}: ${error.message}\n`)
        resolve(1)
      })
      child.on('close', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)))
    })
  } finally {
    process.off('SIGINT', forward)
    process.off('SIGTERM', forward)
    await cluster?.stop()
  }
}

async function main([command, ...rest]) {
  if (command === 'start') {
    const cluster = await startPg15()
    const owner = await postgresOwner()
    fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true })
    const state = {
      dir: cluster.dir,
      dataDir: path.join(cluster.dir, 'data'),
      bin: findPgBin(),
      owner,
    }
    fs.writeFileSync(STATE_FILE, JSON.stringify(state), { mode: 0o600 })
    process.stdout.write(`${cluster.url}\n`)
    return 0
  }
  if (command === 'stop') {
    const stopped = await stopPg15FromState()
    process.stderr.write(
      stopped ? 'PostgreSQL 15 cluster stopped and deleted\n' : 'no cluster to stop\n',
    )
    return 0
  }
  const ifAvailable = rest[0] === '--if-available'
  const [separator, ...runCommand] = ifAvailable ? rest.slice(1) : rest
  if (command === 'run' && separator === '--' && runCommand.length > 0) {
    return runWithPg15(runCommand, { ifAvailable })
  }
  process.stderr.write(
    'usage: node scripts/pg15.mjs start | stop | run [--if-available] -- <command…>\n',
  )
  return 2
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
      process.exitCode = 1
    },
  )
}
