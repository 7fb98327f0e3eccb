import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { isAlive } from '../../server/db/lock'
import { migrate } from '../../server/db/migrate'
import { PgliteDriver } from '../../server/db/pglite-driver'

/**
 * The migrated and seeded PGlite database, as a dump cached under a hash of everything that
 * shapes it: the migrations, the seeds and config.toml (which lists them), the code that applies
 * them (server/db), this file and PGlite's version. The function and the knowledge sources are
 * left out: the knowledge base reaches the database only through the migration generated from it.
 * Vitest, the assistant eval and the end-to-end backends start from it instead of migrating (~20 s
 * of CPU each), and a second `npm test` with the same migrations builds nothing.
 */
const CACHE_DIR = path.resolve('node_modules/.cache/lexsetu')
const PREFIX = 'pglite-migrated-'
/** The same build's database before its first migration: what a new PGlite data directory holds. */
const NEW_PREFIX = 'pglite-new-'
const INPUTS = [
  'supabase/migrations',
  'supabase/seeds',
  'supabase/config.toml',
  'server/db',
  'tests/support/migrated-snapshot.ts',
  'node_modules/@electric-sql/pglite/package.json',
]
const BUILD_TIMEOUT_MS = 300_000

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  )

async function filesUnder(entry: string): Promise<string[]> {
  const entries = await readdir(entry, { withFileTypes: true }).catch(() => null)
  if (!entries) return [entry]
  const nested = await Promise.all(
    entries
      .filter((child) => !child.name.endsWith('.test.ts'))
      .map((child) => filesUnder(path.join(entry, child.name))),
  )
  return nested.flat().sort()
}

async function inputsHash(): Promise<string> {
  const hash = createHash('sha256')
  for (const input of INPUTS) {
    for (const file of await filesUnder(path.resolve(input))) {
      hash
        .update(path.relative(process.cwd(), file))
        .update('\0')
        .update(await readFile(file))
    }
  }
  return hash.digest('hex').slice(0, 16)
}

/** Takes the build lock (mkdir is atomic); a lock whose owner died is taken over. */
async function tryLock(lock: string): Promise<boolean> {
  try {
    await mkdir(lock)
    await writeFile(path.join(lock, 'pid'), String(process.pid))
    return true
  } catch {
    const owner = Number(await readFile(path.join(lock, 'pid'), 'utf8').catch(() => ''))
    if (owner > 0 && !isAlive(owner)) await rm(lock, { recursive: true, force: true })
    return false
  }
}

/** Written aside and renamed: a reader sees all of it or none. */
async function writeWhole(file: string, bytes: Uint8Array): Promise<void> {
  await writeFile(`${file}.part`, bytes)
  await rename(`${file}.part`, file)
}

/**
 * Where the build that wrote the migrated dump `file` put the dump of the new database it was
 * migrated from: opening it takes ~1 s of CPU where creating a database takes ~4.
 */
export const newDatabaseFileOf = (file: string) => file.replace(PREFIX, NEW_PREFIX)

/** Writes `file` and, first, the new database it was migrated from (newDatabaseFileOf). */
async function build(file: string): Promise<void> {
  const db = await PgliteDriver.open({ timeoutMs: 120_000 })
  try {
    await writeWhole(newDatabaseFileOf(file), await db.dump())
    await migrate(db, path.resolve('supabase'))
    await writeWhole(file, await db.dump())
  } finally {
    await db.close()
  }
  // Dumps of older migrations are ~90 MB each: only the newest build is kept.
  const keep = [file, newDatabaseFileOf(file)].map((kept) => path.basename(kept))
  for (const name of await readdir(CACHE_DIR)) {
    const built = name.startsWith(PREFIX) || name.startsWith(NEW_PREFIX)
    if (built && !keep.includes(name) && !name.endsWith('.lock')) {
      await rm(path.join(CACHE_DIR, name), { force: true })
    }
  }
}

/** The path of the cached dump, built first (by one process, the others waiting) when missing. */
export async function migratedSnapshotFile(): Promise<string> {
  const file = path.join(CACHE_DIR, `${PREFIX}${await inputsHash()}.tar`)
  const lock = `${file}.lock`
  await mkdir(CACHE_DIR, { recursive: true })
  for (const deadline = Date.now() + BUILD_TIMEOUT_MS; Date.now() < deadline; ) {
    if (await exists(file)) return file
    if (await tryLock(lock)) {
      try {
        await build(file)
        return file
      } finally {
        await rm(lock, { recursive: true, force: true })
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no migrated snapshot at ${file} after ${BUILD_TIMEOUT_MS / 60_000} minutes`)
}

/** The cached dump's bytes: what PgliteDriver.open({ snapshot }) starts from. */
export async function readMigratedSnapshot(): Promise<Uint8Array> {
  return new Uint8Array(await readFile(await migratedSnapshotFile()))
}

// `node --import tsx tests/support/migrated-snapshot.ts` prints the cached dump's path, building it
// when missing (scripts/e2e-backend.mjs starts the end-to-end backends from it).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await migratedSnapshotFile())
}
