import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import type { Driver } from '../../server/db/driver'
import { PgliteDriver } from '../../server/db/pglite-driver'
import { readServerEnv } from '../../server/env'
import { startBackend } from '../../server/start'
import {
  TEST_DATABASE_URL,
  withClusterBootstrapLock,
  describeOnEachDatabase,
  useMigratedDatabase,
} from '../support/test-databases'
import { demoClient } from './demo-accounts'
import { SEEDED, commitAs, createAccount, demoWorld } from './demo-world'
import { serviceRole, signedIn } from './request-as'

/**
 * The demo client deleted a seeded document, a Premium user created one with that
 * id, and from then on operator_reset_demo() failed with 23505 at every start: the backend no
 * longer started. The sequence is now refused, and a database that already holds such rows (from
 * before the fix, or written by an operator) resets and starts anyway.
 */
const squatter = { id: '23f40000-0000-4000-8000-000000000001', email: 'squatter@example.test' }
const [seededDocument] = SEEDED.documents as [string]

/**
 * Starts the backend on (a copy of) this database, the way `npm run backend` does: migrations,
 * then the demo reset. Returns the demo's world as the started backend sees it.
 */
async function startOn(db: Driver): Promise<unknown> {
  const root = await mkdtemp(path.join(tmpdir(), 'lexsetu-squat-'))
  const settings: Record<string, string> = {
    SUPABASE_DIR: path.resolve('supabase'),
    BACKEND_PORT: '0',
    DATA_DIR: root,
  }
  try {
    if (db instanceof PgliteDriver) {
      const copy = await PgliteDriver.open({
        dataDir: path.join(root, 'pgdata'),
        snapshot: await db.dump(),
        timeoutMs: 60_000,
      })
      await copy.close()
    } else {
      const url = new URL(TEST_DATABASE_URL!)
      url.pathname = `/${(await db.query<{ name: string }>('select current_database() as name')).rows[0]!.name}`
      settings.DATABASE_URL = url.toString()
    }
    const env = readServerEnv(settings)
    const running = await (db instanceof PgliteDriver
      ? startBackend(env)
      : withClusterBootstrapLock(() => startBackend(env)))
    try {
      return await demoWorld(running.db)
    } finally {
      await running.close()
    }
  } finally {
    await rm(root, { recursive: true, force: true })
  }
}

describeOnEachDatabase('squatting the demo’s seeded ids', (target) => {
  // The demo reset runs whole inside one statement here; on a busy machine with other PGlite files
  // running it has taken over the default 10 s, which says nothing about what this file checks.
  const db = useMigratedDatabase(target, { timeoutMs: 60_000 })

  it(
    'refuses the squatting sequence; the reset and a start still restore the seed',
    { timeout: 120_000 },
    async () => {
      await createAccount(db(), squatter, { plan: 'premium' })
      const before = await demoWorld(db())
      await expect(
        commitAs(db(), signedIn(demoClient), 'delete from public.documents where id = $1', [
          seededDocument,
        ]),
      ).rejects.toMatchObject({ code: 'LS030' })
      // Whether the seeded row is there or not, its id is not anyone's to take.
      await expect(
        commitAs(
          db(),
          signedIn(squatter),
          `insert into public.documents (id, template, title) values ($1, 'affidavit', 'Mine now')`,
          [seededDocument],
        ),
      ).rejects.toMatchObject({ code: 'LS028' })
      await commitAs(db(), serviceRole, 'select public.operator_reset_demo()')
      expect(await demoWorld(db())).toEqual(before)
      expect(await startOn(db())).toEqual(before)
    },
  )

  it(
    'resets and starts when others already hold seeded ids (rows from before the fix, or an operator’s)',
    { timeout: 120_000 },
    async () => {
      const before = await demoWorld(db())
      // Written as the table owner, as such rows were before the fix: the squatter holds a seeded
      // document, chat, thread (answered by someone else) and message of the demo.
      await db().transaction(async (tx) => {
        await tx.query('delete from public.documents where id = $1', [seededDocument])
        await tx.query(
          `insert into public.documents (id, owner_id, template, title) values ($1, $2, 'affidavit', 'Mine now')`,
          [seededDocument, squatter.id],
        )
        await tx.query('delete from public.chats where id = $1', [SEEDED.chat])
        await tx.query(
          `insert into public.chats (id, owner_id, title) values ($1, $2, 'My chat now')`,
          [SEEDED.chat, squatter.id],
        )
        await tx.query('delete from public.forum_replies where thread_id = $1', [SEEDED.thread])
        await tx.query('delete from public.forum_threads where id = $1', [SEEDED.thread])
        await tx.query(
          `insert into public.forum_threads (id, author_id, title, body, categories, created_at)
           values ($1, $2, 'The squatter asks a question', 'A thread written under a seeded id.', '{Civil Law}', now() - interval '2 hours')`,
          [SEEDED.thread, squatter.id],
        )
        await tx.query(
          `insert into public.forum_replies (thread_id, author_id, body) values ($1, $2, 'An answer.')`,
          [SEEDED.thread, SEEDED.advocate],
        )
        await tx.query('delete from public.messages where id = $1', [SEEDED.message])
        await tx.query(
          `insert into public.consultations (client_id, advocate_id, category, description, mode, preferred_at, status)
           values ($1, $2, 'Civil Law', 'The squatter asks a seeded advocate.', 'chat', now() + interval '1 day', 'accepted')`,
          [squatter.id, SEEDED.advocate],
        )
        await tx.query(
          `insert into public.messages (id, conversation_id, sender_id, body)
           select $1, c.id, c.client_id, 'A message under a seeded id.' from public.conversations as c
           where c.client_id = $2`,
          [SEEDED.message, squatter.id],
        )
      })
      expect(await demoWorld(db())).not.toEqual(before)

      expect(await startOn(db())).toEqual(before)
      await commitAs(db(), serviceRole, 'select public.operator_reset_demo()')
      expect(await demoWorld(db())).toEqual(before)
    },
  )
})
