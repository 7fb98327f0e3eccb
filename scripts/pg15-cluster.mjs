// A throwaway PostgreSQL 15 cluster (see scripts/pg15.mjs for the command line): initdb in a temp
// dir, a free port on 127.0.0.1, fsync off, a random password, one database. initdb refuses to run
// as root, so as root the cluster belongs to the `postgres` user (runuser).
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

const run = promisify(execFile)
const DEFAULT_BIN = '/usr/lib/postgresql/15/bin'

/**
 * The cluster's superuser, as in Supabase's image: postgres is an ordinary role there, which
 * server/db/bootstrap.sql creates and the migrations run as.
 */
const SUPERUSER = 'supabase_admin'

/** Where initdb/pg_ctl live: PG_BIN, else Debian's postgresql-15 location. */
export function findPgBin(env = process.env) {
  const dir = env.PG_BIN || DEFAULT_BIN
  if (!fs.existsSync(path.join(dir, 'initdb'))) {
    throw new Error(
      `PostgreSQL binaries not found in ${dir}. Install them (apt-get install -y postgresql-15) or set PG_BIN.`,
    )
  }
  return dir
}

/** A port the OS just handed out on 127.0.0.1 (released again for Postgres to take). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address())
      server.close(() => resolve(port))
    })
  })
}

export async function postgresOwner() {
  if (process.getuid?.() !== 0) return undefined
  const ids = async (flag) => Number((await run('id', [flag, 'postgres'])).stdout.trim())
  try {
    return { uid: await ids('-u'), gid: await ids('-g') }
  } catch {
    throw new Error(
      'Running as root, but there is no `postgres` user to own the cluster (initdb refuses root).',
    )
  }
}

/** Runs a PostgreSQL binary, as the `postgres` user when we are root. */
function pgCommand(bin, owner, tool, args) {
  const file = path.join(bin, tool)
  return owner ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args)
}

async function createDatabase(port, password, database) {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: SUPERUSER,
    password,
    database: 'postgres',
  })
  await client.connect()
  try {
    await client.query(`create database "${database.replaceAll('"', '""')}"`)
  } finally {
    await client.end()
  }
}

/**
 * Starts a fresh cluster and creates `database`. Returns its URL and a stop() that shuts the
 * server down and deletes every file of it.
 */
export async function startPg15({
  database = 'lexsetu',
  log = (line) => process.stderr.write(`${line}\n`),
} = {}) {
  const bin = findPgBin()
  const owner = await postgresOwner()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexsetu-pg15-'))
  const dataDir = path.join(dir, 'data')
  const password = randomBytes(18).toString('base64url')
  const pwfile = path.join(dir, 'pwfile')
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 })
  if (owner) {
    fs.chownSync(dir, owner.uid, owner.gid)
    fs.chownSync(pwfile, owner.uid, owner.gid)
  }
  const cluster = { dir, dataDir, bin, owner, port: 0, url: '' }
  const stop = () => stopCluster(cluster)
  try {
    const initArgs = [
      '-D',
      dataDir,
      '-U',
      SUPERUSER,
      '--pwfile',
      pwfile,
      '-A',
      'scram-sha-256',
      '-E',
      'UTF8',
    ]
    await pgCommand(bin, owner, 'initdb', [...initArgs, '--locale=C.UTF-8', '--no-sync'])
    fs.rmSync(pwfile)
    for (let attempt = 1; ; attempt++) {
      cluster.port = await freePort()
      const serverOptions = `-k ${dir} -h 127.0.0.1 -p ${cluster.port} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
      const logFile = path.join(dir, 'server.log')
      try {
        await pgCommand(bin, owner, 'pg_ctl', [
          '-D',
          dataDir,
          '-l',
          logFile,
          '-w',
          '-t',
          '30',
          '-o',
          serverOptions,
          'start',
        ])
        break
      } catch (error) {
        // Another process may have taken the port between freePort() and the server's bind.
        if (attempt >= 3)
          throw new Error(`PostgreSQL did not start: ${fs.readFileSync(logFile, 'utf8').trim()}`, {
            cause: error,
          })
      }
    }
    await createDatabase(cluster.port, password, database)
    cluster.url = `postgresql://${SUPERUSER}:${password}@127.0.0.1:${cluster.port}/${database}`
    log(`PostgreSQL 15 cluster in ${dir} on 127.0.0.1:${cluster.port}, database ${database}`)
    return { url: cluster.url, port: cluster.port, dir, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Stops the server (if running) and deletes every file of the cluster. */
export async function stopCluster({ dir, dataDir, bin, owner }) {
  if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
    await pgCommand(bin, owner, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(
      () => undefined,
    )
  }
  fs.rmSync(dir, { recursive: true, force: true })
}
