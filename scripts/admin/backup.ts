// `npm run admin -- backup` and `restore`: the whole PostgreSQL database of DATABASE_URL in one
// pg_dump custom-format file, and back. The password travels in PGPASSWORD, never on the command
// line (where `ps` shows it) or in the output.
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { UsageError } from './target.ts'

/** PostgreSQL 15's client tools as Debian installs them; PG_BIN overrides, else the PATH. */
const DEBIAN_PG_BIN = '/usr/lib/postgresql/15/bin'

export type DatabaseTools = {
  /** Writes a backup into `dir` and returns its path. */
  backup: (dir: string) => Promise<string>
  /** Replaces the database's contents with the backup's. */
  restore: (file: string) => Promise<void>
}

type ToolOptions = { databaseUrl: string; pgBin?: string; now?: () => Date }

function toolPath(name: 'pg_dump' | 'pg_restore', pgBin: string | undefined): string {
  if (pgBin) return path.join(pgBin, name)
  const debian = path.join(DEBIAN_PG_BIN, name)
  return existsSync(debian) ? debian : name
}

/** lexsetu-20261128-051502.dump, in UTC: sorts by time, and says when. */
export function backupName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-')
  return `lexsetu-${stamp}.dump`
}

/** The URL without its password, and the password for PGPASSWORD. */
function splitPassword(databaseUrl: string): { url: string; password: string } {
  let url: URL
  try {
    url = new URL(databaseUrl)
  } catch {
    throw new UsageError('DATABASE_URL is not a URL (postgresql://user:password@host:5432/db).')
  }
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { url: url.toString(), password }
}

function runTool(file: string, args: string[], password: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { env: { ...process.env, PGPASSWORD: password }, maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (!error) return resolve()
        const missing = (error as NodeJS.ErrnoException).code === 'ENOENT'
        reject(
          new Error(
            missing
              ? `${path.basename(file)} was not found: install PostgreSQL's client tools (Debian: postgresql-client-15) or set PG_BIN.`
              : `${path.basename(file)} failed: ${stderr.trim() || error.message}`,
          ),
        )
      },
    )
  })
}

/** Backup and restore of the database at `databaseUrl`, with PostgreSQL's own tools. */
export function databaseTools({ databaseUrl, pgBin, now = () => new Date() }: ToolOptions) {
  const { url, password } = splitPassword(databaseUrl)
  return {
    async backup(dir: string) {
      mkdirSync(dir, { recursive: true })
      const file = path.resolve(dir, backupName(now()))
      await runTool(
        toolPath('pg_dump', pgBin),
        ['--format=custom', '--no-password', `--file=${file}`, `--dbname=${url}`],
        password,
      )
      return file
    },
    async restore(file: string) {
      if (!existsSync(file)) throw new UsageError(`No backup file at ${file}.`)
      // One transaction: a restore that fails leaves the database as it was.
      await runTool(
        toolPath('pg_restore', pgBin),
        [
          '--clean',
          '--if-exists',
          '--single-transaction',
          '--exit-on-error',
          '--no-password',
          `--dbname=${url}`,
          file,
        ],
        password,
      )
    },
  } satisfies DatabaseTools
}

/** The tools for DATABASE_URL; a usage error without it (the embedded PGlite has no pg_dump). */
export function databaseToolsFromEnv(env: NodeJS.ProcessEnv): DatabaseTools {
  const databaseUrl = env.DATABASE_URL?.trim()
  if (!databaseUrl)
    throw new UsageError(
      'Set DATABASE_URL to the PostgreSQL database to back up or restore (postgresql://user:password@host:5432/db). ' +
        'The embedded PGlite database of `npm run dev` is a folder (DATA_DIR): copy it while the backend is stopped.',
    )
  return databaseTools({ databaseUrl, pgBin: env.PG_BIN?.trim() || undefined })
}
