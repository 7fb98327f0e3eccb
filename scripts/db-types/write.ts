// npm run db:types — writes src/lib/database.types.ts from the schema: migrates a fresh in-memory
// PGlite database with supabase/migrations (as the backend does) and reads its catalog.
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { migrate } from '../../server/db/migrate'
import { PgliteDriver } from '../../server/db/pglite-driver'
import { databaseTypes, DATABASE_TYPES_FILE } from './database-types'

const db = await PgliteDriver.open({ timeoutMs: 120_000 })
try {
  await migrate(db, fileURLToPath(new URL('../../supabase', import.meta.url)))
  const source = await databaseTypes(db)
  await writeFile(DATABASE_TYPES_FILE, source)
  console.log(`Wrote ${DATABASE_TYPES_FILE} (${source.split('\n').length - 1} lines).`)
} finally {
  await db.close()
}
