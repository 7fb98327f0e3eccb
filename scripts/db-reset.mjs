// npm run db:reset — wipe the embedded database in DATA_DIR (default .data/db) so that the next
// start creates it again and applies the migrations and the seed (supabase/seeds/). Refuses while
// a backend holds the data-dir lock. Runs under tsx (node --import tsx) to share server/ code.
import fs from 'node:fs'
import path from 'node:path'
import { DataDirLockedError, lockDataDir } from '../server/db/lock.ts'
import { readServerEnv } from '../server/env.ts'

function reset() {
  const env = readServerEnv()
  const dir = path.resolve(env.DATA_DIR)
  if (env.DATABASE_URL) {
    console.warn(
      'DATABASE_URL is set: the PostgreSQL database it names is NOT touched (drop and recreate it yourself).',
    )
  }
  if (!fs.existsSync(dir)) {
    console.log(`Nothing to reset: ${dir} does not exist.`)
    return 0
  }
  let release
  try {
    release = lockDataDir(dir)
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    console.error(`Not resetting: ${error.message}`)
    return 1
  }
  try {
    // Only what the backend creates there, so that a DATA_DIR pointing at a wrong folder loses nothing else.
    fs.rmSync(path.join(dir, 'pgdata'), { recursive: true, force: true })
  } finally {
    release()
  }
  if (fs.readdirSync(dir).length === 0) fs.rmdirSync(dir)
  console.log(
    `Reset ${dir}: the next start creates the database and applies the migrations and the seed.`,
  )
  return 0
}

try {
  process.exitCode = reset()
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exitCode = 1
}
