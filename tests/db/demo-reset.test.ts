import { expect, it } from 'vitest'
import type { Row } from '../../server/db/driver'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { demoAdvocate, demoClient } from './demo-accounts'
import { serviceRole, signedIn, type Caller } from './request-as'

/**
 * operator_reset_demo(): what visitors do with the shared demo accounts is undone, and their seeded
 * state comes back, exactly. The visitors' session below is committed (not rolled back), as real
 * requests would be; each database is this file's own copy.
 */
const stranger = {
  id: '12100000-0000-4000-8000-000000000001',
  email: 'stranger.reset@example.test',
}
const SEEDED_THREAD = 'd3f10000-0000-4000-8000-000000000015' // the demo client's, with replies
const OTHER_THREAD = 'd3f10000-0000-4000-8000-000000000001'
const SEEDED_CHAT = 'd3c00000-0000-4000-8000-000000000001'
const SEEDED_CONSULTATION = 'd3a10000-0000-4000-8000-000000000001'
const SEEDED_CONVERSATION = 'd3a20000-0000-4000-8000-000000000001'
/** A verified advocate of the seed (Adv. Meera Iyer), whom a visitor may ask for a consultation. */
const SEEDED_ADVOCATE = 'd3f00000-0000-4000-8000-000000000001'
/** The demo client's seeded drafts (affidavit, rent agreement, bail application). */
const SEEDED_DOCUMENTS = [1, 2, 3].map((n) => `d3d00000-0000-4000-8000-00000000000${n}`)

/** Everything the reset promises to restore, as one comparable value. */
const FINGERPRINT = `
  with demo as (select id from auth.users where raw_app_meta_data ->> 'demo' = 'true')
  select jsonb_build_object(
    'users', (select jsonb_agg(to_jsonb(u) - 'updated_at' order by u.id)
              from public.users as u where u.id in (select id from demo)),
    'chats', (select jsonb_agg(to_jsonb(c) order by c.id)
              from public.chats as c where c.owner_id in (select id from demo)),
    'messages', (select jsonb_agg(to_jsonb(m) order by m.id)
                 from public.chat_messages as m where m.owner_id in (select id from demo)),
    'threads', (select jsonb_agg(to_jsonb(t) order by t.id) from public.forum_threads as t),
    'replies', (select jsonb_agg(to_jsonb(r) order by r.id) from public.forum_replies as r),
    'thread_votes', (select jsonb_agg(to_jsonb(v) order by v.thread_id, v.user_id)
                     from public.forum_thread_votes as v),
    'reply_votes', (select jsonb_agg(to_jsonb(v) order by v.reply_id, v.user_id)
                    from public.forum_reply_votes as v),
    'requests', (select count(*) from public.upgrade_requests),
    'reports', (select count(*) from public.forum_reports),
    'advocate_profiles', (select jsonb_agg(to_jsonb(p) order by p.id)
                          from public.advocate_profiles as p where p.id in (select id from demo)),
    'bank_details', (select jsonb_agg(to_jsonb(b) order by b.advocate_id)
                     from public.advocate_bank_details as b where b.advocate_id in (select id from demo)),
    'profile_views', (select count(*) from public.advocate_profile_views
                      where advocate_id in (select id from demo) or viewer_id in (select id from demo)),
    'consultations', (select jsonb_agg(to_jsonb(k) order by k.id) from public.consultations as k
                      where k.client_id in (select id from demo) or k.advocate_id in (select id from demo)),
    'conversations', (select jsonb_agg(to_jsonb(c) order by c.id) from public.conversations as c
                      where c.client_id in (select id from demo) or c.advocate_id in (select id from demo)),
    'conversation_messages', (select jsonb_agg(to_jsonb(m) order by m.id) from public.messages as m
                              join public.conversations as c on c.id = m.conversation_id
                              where c.client_id in (select id from demo) or c.advocate_id in (select id from demo)),
    'conversation_reads', (select jsonb_agg(to_jsonb(r) order by r.conversation_id, r.user_id)
                           from public.conversation_reads as r
                           join public.conversations as c on c.id = r.conversation_id
                           where c.client_id in (select id from demo) or c.advocate_id in (select id from demo)),
    'reviews', (select jsonb_agg(to_jsonb(r) order by r.consultation_id) from public.advocate_reviews as r
                where r.client_id in (select id from demo) or r.advocate_id in (select id from demo)),
    'documents', (select jsonb_agg(to_jsonb(d) order by d.id) from public.documents as d
                  where d.owner_id in (select id from demo))
  ) as world`

describeOnEachDatabase('resetting the shared demo accounts', (target) => {
  const db = useMigratedDatabase(target)

  /** One committed request by `caller`. */
  const as = async (caller: Caller, sql: string, params: unknown[] = []): Promise<Row[]> =>
    db().transaction(async (tx) => {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
        [caller.role, JSON.stringify(caller.claims)],
      )
      return (await tx.query(sql, params)).rows
    })

  const world = async () => (await db().query<{ world: unknown }>(FINGERPRINT)).rows[0]!.world

  it('removes what visitors created, with what others attached to it, and restores the seed exactly', async () => {
    await db().query(
      `insert into auth.users (id, aud, role, email, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, now(), now())`,
      [stranger.id, stranger.email],
    )
    await db().query(`insert into public.users (id, email, role) values ($1, $2, 'client')`, [
      stranger.id,
      stranger.email,
    ])
    const before = await world()

    // A visitor as the demo client: a new thread (which a stranger answers and upvotes), a reply
    // and a vote elsewhere, a report, their seeded thread deleted, a seeded chat deleted, a new chat.
    const client = signedIn(demoClient)
    const [thread] = await as(
      client,
      `insert into public.forum_threads (title, body, categories)
       values ('Visitor question about rent', 'A question a visitor typed into the demo.', '{Civil Law}')
       returning id`,
    )
    await as(
      signedIn(stranger),
      `insert into public.forum_replies (thread_id, body) values ($1, 'A stranger answers.')`,
      [thread!.id],
    )
    await as(signedIn(stranger), `insert into public.forum_thread_votes (thread_id) values ($1)`, [
      thread!.id,
    ])
    await as(signedIn(stranger), `insert into public.forum_thread_votes (thread_id) values ($1)`, [
      SEEDED_THREAD,
    ])
    await as(client, `insert into public.forum_replies (thread_id, body) values ($1, 'Me too.')`, [
      OTHER_THREAD,
    ])
    await as(client, `insert into public.forum_thread_votes (thread_id) values ($1)`, [
      OTHER_THREAD,
    ])
    await as(client, `insert into public.forum_reports (thread_id, reason) values ($1, 'spam')`, [
      OTHER_THREAD,
    ])
    await as(client, 'delete from public.forum_threads where id = $1', [SEEDED_THREAD])
    await as(client, 'delete from public.chats where id = $1', [SEEDED_CHAT])
    await as(client, `insert into public.chats (title) values ('A visitor''s chat')`)
    // … and one as the demo advocate, asking for Premium.
    await as(
      signedIn(demoAdvocate),
      `insert into public.upgrade_requests (invoice_name) values ('Visitor Name')`,
    )
    expect(await world()).not.toEqual(before)

    const [{ report }] = (await as(
      serviceRole,
      'select public.operator_reset_demo() as report',
    )) as [{ report: { removed: Record<string, number> } }]
    expect(report.removed).toMatchObject({
      forum_threads: 1,
      forum_replies: 2,
      chats: 1,
      upgrade_requests: 1,
    })
    expect(await world()).toEqual(before)

    // Nothing left of the visitor, and nothing to do on a second run.
    const [again] = (await as(serviceRole, 'select public.operator_reset_demo() as report')) as [
      { report: { removed: Record<string, number> } },
    ]
    expect(Object.values(again!.report.removed).every((n) => n === 0)).toBe(true)
    expect(await world()).toEqual(before)
  })

  it('removes visitors’ consultations and messages, and restores the demo advocate’s profile and the seeded conversation exactly', async () => {
    const before = await world()
    expect(before).toMatchObject({
      advocate_profiles: [expect.objectContaining({ verification_status: 'pending' })],
      bank_details: null,
      conversations: [expect.objectContaining({ id: SEEDED_CONVERSATION })],
      conversation_reads: [expect.anything(), expect.anything()],
    })
    const client = signedIn(demoClient)
    const advocate = signedIn(demoAdvocate)
    // The client: a request to a seeded advocate, a view of their profile, a message, a read.
    await as(
      client,
      `insert into public.consultations (advocate_id, category, description, mode, preferred_at)
       values ($1, 'Family Law', 'A visitor asks about a custody matter in the demo.', 'video', now() + interval '3 days')`,
      [SEEDED_ADVOCATE],
    )
    await as(client, 'select public.record_profile_view($1)', [SEEDED_ADVOCATE])
    await as(
      client,
      `insert into public.messages (conversation_id, body) values ($1, 'A visitor''s message.')`,
      [SEEDED_CONVERSATION],
    )
    await as(client, 'select public.mark_conversation_read($1)', [SEEDED_CONVERSATION])
    // The advocate: edits every group of the profile, adds bank details, answers, reads, and
    // cancels the seeded consultation.
    await as(
      advocate,
      `update public.advocate_profiles set display_name = 'Adv. Visitor', city = 'Nashik',
         bio = 'A visitor rewrote this bio while trying the demo of LexSetu.', fee_inr = 99999,
         practice_areas = '{Tax Law}', bar_council_enrolment_no = 'MAH/1/2020'`,
    )
    await as(
      advocate,
      `insert into public.advocate_bank_details (account_holder, upi_id, account_number, ifsc)
       values ('A Visitor', 'visitor@okaxis', '123456789', 'SBIN0001234')`,
    )
    await as(
      advocate,
      `insert into public.messages (conversation_id, body) values ($1, 'The visitor answers.')`,
      [SEEDED_CONVERSATION],
    )
    await as(advocate, 'select public.mark_conversation_read($1)', [SEEDED_CONVERSATION])
    await as(advocate, `update public.consultations set status = 'cancelled' where id = $1`, [
      SEEDED_CONSULTATION,
    ])
    expect(await world()).not.toEqual(before)

    const [{ report }] = (await as(
      serviceRole,
      'select public.operator_reset_demo() as report',
    )) as [{ report: { removed: Record<string, number>; restored: Record<string, number> } }]
    expect(report.removed).toMatchObject({ consultations: 1 })
    expect(report.restored).toMatchObject({ advocate_profiles: 1, consultations: 1, messages: 4 })
    expect(await world()).toEqual(before)
    // What the next visitor sees: the seeded conversation, one message unread for the advocate.
    const [card] = await as(
      advocate,
      `select unread_count, consultation_status from public.conversation_cards where id = $1`,
      [SEEDED_CONVERSATION],
    )
    expect(card).toEqual({ unread_count: 1, consultation_status: 'accepted' })
    const [status] = await as(
      advocate,
      `select public.my_advocate_profile_status() ->> 'completion_percent' as percent`,
    )
    expect(status).toEqual({ percent: '63' })
  })

  it('removes visitors’ documents and restores the demo client’s seeded drafts exactly', async () => {
    const before = await world()
    expect(before).toMatchObject({
      documents: SEEDED_DOCUMENTS.map((id) => expect.objectContaining({ id, version: 1 })),
    })
    const [edited, deleted, finalised] = SEEDED_DOCUMENTS
    const client = signedIn(demoClient)
    // A visitor as the demo client: edits one draft twice, deletes one, makes one final, and
    // creates two (one with an id of the seed's pattern, as a client may choose its ids).
    for (const name of ['Visitor One', 'Visitor Two'])
      await as(
        client,
        `update public.documents set title = 'A visitor''s draft', answers = $2 where id = $1`,
        [edited, JSON.stringify({ deponentName: name })],
      )
    await as(client, 'delete from public.documents where id = $1', [deleted])
    await as(client, `update public.documents set status = 'final' where id = $1`, [finalised])
    await as(
      client,
      `insert into public.documents (template, title, answers)
       values ('rent_agreement', 'A visitor''s agreement', '{"state": "Goa"}')`,
    )
    await as(
      client,
      `insert into public.documents (id, template, title)
       values ('d3d00000-0000-4000-8000-000000000099', 'affidavit', 'A visitor''s affidavit')`,
    )
    expect(await world()).not.toEqual(before)

    const [{ report }] = (await as(
      serviceRole,
      'select public.operator_reset_demo() as report',
    )) as [{ report: { removed: Record<string, number>; restored: Record<string, number> } }]
    // The id of the seed's pattern counts as seeded in `removed`; not being in the snapshot, it
    // does not come back.
    expect(report.removed).toMatchObject({ documents: 1 })
    expect(report.restored).toMatchObject({ documents: 3 })
    expect(await world()).toEqual(before)
  })

  it('is not an API for anyone but the service role, and audits a named operator', async () => {
    await expect(
      as(signedIn(demoClient), 'select public.operator_reset_demo()'),
    ).rejects.toMatchObject({ code: '42501' })
    await as(serviceRole, `select public.operator_reset_demo('ops@test')`)
    const audit = await db().query(
      `select actor, action from public.audit_log where action = 'reset-demo'`,
    )
    expect(audit.rows).toEqual([{ actor: 'ops@test', action: 'reset-demo' }])
  })
})
