import { expect, it } from 'vitest'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { commitAs, createAccount } from './demo-world'
import { anon, requestAs, serviceRole, signedIn, stepsAs } from './request-as'

/**
 * Notifications: which change writes one for whom (supabase/migrations/…_notifications.sql), muted
 * kinds, one per unread conversation, the cap, and that only its user reads it or marks it read.
 */
const client = { id: 'd1000000-0000-4000-8000-000000000001', email: 'nt-client@example.com' }
const advocate = { id: 'd1000000-0000-4000-8000-000000000002', email: 'nt-advocate@example.com' }
const other = { id: 'd1000000-0000-4000-8000-000000000003', email: 'nt-other@example.com' }
const CONSULTATION = 'd2000000-0000-4000-8000-000000000001'

const asClient = signedIn(client)
const asAdvocate = signedIn(advocate)
const asOther = signedIn(other)

describeOnEachDatabase('notifications', (target) => {
  const db = useMigratedDatabase(target)
  let thread = ''

  const notificationsOf = async (user: { id: string }) =>
    (
      await db().query<{
        kind: string
        actor_name: string | null
        subject: string | null
        link: string
        count: number
      }>(
        `select kind, actor_name, subject, link, count from public.notifications
         where user_id = $1 order by created_at, kind`,
        [user.id],
      )
    ).rows

  /** A change made through the API (as the service role): only those notify. */
  const write = (sql: string, params: unknown[] = []) => commitAs(db(), serviceRole, sql, params)

  const reset = () =>
    db().query('delete from public.notifications where user_id = any ($1)', [
      [client.id, advocate.id, other.id],
    ])

  it('tells the advocate of a request, and the client of its acceptance', async () => {
    await createAccount(db(), client, { plan: 'premium' })
    await createAccount(db(), advocate, { role: 'advocate' })
    await createAccount(db(), other)
    await db().query(`update public.users set name = 'Asha Client' where id = $1`, [client.id])
    await db().query(`update public.users set name = 'Vikram Advocate' where id = $1`, [
      advocate.id,
    ])
    await db().query(
      `insert into public.advocate_profiles (id, display_name, verification_status, verified_at)
       values ($1, 'Adv. Vikram', 'verified', now())`,
      [advocate.id],
    )
    await reset()
    await write(
      `insert into public.consultations (id, client_id, advocate_id, category, description, mode, preferred_at)
       values ($1, $2, $3, 'Civil Law', 'A request that the notifications suite follows.', 'chat', now() + interval '1 day')`,
      [CONSULTATION, client.id, advocate.id],
    )
    expect(await notificationsOf(advocate)).toEqual([
      {
        kind: 'consultation_requested',
        actor_name: 'Asha Client',
        subject: null,
        link: '/dashboard/messages',
        count: 1,
      },
    ])
    await write(
      `update public.consultations set status = 'accepted', accepted_at = now() where id = $1`,
      [CONSULTATION],
    )
    const conversation = (
      await db().query<{ id: string }>(
        'select id from public.conversations where consultation_id = $1',
        [CONSULTATION],
      )
    ).rows[0]!.id
    expect(await notificationsOf(client)).toEqual([
      {
        kind: 'consultation_accepted',
        actor_name: 'Vikram Advocate',
        subject: null,
        link: `/dashboard/messages/${conversation}`,
        count: 1,
      },
    ])
  })

  it('keeps one notification per unread conversation, counting its messages, until it is read', async () => {
    await reset()
    const conversation = (
      await db().query<{ id: string }>(
        'select id from public.conversations where consultation_id = $1',
        [CONSULTATION],
      )
    ).rows[0]!.id
    const send = (sender: string, body: string) =>
      write('insert into public.messages (conversation_id, sender_id, body) values ($1, $2, $3)', [
        conversation,
        sender,
        body,
      ])
    await send(client.id, 'One')
    await send(client.id, 'Two')
    expect(await notificationsOf(advocate)).toMatchObject([{ kind: 'message_received', count: 2 }])
    expect(await notificationsOf(client)).toEqual([])
    // Reading the conversation (as the app does while it is open) reads its notification.
    await db().transaction(async (tx) => {
      await tx.query(
        `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify(asAdvocate.claims)],
      )
      await tx.query('select public.mark_conversation_read($1)', [conversation])
    })
    const unread = await db().query(
      'select 1 from public.notifications where user_id = $1 and read_at is null',
      [advocate.id],
    )
    expect(unread.rows).toEqual([])
    await send(client.id, 'Three')
    expect((await notificationsOf(advocate)).map((n) => n.count)).toEqual([2, 1])
  })

  it('writes nothing of a kind the user muted', async () => {
    await reset()
    await db().query(
      `update public.users set muted_notifications = '{consultation_cancelled}' where id = $1`,
      [advocate.id],
    )
    await db().query(
      `update public.consultations set status = 'cancelled', cancelled_by = 'client', cancelled_at = now() where id = $1`,
      [CONSULTATION],
    )
    expect(await notificationsOf(advocate)).toEqual([])
    await db().query(`update public.users set muted_notifications = '{}' where id = $1`, [
      advocate.id,
    ])
  })

  it('refuses a muted kind that does not exist', async () => {
    const outcome = await requestAs(
      db(),
      asClient,
      `update public.users set muted_notifications = '{no_such_kind}' where id = $1`,
      [client.id],
    )
    expect(outcome).toMatchObject({ ok: false, code: '23514' })
    const allowed = await requestAs(
      db(),
      asClient,
      `update public.users set muted_notifications = '{forum_reply}' where id = $1 returning muted_notifications::text[] as muted_notifications`,
      [client.id],
    )
    expect(allowed).toMatchObject({ ok: true, rows: [{ muted_notifications: ['forum_reply'] }] })
  })

  it('tells a thread’s author of a reply, and the reply’s author that it was marked helpful', async () => {
    await reset()
    thread = (
      await write(
        `insert into public.forum_threads (author_id, title, body, categories)
         values ($1, 'Can my landlord keep the deposit?', 'My landlord will not return my deposit after I moved out.', '{Property Law}')
         returning id`,
        [client.id],
      )
    )[0]!.id as string
    const reply = (
      await write(
        `insert into public.forum_replies (thread_id, author_id, body)
         values ($1, $2, 'Send a legal notice first, then approach the rent authority.') returning id`,
        [thread, advocate.id],
      )
    )[0]!.id as string
    await write(
      `insert into public.forum_replies (thread_id, author_id, body) values ($1, $2, 'Thank you, I will do that.')`,
      [thread, client.id],
    )
    expect(await notificationsOf(client)).toEqual([
      {
        kind: 'forum_reply',
        actor_name: 'Vikram Advocate',
        subject: 'Can my landlord keep the deposit?',
        link: `/forum/${thread}`,
        count: 1,
      },
    ])
    await write('update public.forum_threads set helpful_reply_id = $2 where id = $1', [
      thread,
      reply,
    ])
    expect(await notificationsOf(advocate)).toMatchObject([
      { kind: 'answer_helpful', link: `/forum/${thread}` },
    ])
  })

  it('tells the advocate of the verification’s outcome, with the reason of a rejection', async () => {
    await reset()
    await write(
      `update public.advocate_profiles set verification_status = 'rejected', verification_reason = 'Enrolment number not found', verified_at = null where id = $1`,
      [advocate.id],
    )
    await write(
      `update public.advocate_profiles set verification_status = 'verified', verification_reason = null, verified_at = now() where id = $1`,
      [advocate.id],
    )
    expect(await notificationsOf(advocate)).toEqual([
      {
        kind: 'verification_rejected',
        actor_name: null,
        subject: 'Enrolment number not found',
        link: '/dashboard/profile',
        count: 1,
      },
      {
        kind: 'verification_approved',
        actor_name: null,
        subject: null,
        link: '/dashboard/profile',
        count: 1,
      },
    ])
  })

  it('writes nothing for what the seed, a migration or the demo reset writes (no API role)', async () => {
    await reset()
    await db().query(
      `insert into public.forum_replies (thread_id, author_id, body) values ($1, $2, 'Written as the database owner.')`,
      [thread, advocate.id],
    )
    expect(await notificationsOf(client)).toEqual([])
  })

  it('keeps the newest 200 of a user', async () => {
    await reset()
    const reply = `insert into public.forum_replies (thread_id, author_id, body)
      select $1, $2, 'A reply that notifies the thread’s author, number ' || i from generate_series(1, $3::int) as i`
    await write(reply, [thread, advocate.id, 1])
    const first = await db().query<{ id: string }>(
      'select id from public.notifications where user_id = $1',
      [client.id],
    )
    await write(reply, [thread, advocate.id, 204])
    const { rows } = await db().query<{ n: number; first_kept: boolean }>(
      `select count(*)::int as n, bool_or(id = $2) as first_kept from public.notifications where user_id = $1`,
      [client.id, first.rows[0]!.id],
    )
    expect(rows[0]).toEqual({ n: 200, first_kept: false })
  })

  it('lets only its user read it and mark it read, and nobody write one', async () => {
    const mine = await requestAs(
      db(),
      asClient,
      'select count(*)::int as n from public.notifications',
    )
    expect(mine).toMatchObject({ ok: true, rows: [{ n: 200 }] })
    expect(
      await requestAs(db(), asOther, 'select count(*)::int as n from public.notifications'),
    ).toMatchObject({
      ok: true,
      rows: [{ n: 0 }],
    })
    expect(await requestAs(db(), anon, 'select 1 from public.notifications')).toMatchObject({
      ok: false,
      code: '42501',
    })
    expect(
      await requestAs(
        db(),
        asOther,
        'update public.notifications set read_at = now() where user_id = $1',
        [client.id],
      ),
    ).toMatchObject({ ok: true, rowCount: 0 })
    expect(
      await requestAs(
        db(),
        asClient,
        `update public.notifications set subject = 'forged' where user_id = $1`,
        [client.id],
      ),
    ).toMatchObject({ ok: false, code: '42501' })
    expect(
      await requestAs(
        db(),
        asClient,
        `insert into public.notifications (user_id, kind, link) values ($1, 'forum_reply', '/')`,
        [client.id],
      ),
    ).toMatchObject({ ok: false, code: '42501' })
    expect(await requestAs(db(), asClient, 'delete from public.notifications')).toMatchObject({
      ok: false,
      code: '42501',
    })
    expect(
      await stepsAs(db(), asOther, [['select public.mark_all_notifications_read() as n']]),
    ).toMatchObject({
      ok: true,
      rows: [{ n: 0 }],
    })
    expect(
      await stepsAs(db(), asClient, [['select public.mark_all_notifications_read() as n']]),
    ).toMatchObject({
      ok: true,
      rows: [{ n: 200 }],
    })
  })
})
