import { expect, it } from 'vitest'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { demoAdvocate, demoClient } from './demo-accounts'
import { SEEDED, commitAs, createAccount, demoWorld } from './demo-world'
import { serviceRole, signedIn } from './request-as'

/**
 * operator_purge_demo(max_rows): what visitors created with the demo accounts goes in batches, so
 * that the start-up, the 15-minute timer and the CLI never meet a reset too big for one statement
 * timeout (250,000 chats made the start-up reset time out, and the backend exited).
 */
const STATEMENT_TIMEOUT_MS = 8000 // STATEMENT_TIMEOUT_MS's default (server/env.ts)
const stranger = {
  id: '23b00000-0000-4000-8000-000000000001',
  email: 'stranger.purge@example.test',
}

/** 20,000 messages in the visitors' chats (within the cap of 200 a chat). */
const CHAT_MESSAGES = `insert into public.chat_messages (chat_id, owner_id, role, content, created_at)
   select c.id, c.owner_id, case when i % 2 = 1 then 'user' else 'assistant' end, 'Message ' || i,
     now() - interval '1 day' + i * interval '1 second'
   from public.chats as c, generate_series(1, 200) as i
   where c.owner_id = '${demoClient.id}' and c.title like 'A visitor''s chat %'`

/** Feedback on the replies of ten of those chats: it must go first, counted, not by cascade. */
const FEEDBACK = `insert into public.assistant_feedback (reply_id, owner_id, helpful, note)
   select m.id, m.owner_id, false, 'Not what I asked.'
   from public.chat_messages as m join public.chats as c on c.id = m.chat_id
   where c.owner_id = '${demoClient.id}' and m.role = 'assistant'
     and c.title in (select 'A visitor''s chat ' || i from generate_series(1, 10) as i)`

/**
 * Some 22,000 rows, as visitors of both demo accounts could leave them within the caps (as history:
 * old enough for the rate limits), and a stranger's answers to their threads.
 */
const VISITORS = [
  `insert into public.chats (owner_id, title)
   select '${demoClient.id}', 'A visitor''s chat ' || i from generate_series(1, 100) as i`,
  `insert into public.forum_threads (author_id, title, body, categories, created_at)
   select '${demoClient.id}', 'A visitor asks question ' || i, 'A question a visitor typed into the demo.',
     '{Civil Law}', now() - interval '2 hours'
   from generate_series(1, 40) as i`,
  `insert into public.forum_replies (thread_id, author_id, body, created_at)
   select t.id, '${stranger.id}', 'A stranger answers.', now() - interval '90 minutes'
   from public.forum_threads as t, generate_series(1, 3)
   where t.title like 'A visitor asks question %'`,
  `insert into public.forum_replies (thread_id, author_id, body, created_at)
   select '${SEEDED.otherThread}', '${demoAdvocate.id}', 'The demo advocate answers ' || i,
     now() - interval '2 hours'
   from generate_series(1, 300) as i`,
  `insert into public.forum_thread_votes (thread_id, user_id)
   select id, '${demoAdvocate.id}' from public.forum_threads where title like 'A visitor asks question %'`,
  `insert into public.forum_reports (thread_id, reporter_id, reason)
   select id, '${demoClient.id}', 'spam' from public.forum_threads where id::text like 'd3f10000-%' and id <> '${SEEDED.thread}' and id <> '${SEEDED.anonymousThread}'`,
  `insert into public.documents (owner_id, template, title)
   select '${demoClient.id}', 'affidavit', 'A visitor''s affidavit ' || i from generate_series(1, 150) as i`,
  `insert into public.upgrade_requests (user_id, invoice_name) values ('${demoAdvocate.id}', 'A Visitor')`,
  // Accepted consultations with the seed's fictional advocates, with messages both ways.
  `insert into public.consultations (client_id, advocate_id, category, description, mode, preferred_at, status, accepted_at)
   select '${demoClient.id}', p.id, 'Civil Law', 'A visitor asks a seeded advocate in the demo.', 'chat',
     now() + interval '1 day', 'accepted', now()
   from public.advocate_profiles as p where p.id::text like 'd3ad0000-%' order by p.id limit 20`,
  `insert into public.messages (conversation_id, sender_id, body, created_at)
   select c.id, case when i % 2 = 1 then c.client_id else c.advocate_id end, 'Message ' || i,
     now() - interval '1 hour'
   from public.conversations as c, generate_series(1, 10) as i
   where c.client_id = '${demoClient.id}' and c.id <> '${SEEDED.conversation}'`,
]

describeOnEachDatabase('purging the demo accounts in batches', (target) => {
  const db = useMigratedDatabase(target, { timeoutMs: STATEMENT_TIMEOUT_MS })

  const purge = async (maxRows = 5000) =>
    (
      (await commitAs(db(), serviceRole, 'select public.operator_purge_demo($1) as n', [
        maxRows,
      ])) as { n: number }[]
    )[0]!.n

  it(
    'removes 20,000+ visitor rows in calls of at most 5,000, then the reset has nothing left to remove, each under the statement timeout',
    { timeout: 180_000 },
    async () => {
      await createAccount(db(), stranger)
      const before = await demoWorld(db())
      const visitorRows = await db().transaction(
        async (tx) => {
          let rows = 0
          for (const sql of VISITORS) rows += (await tx.query(sql)).rowCount
          // What the visitors' replies and messages notified the demo accounts of is theirs too.
          const notified = await tx.query<{ n: number }>(
            'select count(*)::int as n from public.notifications where user_id = any ($1)',
            [[demoClient.id, demoAdvocate.id]],
          )
          rows += notified.rows[0]!.n
          // The bulk of it, without triggers (PGlite takes minutes to write 20,000 messages one
          // chat update at a time); the counts on visitors' chats do not matter here.
          await tx.query('set local session_replication_role = replica')
          rows += (await tx.query(CHAT_MESSAGES)).rowCount
          rows += (await tx.query(FEEDBACK)).rowCount
          return rows
        },
        { timeoutMs: 120_000 },
      )
      expect(visitorRows).toBeGreaterThan(20_000)

      const batches: number[] = []
      for (let n = await purge(); n > 0; n = await purge()) batches.push(n)
      expect(Math.max(...batches)).toBe(5000)
      expect(batches.reduce((sum, n) => sum + n, 0)).toBe(visitorRows)
      // Visitors only added rows here, so the purge alone gives the seeded world back.
      expect(await demoWorld(db())).toEqual(before)

      const [{ report }] = (await commitAs(
        db(),
        serviceRole,
        'select public.operator_reset_demo() as report',
      )) as [{ report: { removed: Record<string, number> } }]
      expect(Object.values(report.removed).every((n) => n === 0)).toBe(true)
      expect(await demoWorld(db())).toEqual(before)
    },
  )

  it('removes no seeded row, stops at max_rows, and answers 0 when nothing is left', async () => {
    const before = await demoWorld(db())
    await commitAs(
      db(),
      signedIn(demoClient),
      `insert into public.chats (title) select 'Chat ' || i from generate_series(1, 3) as i`,
    )
    expect(await purge(2)).toBe(2)
    expect(await purge(2)).toBe(1)
    expect(await purge()).toBe(0)
    expect(await demoWorld(db())).toEqual(before)
  })

  it('is for the service role only, and takes 1 to 100,000 rows', async () => {
    await expect(
      commitAs(db(), signedIn(demoClient), 'select public.operator_purge_demo()'),
    ).rejects.toMatchObject({ code: '42501' })
    for (const maxRows of [0, 100_001])
      await expect(
        commitAs(db(), serviceRole, 'select public.operator_purge_demo($1)', [maxRows]),
      ).rejects.toMatchObject({ code: '22023' })
  })
})
