import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { demoAdvocate, demoClient } from './demo-accounts'
import { anon, serviceRole, signedIn, stepsAs, type Caller, type Outcome } from './request-as'

/**
 * The limits count attempts, not surviving rows; the shared demo accounts have
 * small quotas per visit (sign-in session) instead of per account, so one visitor cannot lock out
 * the next; contact messages are limited per normalised address and per client IP, and
 * upgrade requests per day.
 */
type Person = { id: string; email: string; plan: 'free' | 'premium' }
const person = (n: number, name: string, plan: Person['plan'] = 'free'): Person => ({
  id: `23000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  email: `${name}.quotas@example.test`,
  plan,
})
/** A Premium client with an accepted consultation (and its conversation). */
const kiran = person(1, 'kiran', 'premium')
/** A free client: upgrade requests. */
const lata = person(2, 'lata')
/** Commits its own inserts in parallel (the other cases roll back). */
const racer = person(3, 'racer')
const PEOPLE = [kiran, lata, racer]

const SEEDED_THREAD = 'd3f10000-0000-4000-8000-000000000001'
/** The demo client's own chat (not a seeded one, which may be read-only for visitors). */
const DEMO_CHAT = '2dc00000-0000-4000-8000-000000000001'

type Step = [sql: string, params?: unknown[]]

/** A visit: the demo account signed in once, its access token carrying this session id. */
const visit = (account: { id: string; email: string }, session: string): Caller => {
  const caller = signedIn(account)
  return { ...caller, claims: { ...caller.claims, session_id: session } }
}
const VISIT_A = '2a000000-0000-4000-8000-00000000000a'
const VISIT_B = '2b000000-0000-4000-8000-00000000000b'
/** A step that makes the rest of the transaction another caller's requests. */
const become = (caller: Caller): Step => [
  `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
  [caller.role, JSON.stringify(caller.claims)],
]
/** A step after which the transaction runs as the database owner (operators, the demo reset). */
const asOwner: Step = [`select set_config('role', 'postgres', true)`]
/** The client address H-rest's prelude puts in request.headers (contract item 4). */
const fromAddress = (ip: string): Step => [
  `select set_config('request.headers', $1, true)`,
  [JSON.stringify({ 'x-forwarded-for': ip })],
]

const repeat = (n: number, step: Step): Step[] => Array.from({ length: n }, () => step)
const thread: Step = [
  `insert into public.forum_threads (title, body, categories)
   values ('A question about my rent', 'My landlord raised the rent without any notice.', '{Civil Law}')`,
]
const reply: Step = [
  `insert into public.forum_replies (thread_id, body) values ($1, 'Same thing happened to me.')`,
  [SEEDED_THREAD],
]
type Advocate = { id: string; area: string }
const consultation = (advocate: Advocate): Step => [
  `insert into public.consultations (advocate_id, category, description, mode, preferred_at)
   values ($1, $2, 'My landlord has kept my deposit for three months now.', 'chat',
     now() + interval '2 days')`,
  [advocate.id, advocate.area],
]
const message = (conversation: string): Step => [
  `insert into public.messages (conversation_id, body) values ($1, 'Hello again')`,
  [conversation],
]
const document: Step = [
  `insert into public.documents (template, title) values ('affidavit', 'Affidavit for change of name')`,
]
const chat: Step = [`insert into public.chats (title) values ('My question')`]
const upgradeRequest: Step = [
  `insert into public.upgrade_requests (invoice_name) values ('Lata Rao')`,
]
const cancelUpgrade: Step = [
  `update public.upgrade_requests set status = 'cancelled' where status = 'requested'`,
]
const contact = (email: string): Step => [
  `insert into public.contact_messages (name, email, message) values ('Asha', $1, 'Can you help me?')`,
  [email],
]

function expectCode(outcome: Outcome, code: string, message?: RegExp | string) {
  expect(outcome).toMatchObject({ ok: false, code })
  if (!outcome.ok && typeof message === 'string') expect(outcome.message).toBe(message)
  if (!outcome.ok && message instanceof RegExp) expect(outcome.message).toMatch(message)
}
function expectOk(outcome: Outcome) {
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.code}: ${outcome.message}`)
  return outcome.rows
}

describeOnEachDatabase('write quotas: attempts, demo visits, contact messages', (target) => {
  const db = useMigratedDatabase(target)
  const steps = (caller: Caller, list: Step[]) => stepsAs(db(), caller, list)
  /** Verified seeded advocates, whom anyone (the demo client too) may ask for a consultation. */
  let advocates: Advocate[] = []
  let conversation = ''
  let demoConversation = ''

  beforeAll(async () => {
    for (const p of PEOPLE) {
      await db().query(
        `insert into auth.users (id, aud, role, email, created_at, updated_at)
         values ($1, 'authenticated', 'authenticated', $2, now(), now())`,
        [p.id, p.email],
      )
      await db().query(
        `insert into public.users (id, email, name, role, plan) values ($1, $2, $3, 'client', $4)
       on conflict (id) do update set email = excluded.email, name = excluded.name, role = excluded.role, plan = excluded.plan`,
        [p.id, p.email, p.email.split('.')[0], p.plan],
      )
    }
    advocates = (
      await db().query<Advocate>(
        `select id, practice_areas[1] as area from public.advocate_profiles
         where verification_status = 'verified' and id::text like 'd3ad%' order by id limit 12`,
      )
    ).rows
    expect(advocates).toHaveLength(12)
    // Accepted consultations of Kiran and of the demo client with the last of them, asked for two
    // days ago: the database opens their conversations.
    for (const client of [kiran, demoClient])
      await db().query(
        `insert into public.consultations
           (client_id, advocate_id, category, description, mode, preferred_at, status,
            created_at, accepted_at)
         values ($1, $2, 'Civil Law', 'A question about my deposit that needs a lawyer.', 'chat',
           now() + interval '1 day', 'accepted', now() - interval '2 days', now() - interval '1 day')`,
        [client.id, advocates[11].id],
      )
    const conversationOf = async (client: { id: string }) =>
      (
        await db().query<{ id: string }>(
          `select id from public.conversations where client_id = $1 and advocate_id = $2`,
          [client.id, advocates[11].id],
        )
      ).rows[0].id
    conversation = await conversationOf(kiran)
    demoConversation = await conversationOf(demoClient)
    await db().query(
      `insert into public.chats (id, owner_id, title) values ($1, $2, 'Asked today')`,
      [DEMO_CHAT, demoClient.id],
    )
  })

  describe('limits count attempts: deleting what was posted gives nothing back', () => {
    it('refuses the sixth thread of the hour after the first five were deleted (LS004)', async () => {
      expectCode(
        await steps(signedIn(kiran), [
          ...repeat(5, thread),
          [`delete from public.forum_threads`],
          thread,
        ]),
        'LS004',
        'You can start at most 5 threads an hour. Please wait a while and post again.',
      )
    })

    it('refuses the 31st reply of the hour after the first 30 were deleted (LS004)', async () => {
      expectCode(
        await steps(signedIn(kiran), [
          [
            `insert into public.forum_replies (thread_id, body)
             select $1, 'reply ' || n from generate_series(1, 30) as n`,
            [SEEDED_THREAD],
          ],
          [`delete from public.forum_replies where body like 'reply %'`],
          reply,
        ]),
        'LS004',
        'You can post at most 30 replies an hour. Please wait a while and reply again.',
      )
    })

    it('counts consultation requests that are gone (LS016: 10 a day)', async () => {
      expectCode(
        await steps(signedIn(kiran), [
          ...advocates.slice(0, 10).map(consultation),
          asOwner,
          [
            `delete from public.consultations where client_id = $1 and status = 'requested'`,
            [kiran.id],
          ],
          become(signedIn(kiran)),
          consultation(advocates[10]),
        ]),
        'LS016',
        'You can send at most 10 requests a day. Please try again tomorrow.',
      )
    })

    it('counts messages that are gone (LS020: 30 a minute)', async () => {
      expectCode(
        await steps(signedIn(kiran), [
          ...repeat(30, message(conversation)),
          asOwner,
          [`delete from public.messages where conversation_id = $1`, [conversation]],
          become(signedIn(kiran)),
          message(conversation),
        ]),
        'LS020',
        /too fast/,
      )
    })

    it('counts questions to the assistant of a deleted chat (LS003: 20 a minute)', async () => {
      const ask = (n: number): Step => [
        `insert into public.chat_messages (chat_id, content)
         select (select id from public.chats where title = 'Gone soon'), 'question ' || n
         from generate_series(1, $1::int) as n`,
        [n],
      ]
      expectCode(
        await steps(signedIn(kiran), [
          [`insert into public.chats (title) values ('Gone soon')`],
          ask(20),
          [`delete from public.chats`],
          [`insert into public.chats (title) values ('Gone soon')`],
          ask(1),
        ]),
        'LS003',
        /at most 20 a minute/,
      )
    })

    it('bounds the cancel and ask again loop of upgrade requests: 5 a day (LS035)', async () => {
      const loop = Array.from({ length: 5 }, () => [upgradeRequest, cancelUpgrade]).flat()
      expect(expectOk(await steps(signedIn(lata), loop))).toEqual([])
      expectCode(
        await steps(signedIn(lata), [...loop, upgradeRequest]),
        'LS035',
        'You can ask to upgrade at most 5 times a day. Please try again tomorrow.',
      )
    })

    it('counts contact messages an operator already removed (LS011)', async () => {
      expectCode(
        await steps(anon, [
          ...repeat(5, contact('asha@example.test')),
          asOwner,
          [`delete from public.contact_messages`],
          become(anon),
          contact('asha@example.test'),
        ]),
        'LS011',
        /5 messages in the last hour/,
      )
    })

    it('lets no parallel inserts past a limit: 5 of 8 threads at once', async () => {
      const claims = JSON.stringify(signedIn(racer).claims)
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, () =>
          db().transaction(async (tx) => {
            await tx.query(
              `select set_config('role', 'authenticated', true),
                      set_config('request.jwt.claims', $1, true)`,
              [claims],
            )
            await tx.query(thread[0])
            await tx.query(`delete from public.forum_threads`)
          }),
        ),
      )
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5)
      for (const result of results.filter((r) => r.status === 'rejected'))
        expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'LS004' })
    })

    it('still takes what the service role and the seed write (history), without counting it', async () => {
      expectOk(
        await steps(serviceRole, [
          [
            `insert into public.forum_threads (author_id, title, body, categories)
             select $1, 'Question number ' || n, 'A body that is long enough to post.', '{Civil Law}'
             from generate_series(1, 8) as n`,
            [kiran.id],
          ],
        ]),
      )
    })
  })

  describe('the shared demo accounts: small quotas per visit, none per account', () => {
    const first = visit(demoClient, VISIT_A)
    const second = visit(demoClient, VISIT_B)

    /** Visit A uses up its quota and is refused in words; visit B still gets its own. */
    async function expectQuotaPerVisit(quota: number, step: (n: number) => Step, refusal: string) {
      const used = Array.from({ length: quota }, (_, n) => step(n))
      expectOk(await steps(first, used))
      expectCode(await steps(first, [...used, step(quota)]), 'LS032', refusal)
      expectOk(await steps(first, [...used, become(second), ...used]))
    }

    it('takes 3 new threads per visit', async () => {
      await expectQuotaPerVisit(
        3,
        () => thread,
        'The demo allows 3 new threads per visit. Create a free account to start more.',
      )
    })

    it('takes 10 replies per visit', async () => {
      await expectQuotaPerVisit(
        10,
        () => reply,
        'The demo allows 10 replies per visit. Create a free account to reply more.',
      )
    })

    it('takes 5 consultation requests per visit, counted when cancelled too', async () => {
      await expectQuotaPerVisit(
        5,
        (n) => consultation(advocates[n]),
        'The demo allows 5 consultation requests per visit. Create a free account to send more.',
      )
      const cancel: Step = [
        `update public.consultations set status = 'cancelled' where status = 'requested'`,
      ]
      expectCode(
        await steps(first, [
          ...advocates.slice(0, 5).flatMap((id) => [consultation(id), cancel]),
          consultation(advocates[5]),
        ]),
        'LS032',
      )
    })

    it('keeps the open-request rule to the visit: another visitor may ask the same advocate', async () => {
      expectCode(
        await steps(first, [consultation(advocates[0]), consultation(advocates[0])]),
        'LS016',
        /already have an open request/,
      )
      expectOk(
        await steps(first, [
          consultation(advocates[0]),
          become(second),
          consultation(advocates[0]),
        ]),
      )
    })

    it('takes 20 messages per visit', async () => {
      await expectQuotaPerVisit(
        20,
        () => message(demoConversation),
        'The demo allows 20 messages per visit. Create a free account to send more.',
      )
    })

    it('takes 10 new documents per visit; a retried create of a stored one is not another', async () => {
      await expectQuotaPerVisit(
        10,
        () => document,
        'The demo allows 10 new documents per visit. Create a free account to save more.',
      )
      const retried: Step = [
        `insert into public.documents (id, template, title)
         values ('2dd00000-0000-4000-8000-000000000001', 'affidavit', 'Affidavit for change of name')
         on conflict (id) do nothing`,
      ]
      expectOk(await steps(first, [...repeat(12, retried), ...repeat(9, document)]))
    })

    it('takes 20 new chats and 30 questions to the assistant per visit', async () => {
      await expectQuotaPerVisit(
        20,
        () => chat,
        'The demo allows 20 new chats with the assistant per visit. Create a free account to start more.',
      )
      const ask = (n: number): Step => [
        `insert into public.chat_messages (chat_id, content)
         values ($1, 'question ' || $2::int)`,
        [DEMO_CHAT, n],
      ]
      await expectQuotaPerVisit(
        30,
        ask,
        'The demo allows 30 questions to the assistant per visit. Create a free account to ask more.',
      )
    })

    it('takes 3 upgrade requests per visit from the free demo advocate', async () => {
      const [first, second] = [visit(demoAdvocate, VISIT_A), visit(demoAdvocate, VISIT_B)]
      const used = repeat(3, upgradeRequest).flatMap((request) => [request, cancelUpgrade])
      expectCode(
        await steps(first, [...used, upgradeRequest]),
        'LS032',
        'The demo allows 3 upgrade requests per visit. Create a free account to ask for Premium.',
      )
      expectOk(await steps(first, [...used, become(second), ...used]))
    })

    it('keeps the account limits for everyone else, whatever their session', async () => {
      expectCode(
        await steps(visit(kiran, VISIT_A), [
          ...repeat(5, thread),
          become(visit(kiran, VISIT_B)),
          thread,
        ]),
        'LS004',
      )
    })
  })

  describe('contact messages: one address however it is written, and per client', () => {
    const variants = [
      'asha@example.test',
      'ASHA@Example.Test',
      'as\u200bha@example.test',
      'asha@example.test.',
      '\uff41\uff53\uff48\uff41@example.test',
      'asha+tag@example.test',
      ' asha\u2060@example.test ',
    ]

    it('counts every way of writing one address against its 5 an hour (LS011)', async () => {
      expectOk(await steps(anon, variants.slice(0, 5).map(contact)))
      for (const variant of variants.slice(5))
        expectCode(
          await steps(anon, [...variants.slice(0, 5).map(contact), contact(variant)]),
          'LS011',
        )
    })

    it('stores the address as typed, cleaned: no invisible characters, lower case, +tag kept', async () => {
      const stored = await steps(anon, [
        contact('\u200bAsha+Work@\uff25xample.test.'),
        asOwner,
        [`select email from public.contact_messages`],
      ])
      expect(expectOk(stored)).toEqual([{ email: 'asha+work@example.test' }])
    })

    it('refuses what is not an e-mail address, in words (LS034)', async () => {
      for (const email of [
        'not-an-email',
        'asha@example',
        'asha@@example.test',
        'asha@exa mple.test',
        'asha.@example.test',
        '.asha@example.test',
        'as..ha@example.test',
        'asha@-example.test',
        'asha@example..test',
        '"asha"@example.test',
        'आशा@example.test',
        '\u200b@example.test',
        `${'a'.repeat(65)}@example.test`,
      ])
        expectCode(
          await steps(anon, [contact(email)]),
          'LS034',
          'Please enter a valid e-mail address, like name@example.com.',
        )
    })

    it('takes 10 messages an hour from one client address, any e-mail (LS033)', async () => {
      const ten = Array.from({ length: 10 }, (_, n) => contact(`visitor${n}@example.test`))
      expectOk(await steps(anon, [fromAddress('203.0.113.7'), ...ten]))
      for (const caller of [anon, signedIn(kiran)])
        expectCode(
          await steps(caller, [
            fromAddress('203.0.113.7'),
            ...ten,
            contact('one.more@example.test'),
          ]),
          'LS033',
          /from your network/,
        )
      expectOk(
        await steps(anon, [
          fromAddress('203.0.113.7'),
          ...ten,
          fromAddress('198.51.100.2'),
          contact('one.more@example.test'),
        ]),
      )
      // Whatever a proxy puts there, a long value included, keys the limit without failing.
      const noise = randomBytes(4_000).toString('base64')
      expectOk(await steps(anon, [fromAddress(noise), ...ten]))
      // No client address (SQL, the service role's scripts): no per-address limit.
      expectOk(await steps(serviceRole, [...ten, contact('one.more@example.test')]))
    })
  })
})
