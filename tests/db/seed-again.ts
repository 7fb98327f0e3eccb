import path from 'node:path'
import type { Driver } from '../../server/db/driver'
import { readSeedFiles } from '../../server/db/seed-files'

/** Runs the whole seed (config.toml's [db.seed] sql_paths, in order) again, as one transaction. */
export async function seedAgain(db: Driver): Promise<void> {
  const files = await readSeedFiles(path.resolve('supabase'))
  await db.transaction(
    async (tx) => {
      for (const file of files) await tx.exec(file.sql)
    },
    { timeoutMs: 60_000 },
  )
}
