import { expect, it } from 'vitest'
import type { Row } from '../../server/db/driver'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { demoAdvocate, demoClient } from './demo-accounts'
import { SEEDED, commitAs, createAccount, demoWorld } from './demo-world'
import { serviceRole, signedIn, type Caller } from './request-as'

/**
 * operator_reset_demo(): what visitors do with the shared demo accounts is undone, and their seeded
 * state comes back, exactly. The visitors' session below is committed (not rolled back), as real
 * requests would be; each database is this file's own copy. Visitors cannot change the seeded
 * content (demo-integrity.test.ts); operators (the service role) can, and the reset undoes that too.
 */
const stranger = {
  id: '12100000-0000-4000-8000-000000000001',
  email: 'stranger.reset@example.test',
}
describeOnEachDatabase('resetting the shared demo accounts', (target) => {
  const db = useMigratedDatabase(target)

  /** One committed request by `caller`. */
  const as = (caller: Caller, sql: string, params: unknown[] = []): Promise<Row[]> =>
    commitAs(db(), caller, sql, params)

  const world = () => demoWorld(db())

  it('removes what visitors created, with what others attached to it, and restores the seed exactly', async () => {
    await createAccount(db(), stranger)
    const before = await world()

    // A visitor as the demo client: a new thread (which a stranger answers and upvotes), a reply
    // to their seeded thread, a reply and a vote elsewhere, a report, a new chat.
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
      SEEDED.thread,
    ])
    await as(client, `insert into public.forum_replies (thread_id, body) values ($1, 'Me too.')`, [
      SEEDED.otherThread,
    ])
    await as(client, `insert into public.forum_thread_votes (thread_id) values ($1)`, [
      SEEDED.otherThread,
    ])
    await as(client, `insert into public.forum_reports (thread_id, reason) values ($1, 'spam')`, [
      SEEDED.otherThread,
    ])
    await as(
      client,
      `insert into public.forum_replies (thread_id, body) values ($1, 'An update.')`,
      [SEEDED.thread],
    )
    const [chat] = await as(
      client,
      `insert into public.chats (title) values ('A visitor''s chat') returning id`,
    )
    const [reply] = await as(
      serviceRole,
      `insert into public.chat_messages (chat_id, owner_id, role, content)
       values ($1, $2, 'assistant', 'An answer.') returning id`,
      [chat!.id, demoClient.id],
    )
    await as(
      client,
      `insert into public.assistant_feedback (reply_id, helpful) values ($1, false)`,
      [reply!.id],
    )
    // An operator deletes the seeded thread and chat (visitors may not).
    await as(serviceRole, 'delete from public.forum_threads where id = $1', [SEEDED.thread])
    await as(serviceRole, 'delete from public.chats where id = $1', [SEEDED.chat])
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
      forum_replies: 3,
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
      advocate_profiles: [expect.objectContaining({ verification_status: 'verified' })],
      bank_details: null,
      conversations: [expect.objectContaining({ id: SEEDED.conversation })],
      conversation_reads: [expect.anything(), expect.anything()],
    })
    const client = signedIn(demoClient)
    const advocate = signedIn(demoAdvocate)
    // The client: a request to a seeded advocate, a view of their profile, a read.
    await as(
      client,
      `insert into public.consultations (advocate_id, category, description, mode, preferred_at)
       values ($1, 'Family Law', 'A visitor asks about a custody matter in the demo.', 'video', now() + interval '3 days')`,
      [SEEDED.advocate],
    )
    await as(client, 'select public.record_profile_view($1)', [SEEDED.advocate])
    await as(client, 'select public.mark_conversation_read($1)', [SEEDED.conversation])
    // The advocate: edits the profile but the name, bio and enrolment details (LS012), and reads.
    await as(
      advocate,
      `update public.advocate_profiles set city = 'Nashik', fee_inr = 99999,
         practice_areas = '{Tax Law}', enrolment_year = 2010`,
    )
    await as(advocate, 'select public.mark_conversation_read($1)', [SEEDED.conversation])
    // An operator renames the profile, sends it back to pending with new enrolment details, adds
    // bank details, writes in the seeded conversation as both and cancels the seeded consultation
    // (visitors may not: demo-integrity.test.ts).
    await as(
      serviceRole,
      `update public.advocate_profiles set display_name = 'Adv. Visitor',
         bio = 'An operator rewrote this bio.', bar_council_enrolment_no = 'MAH/1/2020',
         verification_status = 'pending', verified_at = null where id = $1`,
      [demoAdvocate.id],
    )
    await as(
      serviceRole,
      `insert into public.advocate_bank_details (advocate_id, account_holder, upi_id, account_number, ifsc)
       values ($1, 'A Visitor', 'visitor@okaxis', '123456789', 'SBIN0001234')`,
      [demoAdvocate.id],
    )
    await as(
      serviceRole,
      `insert into public.messages (conversation_id, sender_id, body)
       values ($1, $2, 'A client''s message.'), ($1, $3, 'An advocate''s answer.')`,
      [SEEDED.conversation, demoClient.id, demoAdvocate.id],
    )
    await as(serviceRole, `update public.consultations set status = 'cancelled' where id = $1`, [
      SEEDED.consultation,
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
      [SEEDED.conversation],
    )
    expect(card).toEqual({ unread_count: 1, consultation_status: 'accepted' })
    const [status] = await as(
      advocate,
      `select public.my_advocate_profile_status() ->> 'completion_percent' as percent`,
    )
    expect(status).toEqual({ percent: '50' })
  })

  it('removes visitors’ documents and restores the demo client’s seeded drafts exactly', async () => {
    const before = await world()
    expect(before).toMatchObject({
      documents: SEEDED.documents.map((id) => expect.objectContaining({ id, version: 1 })),
    })
    const [edited, deleted, finalised] = SEEDED.documents
    const client = signedIn(demoClient)
    // An operator edits one draft twice, deletes one and makes one final (visitors may not); a
    // visitor as the demo client creates one.
    for (const name of ['Visitor One', 'Visitor Two'])
      await as(
        serviceRole,
        `update public.documents set title = 'A visitor''s draft', answers = $2 where id = $1`,
        [edited, JSON.stringify({ deponentName: name })],
      )
    await as(serviceRole, 'delete from public.documents where id = $1', [deleted])
    await as(serviceRole, `update public.documents set status = 'final' where id = $1`, [finalised])
    await as(
      client,
      `insert into public.documents (template, title, answers)
       values ('rent_agreement', 'A visitor''s agreement', '{"state": "Goa"}')`,
    )
    expect(await world()).not.toEqual(before)

    const [{ report }] = (await as(
      serviceRole,
      'select public.operator_reset_demo() as report',
    )) as [{ report: { removed: Record<string, number>; restored: Record<string, number> } }]
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
