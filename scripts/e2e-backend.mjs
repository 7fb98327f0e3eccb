// The end-to-end tests' servers, started by playwright.config.ts, each on a fresh database:
// - `node scripts/e2e-backend.mjs app`: the app and its API on one origin (server/serve.ts, which
//   serves the dist/ built for it). With TEST_DATABASE_URL (the full tier runs Playwright under
//   scripts/pg15.mjs) it runs as production does, `npm start` on a new PostgreSQL database of that
//   server, migrated at start-up and dropped when the app stops; without, `npm start -- --demo`.
// - `node scripts/e2e-backend.mjs`: the backend alone (server/index.ts, `npm run backend`).
// A PGlite database is a copy of the migrated one in a temporary DATA_DIR, deleted when the server
// stops. Playwright stops it with SIGTERM to the whole process group; the server finishes its
// in-flight requests and exits, then this script cleans up. Folders left by a run that was killed
// outright are removed by the next run.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

const PREFIX = 'lexsetu-e2e-'
const OWNER_FILE = 'owner.pid'

/** Running (a zombie, killed but not yet reaped, counts as gone). */
function isAlive(pid) {
  try {
    process.kill(pid, 0)
  } catch (error) {
    return error.code === 'EPERM'
  }
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return true // no /proc (not Linux): trust kill()
  }
}

/** Removes earlier runs' folders whose owner process is gone. */
function removeStaleDataDirs() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(PREFIX)) continue
    const dir = path.join(os.tmpdir(), name)
    try {
      const owner = Number(fs.readFileSync(path.join(dir, OWNER_FILE), 'utf8'))
      if (Number.isInteger(owner) && owner > 0 && !isAlive(owner)) {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    } catch {
      // no owner file yet (a run starting right now) or already gone: not ours to judge
    }
  }
}

/**
 * Fills `dataDir`'s database folder with the cached migrated dump (tests/support/migrated-snapshot.ts,
 * which Vitest's run has usually built already): the backend then finds every migration applied,
 * instead of spending ~20 s of CPU on them while the other backend and the browsers start.
 */
function startFromMigratedSnapshot(dataDir) {
  const snapshot = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join('tests', 'support', 'migrated-snapshot.ts')],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  ).trim()
  const pgdata = path.join(dataDir, 'pgdata')
  fs.mkdirSync(pgdata)
  // stderr is kept for a failure's message: tar warns of every dump's leading '/' otherwise.
  execFileSync('tar', ['-xf', snapshot, '-C', pgdata], { stdio: ['ignore', 'ignore', 'pipe'] })
}

/** Runs one statement as the admin of the TEST_DATABASE_URL server. */
async function onServer(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** A new, empty database on the admin URL's server: its URL and how to drop it. */
async function newPostgresDatabase(adminUrl) {
  const name = `lexsetu_e2e_${process.pid}`
  await onServer(adminUrl, `drop database if exists ${name} with (force)`)
  await onServer(adminUrl, `create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => onServer(adminUrl, `drop database if exists ${name} with (force)`),
  }
}

removeStaleDataDirs()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), PREFIX))
fs.writeFileSync(path.join(dataDir, OWNER_FILE), String(process.pid))
const app = process.argv[2] === 'app'
const postgres =
  app && process.env.TEST_DATABASE_URL
    ? await newPostgresDatabase(process.env.TEST_DATABASE_URL)
    : undefined
if (!postgres) startFromMigratedSnapshot(dataDir)

const entry = app
  ? [path.join('server', 'serve.ts'), ...(postgres ? [] : ['--demo'])]
  : [path.join('server', 'index.ts')]
const backend = spawn(process.execPath, ['--import', 'tsx', ...entry], {
  stdio: 'inherit',
  // Both Playwright workers' browsers and the specs' own calls come from 127.0.0.1: one client to
  // the load shedding, whose per-client bound is meant for one person's browser.
  env: {
    MAX_REQUESTS_PER_CLIENT: '32',
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? '',
  },
})

const removeDataDir = async () => {
  fs.rmSync(dataDir, { recursive: true, force: true })
  await postgres?.drop().catch((error) => console.error(`e2e backend: ${error.message}`))
}

// Playwright's SIGTERM (and a terminal's Ctrl-C) go to the whole process group, so the backend
// gets them itself; a signal sent to this process alone (`kill <pid>`) is passed on as SIGTERM,
// which the backend ignores when it is already stopping (a second SIGINT would make it quit at
// once, without finishing its requests).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (backend.exitCode === null && backend.signalCode === null) backend.kill('SIGTERM')
  })
}

backend.on('error', async (error) => {
  console.error(`e2e backend: could not start: ${error.message}`)
  await removeDataDir()
  process.exit(1)
})
backend.on('exit', async (code, signal) => {
  await removeDataDir()
  process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1))
})
