import { beforeAll, expect, it } from 'vitest'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { demoClient } from './demo-accounts'
import { SEEDED, createAccount } from './demo-world'
import { anon, requestAs, serviceRole, signedIn, stepsAs, type Outcome } from './request-as'

/**
 * assistant_feedback (docs/PRODUCT.md §2 'Chatbot', §6): a user marks the assistant's replies in
 * their own chats, changes their mind with an upsert and withdraws it; nobody else reads or writes
 * it but the service role, which reads it all. Each case is rolled back.
 */
const alice = { id: '24f00000-0000-4000-8000-000000000001', email: 'alice.feedback@example.test' }
const bob = { id: '24f00000-0000-4000-8000-000000000002', email: 'bob.feedback@example.test' }
const aliceChat = '24f0c000-0000-4000-8000-000000000001'
const bobChat = '24f0c000-0000-4000-8000-000000000002'
/** Alice's question and the two replies in her chat; Bob's reply in his. */
const aliceQuestion = '24f0a000-0000-4000-8000-000000000001'
const aliceReply = '24f0a000-0000-4000-8000-000000000002'
const aliceSecondReply = '24f0a000-0000-4000-8000-000000000003'
const bobReply = '24f0a000-0000-4000-8000-000000000004'

const SAMPLE_CHAT =
  'This sample chat is shared by every visitor of the demo, so it cannot be changed. Start a new chat to ask your own question.'

/** The statement the REST API compiles for supabase-js's upsert(…, { onConflict }). */
const UPSERT = `insert into public.assistant_feedback (reply_id, helpful, note) values ($1, $2, $3)
  on conflict (reply_id, owner_id) do update
  set reply_id = excluded.reply_id, helpful = excluded.helpful, note = excluded.note
  returning reply_id, owner_id, helpful, note`

function expectCode(outcome: Outcome, code: string, message?: string) {
  expect(outcome).toMatchObject(
    message === undefined ? { ok: false, code } : { ok: false, code, message },
  )
}
function rowsOf(outcome: Outcome) {
  if (!outcome.ok) throw new Error(`expected rows, got ${outcome.code}: ${outcome.message}`)
  return outcome.rows
}

describeOnEachDatabase('assistant_feedback row-level security', (target) => {
  const db = useMigratedDatabase(target)
  const asAlice = signedIn(alice)

  beforeAll(async () => {
    await createAccount(db(), alice)
    await createAccount(db(), bob)
    await db().query(
      `insert into public.chats (id, owner_id, title) values ($1, $2, 'Alice asks'), ($3, $4, 'Bob asks')`,
      [aliceChat, alice.id, bobChat, bob.id],
    )
    await db().query(
      `insert into public.chat_messages (id, chat_id, owner_id, role, content, citations, created_at)
       values ($1, $5, $6, 'user', 'Someone took money promising a job', '[]', now() - interval '3 minutes'),
              ($2, $5, $6, 'assistant', 'That is cheating.',
               '[{"act": "BNS", "section": "318(4)", "title": "Cheating"}]', now() - interval '2 minutes'),
              ($3, $5, $6, 'assistant', 'Go to the police.', '[]', now() - interval '1 minute'),
              ($4, $7, $8, 'assistant', 'Bob''s answer.', '[]', now())`,
      [aliceQuestion, aliceReply, aliceSecondReply, bobReply, aliceChat, alice.id, bobChat, bob.id],
    )
    await db().query(
      `insert into public.assistant_feedback (reply_id, owner_id, helpful, note, created_at, updated_at)
       values ($1, $2, false, 'Too short.', now() - interval '1 day', now() - interval '1 day')`,
      [bobReply, bob.id],
    )
  })

  it('lets a user mark a reply in their own chat; the owner and the times are the database’s and the note is trimmed', async () => {
    expect(
      rowsOf(
        await requestAs(
          db(),
          asAlice,
          `insert into public.assistant_feedback (reply_id, helpful, note) values ($1, false, $2)
           returning owner_id, helpful, note, created_at = updated_at as fresh`,
          [aliceReply, '  It did not say where to file.\n '],
        ),
      ),
    ).toEqual([
      { owner_id: alice.id, helpful: false, note: 'It did not say where to file.', fresh: true },
    ])
    expect(rowsOf(await requestAs(db(), asAlice, UPSERT, [aliceReply, true, '   ']))).toEqual([
      { reply_id: aliceReply, owner_id: alice.id, helpful: true, note: null },
    ])
  })

  it('keeps one row per reply and owner: changing one’s mind updates it, a plain second insert is a duplicate', async () => {
    const outcome = await stepsAs(db(), signedIn(bob), [
      [UPSERT, [bobReply, true, null]],
      [
        `select helpful, note, created_at < now() - interval '23 hours' as created_then,
                updated_at = now() as updated_now,
                (select count(*)::int from public.assistant_feedback) as rows
         from public.assistant_feedback where reply_id = $1`,
        [bobReply],
      ],
    ])
    expect(rowsOf(outcome)).toEqual([
      { helpful: true, note: null, created_then: true, updated_now: true, rows: 1 },
    ])
    expectCode(
      await stepsAs(db(), asAlice, [
        [UPSERT, [aliceReply, true, null]],
        [
          `insert into public.assistant_feedback (reply_id, helpful) values ($1, false)`,
          [aliceReply],
        ],
      ]),
      '23505',
    )
  })

  it('refuses feedback on another user’s reply, on a question, and on a message that does not exist', async () => {
    for (const reply of [bobReply, aliceQuestion, '24f0a000-0000-4000-8000-00000000dead'])
      expectCode(await requestAs(db(), asAlice, UPSERT, [reply, false, 'Hijack']), '42501')
  })

  it('lets no one forge the owner or the timestamps', async () => {
    for (const [sql, params] of [
      [
        `insert into public.assistant_feedback (reply_id, owner_id, helpful) values ($1, $2, true)`,
        [bobReply, bob.id],
      ],
      [
        `insert into public.assistant_feedback (reply_id, owner_id, helpful) values ($1, $2, true)`,
        [aliceReply, alice.id],
      ],
      [
        `insert into public.assistant_feedback (reply_id, helpful, created_at) values ($1, true, '2020-01-01')`,
        [aliceReply],
      ],
    ] as const)
      expectCode(await requestAs(db(), asAlice, sql, [...params]), '42501')
    expectCode(
      await stepsAs(db(), asAlice, [
        [UPSERT, [aliceReply, true, null]],
        [
          `update public.assistant_feedback set owner_id = $1 where reply_id = $2`,
          [bob.id, aliceReply],
        ],
      ]),
      '42501',
    )
  })

  it('keeps feedback with its reply: moving it to another reply is refused', async () => {
    expectCode(
      await stepsAs(db(), asAlice, [
        [UPSERT, [aliceReply, true, null]],
        [
          `update public.assistant_feedback set reply_id = $1 where reply_id = $2`,
          [aliceSecondReply, aliceReply],
        ],
      ]),
      '42501',
      'Feedback stays with its reply. Give feedback on the other reply instead.',
    )
  })

  it('refuses a note over 1,000 characters and takes one of exactly 1,000', async () => {
    expectCode(
      await requestAs(db(), asAlice, UPSERT, [aliceReply, false, 'x'.repeat(1001)]),
      '23514',
    )
    expect(
      rowsOf(
        await requestAs(db(), asAlice, UPSERT, [aliceReply, false, ` ${'x'.repeat(1000)} `]),
      )[0],
    ).toMatchObject({ note: 'x'.repeat(1000) })
    expectCode(
      await requestAs(
        db(),
        asAlice,
        `insert into public.assistant_feedback (reply_id, helpful) values ($1, null)`,
        [aliceReply],
      ),
      '23502',
    )
  })

  it('shows, changes and deletes no one else’s feedback', async () => {
    expect(
      rowsOf(await requestAs(db(), asAlice, 'select * from public.assistant_feedback')),
    ).toEqual([])
    for (const sql of [
      `update public.assistant_feedback set helpful = true, note = null where reply_id = $1 returning 1`,
      'delete from public.assistant_feedback where reply_id = $1 returning 1',
    ])
      expect(rowsOf(await requestAs(db(), asAlice, sql, [bobReply]))).toEqual([])
    expect(
      rowsOf(
        await requestAs(
          db(),
          signedIn(bob),
          'select helpful, note from public.assistant_feedback where reply_id = $1',
          [bobReply],
        ),
      ),
    ).toEqual([{ helpful: false, note: 'Too short.' }])
  })

  it('lets the owner withdraw their feedback', async () => {
    expect(
      rowsOf(
        await stepsAs(db(), asAlice, [
          [UPSERT, [aliceReply, true, null]],
          [
            'delete from public.assistant_feedback where reply_id = $1 returning helpful',
            [aliceReply],
          ],
        ]),
      ),
    ).toEqual([{ helpful: true }])
  })

  it('gives anon nothing at all', async () => {
    for (const sql of [
      'select * from public.assistant_feedback',
      `insert into public.assistant_feedback (reply_id, helpful) values ('${aliceReply}', true)`,
      `update public.assistant_feedback set helpful = true`,
      `delete from public.assistant_feedback`,
    ])
      expectCode(await requestAs(db(), anon, sql), '42501')
  })

  it('lets the service role read every row and write none', async () => {
    const outcome = await stepsAs(db(), asAlice, [[UPSERT, [aliceReply, true, null]]])
    expect(outcome.ok).toBe(true)
    expect(
      rowsOf(
        await requestAs(
          db(),
          serviceRole,
          'select reply_id, helpful from public.assistant_feedback order by reply_id',
        ),
      ),
    ).toEqual([{ reply_id: bobReply, helpful: false }])
    for (const sql of [
      `insert into public.assistant_feedback (reply_id, owner_id, helpful) values ('${aliceReply}', '${alice.id}', true)`,
      `update public.assistant_feedback set helpful = true`,
      `delete from public.assistant_feedback`,
    ])
      expectCode(await requestAs(db(), serviceRole, sql), '42501')
  })

  it('goes with its reply when the chat is deleted', async () => {
    expect(
      rowsOf(
        await stepsAs(db(), asAlice, [
          [UPSERT, [aliceReply, false, 'Gone soon.']],
          ['delete from public.chats where id = $1', [aliceChat]],
          ['select count(*)::int as n from public.assistant_feedback'],
        ]),
      ),
    ).toEqual([{ n: 0 }])
  })

  it('refuses the demo accounts feedback on the demo’s seeded chats (LS030), and takes it on their own', async () => {
    const demo = signedIn(demoClient)
    expectCode(
      await requestAs(
        db(),
        demo,
        `insert into public.assistant_feedback (reply_id, helpful)
         select id, true from public.chat_messages where chat_id = $1 and role = 'assistant'`,
        [SEEDED.chat],
      ),
      'LS030',
      SAMPLE_CHAT,
    )
    const own = await stepsAs(db(), demo, [
      [`insert into public.chats (title) values ('A visitor asks')`],
      [
        `select set_config('role', 'service_role', true),
                set_config('request.jwt.claims', '{"role":"service_role"}', true)`,
      ],
      [
        `insert into public.chat_messages (chat_id, owner_id, role, content)
         select id, owner_id, 'assistant', 'An answer.' from public.chats where title = 'A visitor asks'`,
      ],
      [
        `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify(demo.claims)],
      ],
      [
        `insert into public.assistant_feedback (reply_id, helpful)
         select m.id, false from public.chat_messages as m join public.chats as c on c.id = m.chat_id
         where c.title = 'A visitor asks' returning helpful`,
      ],
    ])
    expect(rowsOf(own)).toEqual([{ helpful: false }])
  })

  it('lists feedback for operators only: newest first, with the question and the cited sections', async () => {
    const asOperator: [string, unknown[]] = [
      `select set_config('role', 'service_role', true),
              set_config('request.jwt.claims', '{"role":"service_role"}', true)`,
      [],
    ]
    const listed = (onlyUnhelpful: boolean) =>
      stepsAs(db(), asAlice, [
        [UPSERT, [aliceReply, false, 'It did not say where to file.']],
        [UPSERT, [aliceSecondReply, true, null]],
        asOperator,
        [
          `select helpful, note, question, citations, reply_id
           from public.operator_assistant_feedback(only_unhelpful => $1, max_rows => 10)`,
          [onlyUnhelpful],
        ],
      ])
    // Bob's was given before this transaction began.
    expect(rowsOf(await listed(true))).toEqual([
      {
        helpful: false,
        note: 'It did not say where to file.',
        question: 'Someone took money promising a job',
        citations: [{ act: 'BNS', section: '318(4)', title: 'Cheating' }],
        reply_id: aliceReply,
      },
      { helpful: false, note: 'Too short.', question: null, citations: [], reply_id: bobReply },
    ])
    expect(rowsOf(await listed(false)).map((row) => [row.reply_id, row.question])).toEqual([
      [aliceSecondReply, 'Someone took money promising a job'],
      [aliceReply, 'Someone took money promising a job'],
      [bobReply, null],
    ])
    for (const caller of [anon, asAlice])
      expectCode(
        await requestAs(db(), caller, 'select * from public.operator_assistant_feedback()'),
        '42501',
      )
  })
})
