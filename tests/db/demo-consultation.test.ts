import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import type { Row } from '../../server/db/driver'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { demoAdvocate, demoClient } from './demo-accounts'
import { SEEDED, commitAs, createAccount, demoWorld } from './demo-world'
import { requestAs, serviceRole, signedIn, type Caller, type Outcome } from './request-as'

/**
 * Both sides of a consultation in the demo: a visitor as the demo client finds
 * the demo advocate and requests a consultation; a visitor as the demo advocate sees it, accepts
 * it, and the two write to each other. The seeded accepted consultation of the pair does not block
 * the request (a visit's open requests are its own, LS016/LS032), the demo still consults no real
 * advocate (LS031), no visitor can take the demo advocate out of the directory by changing its
 * enrolment details (LS012), and the demo reset removes it all and restores the seed exactly.
 * Requests are committed, as real ones would be; each test ends with the demo reset.
 */
const REAL_ADVOCATE =
  'The demo can request consultations only from the sample advocates of the demo. Create your own account to consult a real advocate.'
const ENROLMENT_LOCKED =
  'The demo profiles are shared by every visitor, so their enrolment details cannot be changed. Create your own advocate account to send yours.'

/** A real (not seeded) advocate whom LexSetu verified. */
const realAdvocate = {
  id: '25d80000-0000-4000-8000-000000000001',
  email: 'real.advocate.item8@example.test',
}

/** A visit: the demo account signed in once, its access token carrying this session id. */
const visit = (account: { id: string; email: string }, session: string): Caller => {
  const caller = signedIn(account)
  return { ...caller, claims: { ...caller.claims, session_id: session } }
}
const CLIENT_VISIT = '25d8c000-0000-4000-8000-000000000001'
const NEXT_CLIENT_VISIT = '25d8c000-0000-4000-8000-000000000002'
const ADVOCATE_VISIT = '25d8a000-0000-4000-8000-000000000001'

const REQUEST = `insert into public.consultations (advocate_id, category, description, mode, preferred_at)
  values ($1, 'Consumer Law', $2, 'chat', now() + interval '2 days') returning id`

function expectRefused(outcome: Outcome, code: string, message?: string) {
  expect(outcome).toMatchObject(
    message === undefined ? { ok: false, code } : { ok: false, code, message },
  )
}

describeOnEachDatabase('a consultation between the two demo accounts', (target) => {
  const db = useMigratedDatabase(target)
  const as = (caller: Caller, sql: string, params: unknown[] = []): Promise<Row[]> =>
    commitAs(db(), caller, sql, params)

  /** What the embedded backend does every 15 minutes. */
  async function resetDemo() {
    for (;;) {
      const [purged] = await as(serviceRole, 'select public.operator_purge_demo(5000) as n')
      if (purged!.n === 0) break
    }
    const [reset] = await as(serviceRole, 'select public.operator_reset_demo() as report')
    return reset!.report as { removed: Record<string, number>; restored: Record<string, number> }
  }
  afterEach(resetDemo)

  it('lists the demo advocate in the directory for the demo client, as verified', async () => {
    const client = visit(demoClient, CLIENT_VISIT)
    expect(
      await as(client, 'select id, name from public.advocate_directory where id = $1', [
        demoAdvocate.id,
      ]),
    ).toEqual([{ id: demoAdvocate.id, name: 'Adv. Demo Advocate' }])
    const page = await as(
      client,
      `select id from public.advocate_directory_page(search => 'Demo Advocate')`,
    )
    expect(page.map((row) => row.id)).toContain(demoAdvocate.id)
    // The forum badge follows the verification.
    const [{ is_verified: badge }] = (
      await db().query('select is_verified from public.users where id = $1', [demoAdvocate.id])
    ).rows as [{ is_verified: boolean }]
    expect(badge).toBe(true)
  })

  it('lets the demo client request the demo advocate, and the demo advocate accept it; the two then write to each other', async () => {
    const client = visit(demoClient, CLIENT_VISIT)
    const advocate = visit(demoAdvocate, ADVOCATE_VISIT)
    // The seeded consultation of the pair is accepted, and stays so.
    const [seeded] = await as(client, 'select status from public.consultations where id = $1', [
      SEEDED.consultation,
    ])
    expect(seeded).toEqual({ status: 'accepted' })

    const [request] = await as(client, REQUEST, [
      demoAdvocate.id,
      'The seller will not refund a washing machine that leaks. What can I do?',
    ])
    const card = `select status, my_role, client_name, advocate_name, conversation_id is not null as open
      from public.consultation_cards where id = $1`
    expect(await as(advocate, card, [request!.id])).toEqual([
      {
        status: 'requested',
        my_role: 'advocate',
        client_name: 'Demo Client',
        advocate_name: 'Adv. Demo Advocate',
        open: false,
      },
    ])

    expect(
      await as(
        advocate,
        `update public.consultations set status = 'accepted' where id = $1 returning status`,
        [request!.id],
      ),
    ).toEqual([{ status: 'accepted' }])
    const [accepted] = await as(
      client,
      'select status, conversation_id from public.consultation_cards where id = $1',
      [request!.id],
    )
    expect(accepted).toMatchObject({ status: 'accepted', conversation_id: expect.any(String) })
    expect(accepted!.conversation_id).not.toBe(SEEDED.conversation)

    await as(advocate, `insert into public.messages (conversation_id, body) values ($1, $2)`, [
      accepted!.conversation_id,
      'Hello, please send me the invoice and the warranty card.',
    ])
    await as(client, `insert into public.messages (conversation_id, body) values ($1, $2)`, [
      accepted!.conversation_id,
      'Here they are.',
    ])
    expect(
      await as(
        client,
        'select body from public.messages where conversation_id = $1 order by created_at, id',
        [accepted!.conversation_id],
      ),
    ).toEqual([
      { body: 'Hello, please send me the invoice and the warranty card.' },
      { body: 'Here they are.' },
    ])
  })

  it('keeps the open-request rule to the visit: the visit asks once, the next visit again', async () => {
    const first = visit(demoClient, CLIENT_VISIT)
    await as(first, REQUEST, [demoAdvocate.id, 'A first question from a visitor of the demo.'])
    expectRefused(
      await requestAs(db(), first, REQUEST, [
        demoAdvocate.id,
        'The same visitor asks the same advocate again.',
      ]),
      'LS016',
    )
    const [next] = await as(visit(demoClient, NEXT_CLIENT_VISIT), REQUEST, [
      demoAdvocate.id,
      'The next visitor asks the demo advocate too.',
    ])
    expect(next).toEqual({ id: expect.any(String) })
  })

  it('still refuses the demo client a real verified advocate (LS031)', async () => {
    await createAccount(db(), realAdvocate, { role: 'advocate' })
    await db().query(
      `insert into public.advocate_profiles (id, display_name, verification_status, verified_at)
       values ($1, 'Adv. Real Person', 'verified', now())`,
      [realAdvocate.id],
    )
    expectRefused(
      await requestAs(db(), visit(demoClient, CLIENT_VISIT), REQUEST, [
        realAdvocate.id,
        'A visitor asks a real advocate through the demo.',
      ]),
      'LS031',
      REAL_ADVOCATE,
    )
  })

  it('keeps the demo advocate verified: no visitor can change its enrolment details (LS012)', async () => {
    const advocate = visit(demoAdvocate, ADVOCATE_VISIT)
    for (const change of [
      `bar_council_enrolment_no = 'MAH/1/2020'`,
      `state_bar_council = 'Bar Council of Delhi'`,
      'bar_council_enrolment_no = null',
    ])
      expectRefused(
        await requestAs(db(), advocate, `update public.advocate_profiles set ${change}`),
        'LS012',
        ENROLMENT_LOCKED,
      )
    // A save of the whole form resends them unchanged: that passes, and the status stays.
    expect(
      await as(
        advocate,
        `update public.advocate_profiles
         set bar_council_enrolment_no = bar_council_enrolment_no,
             state_bar_council = state_bar_council, city = 'Nashik'
         returning verification_status`,
      ),
    ).toEqual([{ verification_status: 'verified' }])
    // Operators still can.
    expect(
      await as(
        serviceRole,
        `update public.advocate_profiles set bar_council_enrolment_no = 'MAH/1/2020'
         where id = $1 returning id`,
        [demoAdvocate.id],
      ),
    ).toHaveLength(1)
  })

  it('keeps the profile checklist story: verified, with the fee and the bank details still missing', async () => {
    const advocate = visit(demoAdvocate, ADVOCATE_VISIT)
    const status = 'select public.my_advocate_profile_status() as status'
    expect(await as(advocate, status)).toEqual([
      {
        status: {
          completion_percent: 50,
          checklist: [
            { section: 'basic_information', state: 'done' },
            { section: 'professional_details', state: 'missing' },
            { section: 'verification_documents', state: 'done' },
            { section: 'banking_details', state: 'missing' },
          ],
        },
      },
    ])
    // A visitor can fill in the fee (bank details stay refused, LS012).
    await as(advocate, 'update public.advocate_profiles set fee_inr = 800')
    const [after] = await as(advocate, status)
    expect(after!.status).toMatchObject({ completion_percent: 75 })
  })

  it('is undone by the demo reset: the request, its conversation and messages go, the seed comes back exactly', async () => {
    await resetDemo()
    const before = await demoWorld(db())
    const client = visit(demoClient, CLIENT_VISIT)
    const advocate = visit(demoAdvocate, ADVOCATE_VISIT)
    const [request] = await as(client, REQUEST, [
      demoAdvocate.id,
      'A visitor asks the demo advocate about a refund.',
    ])
    await as(advocate, `update public.consultations set status = 'accepted' where id = $1`, [
      request!.id,
    ])
    const [conversation] = await as(
      advocate,
      'select id from public.conversations where consultation_id = $1',
      [request!.id],
    )
    await as(
      advocate,
      `insert into public.messages (conversation_id, body) values ($1, 'Hello.')`,
      [conversation!.id],
    )
    await as(client, 'select public.mark_conversation_read($1)', [conversation!.id])
    await as(advocate, `update public.advocate_profiles set fee_inr = 2500, city = 'Nashik'`)
    expect(await demoWorld(db())).not.toEqual(before)

    // The purge alone takes the request away (and the conversation with it).
    await as(serviceRole, 'select public.operator_purge_demo(5000)')
    expect(
      (
        await db().query(
          'select count(*)::int as n from public.consultations where id = $1 or id in (select consultation_id from public.conversations where id = $2)',
          [request!.id, conversation!.id],
        )
      ).rows,
    ).toEqual([{ n: 0 }])
    await resetDemo()
    expect(await demoWorld(db())).toEqual(before)

    // And without the purge, the reset alone does it too.
    const [again] = await as(client, REQUEST, [
      demoAdvocate.id,
      'Another visitor asks the demo advocate about a refund.',
    ])
    await as(advocate, `update public.consultations set status = 'accepted' where id = $1`, [
      again!.id,
    ])
    const [report] = await as(serviceRole, 'select public.operator_reset_demo() as report')
    expect(report!.report).toMatchObject({ removed: { consultations: 1 } })
    expect(await demoWorld(db())).toEqual(before)
  })

  it('brings a database seeded before its migration to the same demo advocate, in the reset snapshot too', async () => {
    // The demo advocate as the seed left it before: pending, with a fee, recorded so.
    await db().query(
      `update public.advocate_profiles
       set verification_status = 'pending', verified_at = null, fee_inr = 1000 where id = $1`,
      [demoAdvocate.id],
    )
    await db().query('select private.snapshot_demo_content()')
    const migration = await readFile(
      path.resolve('supabase/migrations/20261205100000_demo_advocate_takes_requests.sql'),
      'utf8',
    )
    await db().transaction((tx) => tx.exec(migration), { timeoutMs: 60_000 })

    const demoAdvocateNow = `select p.verification_status, p.fee_inr, p.verified_at is not null as dated,
        u.is_verified from public.advocate_profiles as p join public.users as u on u.id = p.id
      where p.id = $1`
    const expected = {
      verification_status: 'verified',
      fee_inr: null,
      dated: true,
      is_verified: true,
    }
    expect((await db().query(demoAdvocateNow, [demoAdvocate.id])).rows).toEqual([expected])
    await resetDemo()
    expect((await db().query(demoAdvocateNow, [demoAdvocate.id])).rows).toEqual([expected])
    const [request] = await as(visit(demoClient, CLIENT_VISIT), REQUEST, [
      demoAdvocate.id,
      'A visitor asks the demo advocate after the upgrade.',
    ])
    expect(request).toEqual({ id: expect.any(String) })
  })
})
