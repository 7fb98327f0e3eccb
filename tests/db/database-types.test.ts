import { readFile } from 'node:fs/promises'
import { expect, it } from 'vitest'
import { DATABASE_TYPES_FILE, databaseTypes } from '../../scripts/db-types/database-types'
import { Rollback } from '../../server/db/driver'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'

describeOnEachDatabase('src/lib/database.types.ts', (target) => {
  const db = useMigratedDatabase(target)

  it('is what `npm run db:types` writes from the migrated schema (run it after a migration)', async () => {
    expect(await databaseTypes(db())).toBe(await readFile(DATABASE_TYPES_FILE, 'utf8'))
  })

  it('follows a migration: a new column the API roles may read and write is typed', async () => {
    const changed = await db().transaction<string>(async (tx) => {
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
