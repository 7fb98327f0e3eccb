import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_TYPES_FILE, databaseTypes } from '../../scripts/db-types/database-types'
import { Rollback } from '../../server/db/driver'
import { openPgliteSnapshot, type TestDatabase } from '../support/test-databases'

// `npm run db:types` reads a PGlite database, so the file is compared with what PGlite reads.
describe('src/lib/database.types.ts', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openPgliteSnapshot()
  })
  afterAll(() => database.close())

  it('is what `npm run db:types` writes from the migrated schema (run it after a migration)', async () => {
    expect(await databaseTypes(database.db)).toBe(await readFile(DATABASE_TYPES_FILE, 'utf8'))
  })

  it('follows a migration: a new column the API roles may read and write is typed', async () => {
    const changed = await database.db.transaction<string>(async (tx) => {
      await tx.exec(`
        alter table public.documents add column court text not null default 'District Court';
        grant select (court), update (court) on public.documents to authenticated;`)
      throw new Rollback(await databaseTypes(tx))
    })
    const documents = changed.slice(changed.indexOf('      documents: {'))
    expect(documents).toMatch(/Row: \{[^}]*\n {10}court: string\n/)
    expect(documents).toMatch(/Update: \{[^}]*\n {10}court\?: string\n/)
    expect(documents).toMatch(/Insert: \{(?![^}]*court)/)
  })
})
