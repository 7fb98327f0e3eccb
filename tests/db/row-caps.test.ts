import { beforeAll, expect, it } from 'vitest'
import { DbError, Rollback } from '../../server/db/driver'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { SEEDED, commitAs, createAccount } from './demo-world'
import { serviceRole, signedIn, type Caller, type Outcome } from './request-as'

/**
 * Per-account caps on every table a user fills: one visitor of the shared demo
 * posted 250,000 chats and the reset at start-up ran out of time. Each cap is far above what a real
 * heavy user reaches (docs/PRODUCT.md §9); the row after it is refused with LS029, also inside one
 * bulk insert and from parallel requests.
 */
const heavy = { id: '23ca0000-0000-4000-8000-000000000001', email: 'heavy.user@example.test' }
const freeUser = { id: '23ca0000-0000-4000-8000-000000000002', email: 'free.user@example.test' }
const racer = { id: '23ca0000-0000-4000-8000-000000000003', email: 'racer@example.test' }
const other = { id: '23ca0000-0000-4000-8000-000000000004', email: 'other.author@example.test' }
const heavyChat = '23cac000-0000-4000-8000-000000000001'
const accepted = '23caa000-0000-4000-8000-000000000001'

type Cap = {
  table: string
  cap: number
  message: string
  caller: () => Caller
  /** Writes `$1` rows as the table owner, with triggers off (history, quickly). */
  fill: string
  /** The user's next row. */
  next: string
}

const THREAD = `'A question that is long enough', 'A body that is long enough to be a thread.', '{Civil Law}'`

/** `$1` threads by another author, as `threads`, for the user to upvote or report. */
const OTHERS_THREADS = `with threads as (
  insert into public.forum_threads (author_id, title, body, categories, created_at)
  select '${other.id}', ${THREAD}, now() - interval '2 hours' from generate_series(1, $1)
  returning id
)`

const CAPS: Cap[] = [
  {
    table: 'chats',
    cap: 500,
    message: 'You have 500 chats, the most an account can keep. Delete one to start another.',
    caller: () => signedIn(heavy),
    fill: `insert into public.chats (owner_id, title) select '${heavy.id}', 'Chat ' || i
           from generate_series(1, $1 - (select count(*)::int from public.chats where owner_id = '${heavy.id}')) as i`,
    next: `insert into public.chats (title) values ('One more')`,
  },
  {
    table: 'chat_messages (per chat)',
    cap: 200,
    message: 'This chat has 200 messages, the most a chat can hold. Start a new chat to ask more.',
    caller: () => signedIn(heavy),
    fill: `insert into public.chat_messages (chat_id, owner_id, role, content, created_at)
           select '${heavyChat}', '${heavy.id}', 'assistant', 'An answer.', now() - interval '1 day'
           from generate_series(1, $1)`,
    next: `insert into public.chat_messages (chat_id, content) values ('${heavyChat}', 'One more question.')`,
  },
  {
    table: 'forum_threads',
    cap: 1000,
    message:
      'You have started 1,000 threads, the most an account can. Delete one to start another.',
    caller: () => signedIn(heavy),
    fill: `insert into public.forum_threads (author_id, title, body, categories, created_at)
           select '${heavy.id}', ${THREAD}, now() - interval '2 hours' from generate_series(1, $1)`,
    next: `insert into public.forum_threads (title, body, categories) values (${THREAD})`,
  },
  {
    table: 'forum_replies',
    cap: 5000,
    message: 'You have posted 5,000 replies, the most an account can. Delete one to post another.',
    caller: () => signedIn(heavy),
    fill: `insert into public.forum_replies (thread_id, author_id, body, created_at)
           select '${SEEDED.otherThread}', '${heavy.id}', 'A reply.', now() - interval '2 hours'
           from generate_series(1, $1)`,
    next: `insert into public.forum_replies (thread_id, body) values ('${SEEDED.otherThread}', 'One more.')`,
  },
  {
    table: 'forum_thread_votes',
    cap: 5000,
    message:
      'You have upvoted 5,000 threads, the most an account can. Withdraw an upvote to give another.',
    caller: () => signedIn(heavy),
    fill: `${OTHERS_THREADS}
           insert into public.forum_thread_votes (thread_id, user_id) select id, '${heavy.id}' from threads`,
    next: `insert into public.forum_thread_votes (thread_id) values ('${SEEDED.otherThread}')`,
  },
  {
    table: 'forum_reply_votes',
    cap: 5000,
    message:
      'You have upvoted 5,000 replies, the most an account can. Withdraw an upvote to give another.',
    caller: () => signedIn(heavy),
    fill: `with replies as (
             insert into public.forum_replies (thread_id, author_id, body, created_at)
             select '${SEEDED.otherThread}', '${other.id}', 'A reply.', now() - interval '2 hours'
             from generate_series(1, $1)
             returning id
           )
           insert into public.forum_reply_votes (reply_id, user_id) select id, '${heavy.id}' from replies`,
    next: `insert into public.forum_reply_votes (reply_id) values ('d3f20000-0000-4000-8000-000000000101')`,
  },
  {
    table: 'forum_reports',
    cap: 500,
    message:
      'You have sent 500 reports, the most an account can. Please write to us through the contact form.',
    caller: () => signedIn(heavy),
    fill: `${OTHERS_THREADS}
           insert into public.forum_reports (thread_id, reporter_id, reason) select id, '${heavy.id}', 'spam' from threads`,
    next: `insert into public.forum_reports (thread_id, reason) values ('${SEEDED.otherThread}', 'spam')`,
  },
  {
    table: 'upgrade_requests',
    cap: 50,
    message:
      'You have made 50 upgrade requests, the most an account can. Please write to us through the contact form.',
    caller: () => signedIn(freeUser),
    fill: `insert into public.upgrade_requests (user_id, invoice_name, status, resolved_at)
           select '${freeUser.id}', 'Free User', 'cancelled', now() from generate_series(1, $1)`,
    next: `insert into public.upgrade_requests (invoice_name) values ('Free User')`,
  },
  {
    table: 'consultations',
    cap: 500,
    message:
      'You have made 500 consultation requests, the most an account can. Please write to us through the contact form.',
    caller: () => signedIn(heavy),
    fill: `insert into public.consultations (client_id, advocate_id, category, description, mode, preferred_at, status, created_at, cancelled_at, cancelled_by)
           select '${heavy.id}', '${SEEDED.advocate}', 'Civil Law', 'An old request that was cancelled.', 'chat',
                  now() - interval '3 days', 'cancelled', now() - interval '4 days', now() - interval '4 days', 'client'
           from generate_series(1, $1 - (select count(*)::int from public.consultations where client_id = '${heavy.id}'))`,
    next: `insert into public.consultations (advocate_id, category, description, mode, preferred_at)
           values ('d3f00000-0000-4000-8000-000000000002', 'Civil Law', 'One more request to a seeded advocate.', 'chat', now() + interval '1 day')`,
  },
  {
    table: 'messages (per conversation)',
    cap: 2000,
    message:
      'This conversation has 2,000 messages, the most one can hold. Request a new consultation to continue.',
    caller: () => signedIn(heavy),
    fill: `insert into public.messages (conversation_id, sender_id, body, created_at)
           select c.id, '${heavy.id}', 'Hello.', now() - interval '1 day'
           from public.conversations as c, generate_series(1, $1)
           where c.consultation_id = '${accepted}'`,
    next: `insert into public.messages (conversation_id, body)
           select id, 'One more.' from public.conversations where consultation_id = '${accepted}'`,
  },
]

describeOnEachDatabase('per-account row caps', (target) => {
  const db = useMigratedDatabase(target, { timeoutMs: 30_000 })

  /** Fills `rows` rows as history, then runs the caller's next insert; all rolled back. */
  async function nextAfter(cap: Cap, rows: number): Promise<Outcome> {
    return db().transaction(async (tx) => {
      await tx.query(`set local session_replication_role = replica`)
      await tx.query(cap.fill, [rows])
      await tx.query(`set local session_replication_role = origin`)
      const caller = cap.caller()
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
        [caller.role, JSON.stringify(caller.claims)],
      )
      let outcome: Outcome
      try {
        const result = await tx.query(cap.next)
        outcome = { ok: true, rows: result.rows, rowCount: result.rowCount }
      } catch (error) {
        if (!(error instanceof DbError)) throw error
        outcome = { ok: false, code: error.code, message: error.message }
      }
      throw new Rollback(outcome)
    })
  }

  beforeAll(async () => {
    await createAccount(db(), heavy, { plan: 'premium' })
    await createAccount(db(), freeUser)
    await createAccount(db(), racer)
    await createAccount(db(), other)
    await db().query(
      `insert into public.chats (id, owner_id, title) values ($1, $2, 'Long chat')`,
      [heavyChat, heavy.id],
    )
    await db().query(
      `insert into public.consultations (id, client_id, advocate_id, category, description, mode, preferred_at, status)
       values ($1, $2, $3, 'Civil Law', 'A consultation with a very long conversation.', 'chat', now() + interval '1 day', 'accepted')`,
      [accepted, heavy.id, SEEDED.advocate],
    )
  })

  it.each(CAPS)(
    '$table: the row after $cap is refused (LS029)',
    { timeout: 60_000 },
    async (cap) => {
      expect(await nextAfter(cap, cap.cap - 1)).toMatchObject({ ok: true, rowCount: 1 })
      expect(await nextAfter(cap, cap.cap)).toEqual({
        ok: false,
        code: 'LS029',
        message: cap.message,
      })
    },
  )

  it('refuses one bulk insert past the cap as a whole', async () => {
    await expect(
      commitAs(
        db(),
        signedIn(racer),
        `insert into public.chats (title) select 'Chat ' || i from generate_series(1, 600) as i`,
      ),
    ).rejects.toMatchObject({ code: 'LS029' })
    const { rows } = await db().query(
      'select count(*)::int as n from public.chats where owner_id = $1',
      [racer.id],
    )
    expect(rows).toEqual([{ n: 0 }])
  })

  it('lets exactly the rows up to the cap through from parallel requests', async () => {
    await db().query(
      `insert into public.chats (owner_id, title) select $1, 'Chat ' || i from generate_series(1, 497) as i`,
      [racer.id],
    )
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        commitAs(db(), signedIn(racer), `insert into public.chats (title) values ('In parallel')`),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3)
    for (const result of results.filter((r) => r.status === 'rejected'))
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'LS029' })
    const { rows } = await db().query(
      'select count(*)::int as n from public.chats where owner_id = $1',
      [racer.id],
    )
    expect(rows).toEqual([{ n: 500 }])
  })

  it('still lets the assistant answer the question that filled a chat', async () => {
    const outcome = await db().transaction(async (tx) => {
      await tx.query(`set local session_replication_role = replica`)
      await tx.query(CAPS[1]!.fill, [199])
      await tx.query(`set local session_replication_role = origin`)
      await tx.query(
        `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify(signedIn(heavy).claims)],
      )
      await tx.query(
        `insert into public.chat_messages (chat_id, content) values ($1, 'The 200th.')`,
        [heavyChat],
      )
      await tx.query(
        `select set_config('role', 'service_role', true), set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify(serviceRole.claims)],
      )
      const reply = await tx.query(
        `insert into public.chat_messages (chat_id, owner_id, role, content) values ($1, $2, 'assistant', 'The answer.')`,
        [heavyChat, heavy.id],
      )
      throw new Rollback(reply.rowCount)
    })
    expect(outcome).toBe(1)
  })
})
