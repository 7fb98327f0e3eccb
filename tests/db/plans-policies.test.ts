import { beforeAll, describe, expect, it } from 'vitest'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { demoAdvocate, demoClient } from './demo-accounts'
import { anon, requestAs, serviceRole, signedIn, stepsAs, type Outcome } from './request-as'

/**
 * Plans and operations (docs/PRODUCT.md §2 'Pricing'): upgrade requests, contact messages, the
 * audit log, the operator functions and the demo profiles' names, attacked by every kind of caller.
 */
const asha = { id: '12000000-0000-4000-8000-000000000001', email: 'asha.plans@example.test' }
const ravi = { id: '12000000-0000-4000-8000-000000000002', email: 'ravi.plans@example.test' }
const meena = { id: '12000000-0000-4000-8000-000000000003', email: 'meena.plans@example.test' }
const OPERATOR = 'ops@test'

const request = `insert into public.upgrade_requests (invoice_name, phone, note)
  values ('Asha Rao', '+91 98765 43210', 'Please call after 6 pm') returning id, user_id, status, resolved_at`

function expectCode(outcome: Outcome, code: string, message?: RegExp) {
  expect(outcome).toMatchObject({ ok: false, code })
  if (!outcome.ok && message) expect(outcome.message).toMatch(message)
}

function rowsOf(outcome: Outcome) {
  if (!outcome.ok) throw new Error(`expected rows, got ${outcome.code}: ${outcome.message}`)
  return outcome.rows
}

describeOnEachDatabase('plans and operations: row-level security', (target) => {
  const db = useMigratedDatabase(target)

  beforeAll(async () => {
    for (const [user, role] of [
      [asha, 'client'],
      [ravi, 'client'],
      [meena, 'advocate'],
    ] as const) {
      await db().query(
        `insert into auth.users (id, aud, role, email, created_at, updated_at)
         values ($1, 'authenticated', 'authenticated', $2, now(), now())`,
        [user.id, user.email],
      )
      await db().query(
        `insert into public.users (id, email, name, role) values ($1, $2, $3, $4)
       on conflict (id) do update set email = excluded.email, name = excluded.name, role = excluded.role`,
        [user.id, user.email, user.email.split('.')[0], role],
      )
    }
    // Ravi already has an open request (written as the database owner, as the app would have).
    await db().query(
      `insert into public.upgrade_requests (user_id, invoice_name) values ($1, 'Ravi Kumar')`,
      [ravi.id],
    )
  })

  describe('Premium', () => {
    it('is checked only inside the database: no API role may ask private.is_premium about an account', async () => {
      // A free user who could call it would learn any account's plan, which RLS keeps private.
      for (const caller of [anon, signedIn(asha), signedIn(demoClient), serviceRole])
        expectCode(
          await requestAs(db(), caller, 'select private.is_premium($1) as premium', [
            demoClient.id,
          ]),
          '42501',
          /permission denied for function is_premium/,
        )
    })
  })

  describe('upgrade_requests', () => {
    it('lets a free user ask for Premium for themselves: open, owned by them, no date closed', async () => {
      expect(rowsOf(await requestAs(db(), signedIn(asha), request))).toEqual([
        { id: expect.any(String), user_id: asha.id, status: 'requested', resolved_at: null },
      ])
    })

    it('refuses a request written for someone else, or already granted (no such column grant)', async () => {
      expectCode(
        await requestAs(
          db(),
          signedIn(asha),
          `insert into public.upgrade_requests (user_id, invoice_name) values ($1, 'Ravi Kumar')`,
          [ravi.id],
        ),
        '42501',
      )
      expectCode(
        await requestAs(
          db(),
          signedIn(asha),
          `insert into public.upgrade_requests (invoice_name, status) values ('Asha Rao', 'granted')`,
        ),
        '42501',
      )
    })

    it('refuses a second open request, and a request from a premium user, in words', async () => {
      expectCode(
        await stepsAs(db(), signedIn(asha), [[request], [request]]),
        'LS009',
        /already have an upgrade request open/,
      )
      expectCode(
        await requestAs(db(), signedIn(demoClient), request),
        'LS010',
        /already on the Premium plan/,
      )
    })

    it('refuses invalid details: a one-letter name, a phone without digits, a long note', async () => {
      const insert = (name: string, phone: string | null, note: string | null) =>
        requestAs(
          db(),
          signedIn(asha),
          `insert into public.upgrade_requests (invoice_name, phone, note) values ($1, $2, $3)`,
          [name, phone, note],
        )
      expectCode(await insert('A', null, null), '23514')
      expectCode(await insert('Asha Rao', '+-() --', null), '23514')
      expectCode(await insert('Asha Rao', null, 'x'.repeat(501)), '23514')
    })

    it('shows users their own requests only; anon nothing at all', async () => {
      expect(
        rowsOf(
          await requestAs(db(), signedIn(asha), 'select user_id from public.upgrade_requests'),
        ),
      ).toEqual([])
      expect(
        rowsOf(
          await requestAs(db(), signedIn(ravi), 'select user_id from public.upgrade_requests'),
        ),
      ).toEqual([{ user_id: ravi.id }])
      expectCode(await requestAs(db(), anon, 'select id from public.upgrade_requests'), '42501')
    })

    it('lets the user cancel their open request, timestamped by the database', async () => {
      const [row] = rowsOf(
        await requestAs(
          db(),
          signedIn(ravi),
          `update public.upgrade_requests set status = 'cancelled' where status = 'requested'
           returning status, resolved_at is not null as closed`,
        ),
      )
      expect(row).toEqual({ status: 'cancelled', closed: true })
    })

    it('never lets a user approve their own request, reopen one, or touch someone else’s', async () => {
      expectCode(
        await requestAs(
          db(),
          signedIn(ravi),
          `update public.upgrade_requests set status = 'granted' returning id`,
        ),
        '42501',
      )
      const reopened = await stepsAs(db(), signedIn(ravi), [
        [`update public.upgrade_requests set status = 'cancelled'`],
        [`update public.upgrade_requests set status = 'requested' returning id`],
      ])
      expect(rowsOf(reopened)).toEqual([])
      expect(
        rowsOf(
          await requestAs(
            db(),
            signedIn(asha),
            `update public.upgrade_requests set status = 'cancelled' returning id`,
          ),
        ),
      ).toEqual([])
      expectCode(
        await requestAs(
          db(),
          signedIn(ravi),
          `update public.upgrade_requests set invoice_name = 'Someone Else'`,
        ),
        '42501',
      )
      expectCode(
        await requestAs(db(), signedIn(ravi), 'delete from public.upgrade_requests'),
        '42501',
      )
    })

    it('never lets a user change their own plan, whatever they try', async () => {
      expectCode(
        await requestAs(db(), signedIn(asha), `update public.users set plan = 'premium'`),
        '42501',
      )
    })
  })

  describe('contact_messages', () => {
    const send = `insert into public.contact_messages (name, email, message)
      values ('Asha', 'Asha.Plans@Example.test', 'Can you help me find an advocate?')`

    it('takes a message from anyone, and records who sent it only from the session', async () => {
      const outcome = await stepsAs(db(), signedIn(asha), [
        [send],
        [`select set_config('role', 'postgres', true)`],
        [`select email, user_id from public.contact_messages`],
      ])
      expect(rowsOf(outcome)).toEqual([{ email: 'asha.plans@example.test', user_id: asha.id }])
      const fromVisitor = await stepsAs(db(), anon, [
        [send],
        [`select set_config('role', 'postgres', true)`],
        [`select user_id from public.contact_messages`],
      ])
      expect(rowsOf(fromVisitor)).toEqual([{ user_id: null }])
    })

    it('lets nobody but the service role read messages, not even their own', async () => {
      for (const caller of [anon, signedIn(asha)]) {
        expectCode(await requestAs(db(), caller, 'select id from public.contact_messages'), '42501')
        // insert … returning reads the row back: refused too.
        expectCode(await requestAs(db(), caller, `${send} returning id`), '42501')
      }
      expect(
        rowsOf(
          await stepsAs(db(), serviceRole, [[send], ['select name from public.contact_messages']]),
        ),
      ).toEqual([{ name: 'Asha' }])
    })

    it('refuses a sender id chosen by the client', async () => {
      expectCode(
        await requestAs(
          db(),
          anon,
          `insert into public.contact_messages (name, email, message, user_id)
           values ('A', 'a@example.test', 'Hello', $1)`,
          [ravi.id],
        ),
        '42501',
      )
    })

    it('takes 5 messages an hour per e-mail, in any case, and refuses the sixth in words', async () => {
      const five = Array.from({ length: 5 }, () => [send] as [string])
      expect((await stepsAs(db(), anon, five)).ok).toBe(true)
      expectCode(
        await stepsAs(db(), anon, [
          ...five,
          [send.replace('Asha.Plans@Example.test', 'ASHA.PLANS@EXAMPLE.TEST')],
        ]),
        'LS011',
        /5 messages in the last hour/,
      )
      expect(
        (
          await stepsAs(db(), anon, [
            ...five,
            [send.replace('Asha.Plans@Example.test', 'someone.else@example.test')],
          ])
        ).ok,
      ).toBe(true)
    })

    it('refuses a blank name, a bad e-mail and an over-long message', async () => {
      const insert = (name: string, email: string, message: string) =>
        requestAs(
          db(),
          anon,
          `insert into public.contact_messages (name, email, message) values ($1, $2, $3)`,
          [name, email, message],
        )
      expectCode(await insert('   ', 'a@example.test', 'Hello'), '23514')
      expectCode(await insert('Asha', 'not-an-email', 'Hello'), 'LS034', /valid e-mail address/)
      expectCode(await insert('Asha', 'a@example.test', 'x'.repeat(5001)), '23514')
      expectCode(await insert('Asha', 'a@example.test', ' \n '), '23514')
    })
  })

  describe('audit_log', () => {
    it('is read by the service role only, and written by nobody through the API', async () => {
      for (const caller of [anon, signedIn(asha)]) {
        expectCode(await requestAs(db(), caller, 'select id from public.audit_log'), '42501')
      }
      expect((await requestAs(db(), serviceRole, 'select id from public.audit_log')).ok).toBe(true)
      for (const sql of [
        `insert into public.audit_log (actor, action) values ('me', 'grant-premium')`,
        `update public.audit_log set actor = 'someone else'`,
        'delete from public.audit_log',
      ]) {
        expectCode(await requestAs(db(), serviceRole, sql), '42501')
      }
    })
  })

  describe('operator functions', () => {
    const setPlan = (email: string, plan: string) =>
      `select public.operator_set_plan('${email}', '${plan}', '${OPERATOR}') as result`

    it('cannot be run by anon or a signed-in user, whatever they pass', async () => {
      for (const caller of [anon, signedIn(asha), signedIn(meena)]) {
        expectCode(await requestAs(db(), caller, setPlan(asha.email, 'premium')), '42501')
        expectCode(
          await requestAs(
            db(),
            caller,
            `select public.operator_verify_advocate('${meena.email}', 'me')`,
          ),
          '42501',
        )
        expectCode(
          await requestAs(db(), caller, 'select * from public.operator_reset_demo()'),
          '42501',
        )
        expectCode(
          await requestAs(db(), caller, 'select * from public.operator_contact_messages()'),
          '42501',
        )
      }
    })

    it('grants Premium once, closes the open request and audits it; the second grant changes nothing', async () => {
      const outcome = await stepsAs(db(), serviceRole, [
        [setPlan(ravi.email.toUpperCase(), 'premium')],
        [setPlan(ravi.email, 'premium')],
        [
          `select
             (select plan from public.users where email = '${ravi.email}') as plan,
             (select array_agg(status) from public.upgrade_requests
              where user_id = '${ravi.id}') as requests,
             (select jsonb_agg(jsonb_build_object('actor', actor, 'action', action, 'subject', subject))
              from public.audit_log) as audit`,
        ],
      ])
      expect(rowsOf(outcome)).toEqual([
        {
          plan: 'premium',
          requests: ['granted'],
          audit: [{ actor: OPERATOR, action: 'grant-premium', subject: ravi.email }],
        },
      ])
      const second = await stepsAs(db(), serviceRole, [
        [setPlan(ravi.email, 'premium')],
        [setPlan(ravi.email, 'premium')],
      ])
      expect(rowsOf(second)).toEqual([
        { result: { email: ravi.email, plan: 'premium', changed: false } },
      ])
    })

    it('answers an unknown e-mail, a wrong role and a missing operator in words', async () => {
      expectCode(
        await requestAs(db(), serviceRole, setPlan('nobody@example.test', 'premium')),
        'LS008',
        /No LexSetu account has the e-mail nobody@example.test/,
      )
      expectCode(
        await requestAs(
          db(),
          serviceRole,
          `select public.operator_verify_advocate('${asha.email}', '${OPERATOR}')`,
        ),
        'LS013',
        /is a client account, not an advocate/,
      )
      expectCode(
        await requestAs(
          db(),
          serviceRole,
          `select public.operator_set_plan('${asha.email}', 'premium', ' ')`,
        ),
        '22023',
      )
    })

    it('verifies and rejects advocates, and lists who is still waiting', async () => {
      const pending = `select email, status, reason from public.operator_advocates(pending => true)
        where email like '%.plans@example.test'`
      // Meena has sent her enrolment details: she waits for a decision.
      const submitted: [string, unknown[]] = [
        `insert into public.advocate_profiles (id, bar_council_enrolment_no, state_bar_council, verification_status)
         values ($1, 'D/1234/2020', 'Bar Council of Delhi', 'pending')`,
        [meena.id],
      ]
      const outcome = await stepsAs(db(), serviceRole, [
        submitted,
        [pending],
        [
          `select public.operator_reject_advocate('${meena.email}', 'Enrolment number not found', '${OPERATOR}')`,
        ],
        [
          `select email, status, reason from public.operator_advocates()
           where email like '%.plans@example.test'`,
        ],
      ])
      expect(rowsOf(outcome)).toEqual([
        { email: meena.email, status: 'rejected', reason: 'Enrolment number not found' },
      ])
      expect(rowsOf(await stepsAs(db(), serviceRole, [submitted, [pending]]))).toEqual([
        { email: meena.email, status: 'pending', reason: null },
      ])
      const reject = `select public.operator_reject_advocate('${meena.email}', 'Enrolment number not found', '${OPERATOR}') as result`
      const again = await stepsAs(db(), serviceRole, [
        submitted,
        [reject],
        [reject],
        [`select count(*)::int as n from public.audit_log where action = 'reject-advocate'`],
      ])
      expect(rowsOf(again)).toEqual([{ n: 1 }])
      const verified = await stepsAs(db(), serviceRole, [
        submitted,
        [`select public.operator_verify_advocate('${meena.email}', '${OPERATOR}')`],
        [pending],
      ])
      expect(rowsOf(verified)).toEqual([])
    })

    it('lists contact messages newest first, with the sender’s account when signed in', async () => {
      const outcome = await stepsAs(db(), serviceRole, [
        [
          `insert into public.contact_messages (name, email, message, user_id, created_at)
           values ('Asha', 'asha@example.test', 'First', $1, now() - interval '1 minute'),
                  ('Visitor', 'v@example.test', 'Second', null, now())`,
          [asha.id],
        ],
        [
          'select name, message, account_email from public.operator_contact_messages(max_rows => 2)',
        ],
      ])
      expect(rowsOf(outcome)).toEqual([
        { name: 'Visitor', message: 'Second', account_email: null },
        { name: 'Asha', message: 'First', account_email: asha.email },
      ])
    })
  })

  describe('the shared demo profiles', () => {
    const rename = `update public.users set name = 'Someone' returning name`

    it('refuses to rename a demo profile from its own session, in words', async () => {
      for (const demo of [demoClient, demoAdvocate]) {
        expectCode(
          await requestAs(db(), signedIn(demo), rename),
          'LS012',
          /shared by every visitor/,
        )
      }
    })

    it('still lets everyone else rename their own profile, and operators rename the demo', async () => {
      expect(rowsOf(await requestAs(db(), signedIn(asha), rename))).toEqual([{ name: 'Someone' }])
      expect(
        rowsOf(
          await requestAs(
            db(),
            serviceRole,
            `update public.users set name = 'Demo Client' where id = $1 returning name`,
            [demoClient.id],
          ),
        ),
      ).toEqual([{ name: 'Demo Client' }])
    })
  })
})
