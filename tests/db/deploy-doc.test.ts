import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { demoClient } from './demo-accounts'
import { commitAs, demoWorld } from './demo-world'
import { signedIn } from './request-as'

const MARKER = '<!-- demo-reset-job: tests/db/deploy-doc.test.ts runs this block -->'

/** The SQL that docs/deploy.md asks pg_cron to run, as the doc prints it. */
function demoResetJob(): string {
  const doc = readFileSync('docs/deploy.md', 'utf8')
  const after = doc.slice(doc.indexOf(MARKER) + MARKER.length)
  const block = /```sql\n([\s\S]*?)```/.exec(after)?.[1] ?? ''
  const job = /\$job\$([\s\S]*?)\$job\$/.exec(block)?.[1]
  if (!doc.includes(MARKER) || !job) throw new Error('docs/deploy.md has no demo reset job block')
  return job
}

/**
 * docs/deploy.md's demo reset for hosted Supabase: pg_cron is not here, so the job's SQL runs as
 * pg_cron would run it, as postgres (who schedules it on a hosted project).
 */
describeOnEachDatabase('the demo reset job of docs/deploy.md', (target) => {
  const db = useMigratedDatabase(target)

  it('removes what a visitor added to a demo account and restores the seed', async () => {
    const seeded = await demoWorld(db())
    await commitAs(
      db(),
      signedIn(demoClient),
      `insert into public.forum_threads (title, body, categories)
       values ('A visitor asks about rent', 'Typed into the shared demo by a visitor.', '{Civil Law}')`,
    )
    expect(await demoWorld(db())).not.toEqual(seeded)

    await db().transaction(async (tx) => {
      await tx.query(`select set_config('role', 'postgres', true)`)
      await tx.exec(demoResetJob())
    })
    expect(await demoWorld(db())).toEqual(seeded)
  })
})
