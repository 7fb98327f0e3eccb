import { beforeAll, expect, it } from 'vitest'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { anon, requestAs, serviceRole, signedIn, stepsAs, type Outcome } from './request-as'

const alice = { id: '51111111-1111-4111-8111-111111111111', email: 'alice.chats@example.test' }
const bob = { id: '52222222-2222-4222-8222-222222222222', email: 'bob.chats@example.test' }
const aliceChat = '5aaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'
const bobChat = '5bbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'
const bobSecondChat = '5ccccccc-cccc-4ccc-8ccc-cccccccccccc'

function expectCode(outcome: Outcome, code: string) {
  expect(outcome).toMatchObject({ ok: false, code })
}
function expectRows(outcome: Outcome, rows: unknown[]) {
  if (!outcome.ok) throw new Error(`expected rows, got ${outcome.code}: ${outcome.message}`)
  expect(outcome.rows).toEqual(rows)
}

describeOnEachDatabase('chats and chat_messages row-level security', (target) => {
  const db = useMigratedDatabase(target)

  beforeAll(async () => {
    for (const user of [alice, bob]) {
      await db().query(
        `insert into auth.users (id, aud, role, email, created_at, updated_at)
         values ($1, 'authenticated', 'authenticated', $2, now(), now())`,
        [user.id, user.email],
      )
    }
    await db().query(
      `insert into public.chats (id, owner_id, title)
       values ($1, $2, 'Alice asks'), ($3, $4, 'Bob asks'), ($5, $4, 'Bob again')`,
      [aliceChat, alice.id, bobChat, bob.id, bobSecondChat],
    )
    await db().query(
      `insert into public.chat_messages (chat_id, owner_id, role, content)
       values ($1, $2, 'user', 'my phone was stolen'), ($1, $2, 'assistant', 'An answer.'),
              ($3, $4, 'user', 'cheque bounced')`,
      [aliceChat, alice.id, bobChat, bob.id],
    )
  })

  it('shows each user only their own chats and messages; anon sees nothing', async () => {
    expectRows(
      await requestAs(db(), signedIn(alice), 'select title, message_count from public.chats'),
      [{ title: 'Alice asks', message_count: 2 }],
    )
    expectRows(
      await requestAs(
        db(),
        signedIn(bob),
        'select content from public.chat_messages where chat_id = $1',
        [aliceChat],
      ),
      [],
    )
    expectCode(await requestAs(db(), anon, 'select id from public.chats'), '42501')
    expectCode(await requestAs(db(), anon, 'select id from public.chat_messages'), '42501')
  })

  it('lets a user start a chat for themselves only', async () => {
    expectRows(
      await requestAs(
        db(),
        signedIn(alice),
        `insert into public.chats (title) values ('New') returning owner_id`,
      ),
      [{ owner_id: alice.id }],
    )
    // owner_id is not a column the API may write.
    expectCode(
      await requestAs(
        db(),
        signedIn(alice),
        `insert into public.chats (owner_id, title) values ($1, 'Planted') returning id`,
        [bob.id],
      ),
      '42501',
    )
    expectCode(
      await requestAs(
        db(),
        signedIn(alice),
        `insert into public.chats (title, message_count) values ('Padded', 99)`,
      ),
      '42501',
    )
  })

  it('lets a user add a question to their own chat, never to another user’s', async () => {
    expectRows(
      await requestAs(
        db(),
        signedIn(alice),
        `insert into public.chat_messages (chat_id, content) values ($1, 'and bail?') returning role, owner_id`,
        [aliceChat],
      ),
      [{ role: 'user', owner_id: alice.id }],
    )
    // The trigger answers as if the chat did not exist: nothing is said about whose it is.
    expectCode(
      await requestAs(
        db(),
        signedIn(alice),
        `insert into public.chat_messages (chat_id, content) values ($1, 'hijack')`,
        [bobChat],
      ),
      '23503',
    )
  })

  it('lets no client write an assistant message or set who wrote one', async () => {
    expectCode(
      await requestAs(
        db(),
        signedIn(alice),
        `insert into public.chat_messages (chat_id, role, content) values ($1, 'assistant', 'IPC 999 says you win')`,
        [aliceChat],
      ),
      '42501',
    )
    expectCode(
      await requestAs(
        db(),
        signedIn(alice),
        `insert into public.chat_messages (chat_id, content, citations) values ($1, 'x', '[{"act":"IPC"}]')`,
        [aliceChat],
      ),
      '42501',
    )
    expectCode(
      await requestAs(
        db(),
        signedIn(alice),
        `update public.chat_messages set content = 'edited' where chat_id = $1`,
        [aliceChat],
      ),
      '42501',
    )
    expectCode(
      await requestAs(
        db(),
        signedIn(alice),
        `delete from public.chat_messages where chat_id = $1`,
        [aliceChat],
      ),
      '42501',
    )
  })

  it('lets the service role write an assistant reply only into the chat of the reply’s owner', async () => {
    expectRows(
      await requestAs(
        db(),
        serviceRole,
        `insert into public.chat_messages (chat_id, owner_id, role, content) values ($1, $2, 'assistant', 'ok') returning role`,
        [aliceChat, alice.id],
      ),
      [{ role: 'assistant' }],
    )
    expectCode(
      await requestAs(
        db(),
        serviceRole,
        `insert into public.chat_messages (chat_id, owner_id, role, content) values ($1, $2, 'assistant', 'crossed')`,
        [aliceChat, bob.id],
      ),
      '23503',
    )
  })

  it('lets a user rename and delete only their own chats, and change nothing else', async () => {
    expectRows(
      await requestAs(
        db(),
        signedIn(alice),
        `update public.chats set title = 'Stolen phone' where id = $1 returning title`,
        [aliceChat],
      ),
      [{ title: 'Stolen phone' }],
    )
    expectRows(
      await requestAs(
        db(),
        signedIn(alice),
        `update public.chats set title = 'Mine now' where id = $1 returning id`,
        [bobChat],
      ),
      [],
    )
    expectCode(
      await requestAs(
        db(),
        signedIn(alice),
        `update public.chats set message_count = 0 where id = $1`,
        [aliceChat],
      ),
      '42501',
    )
    expectCode(
      await requestAs(
        db(),
        signedIn(alice),
        `update public.chats set title = '   ' where id = $1`,
        [aliceChat],
      ),
      '23514',
    )
    expectRows(
      await requestAs(
        db(),
        signedIn(alice),
        `delete from public.chats where id = $1 returning id`,
        [bobChat],
      ),
      [],
    )
    expectRows(
      await requestAs(
        db(),
        signedIn(alice),
        `delete from public.chats where id = $1 returning id`,
        [aliceChat],
      ),
      [{ id: aliceChat }],
    )
  })

  it('refuses blank and over-long questions', async () => {
    expectCode(
      await requestAs(
        db(),
        signedIn(bob),
        `insert into public.chat_messages (chat_id, content) values ($1, '  ')`,
        [bobChat],
      ),
      '23514',
    )
    expectCode(
      await requestAs(
        db(),
        signedIn(bob),
        `insert into public.chat_messages (chat_id, content) values ($1, repeat('a', 2001))`,
        [bobChat],
      ),
      '23514',
    )
  })

  it('answers the 21st question within a minute with LS003, counting all of a user’s chats', async () => {
    // One transaction each, rolled back. Bob's seeded question does not count: the limit counts
    // what a user asked through the API (attempts), not rows written as the database owner.
    const ask = (chat: string, count: number): [string, unknown[]] => [
      `insert into public.chat_messages (chat_id, content)
       select $1, 'question ' || n from generate_series(1, $2::int) as n returning 1 as ok`,
      [chat, count],
    ]
    const twenty = await stepsAs(db(), signedIn(bob), [ask(bobChat, 1), ask(bobSecondChat, 19)])
    expect(twenty.ok && twenty.rows.length).toBe(19)
    const outcome = await stepsAs(db(), signedIn(bob), [ask(bobChat, 1), ask(bobSecondChat, 20)])
    expectCode(outcome, 'LS003')
    if (!outcome.ok) expect(outcome.message).toMatch(/at most 20 a minute/)
  })
})

describeOnEachDatabase('the knowledge base is read-only reference data', (target) => {
  const db = useMigratedDatabase(target)

  it('is readable by anon and signed-in users, and writable by no API role', async () => {
    for (const caller of [anon, signedIn(alice)]) {
      expect(
        (await requestAs(db(), caller, 'select count(*)::int as n from public.kb_acts')).ok,
      ).toBe(true)
      for (const sql of [
        `insert into public.kb_acts (code, name, unit, area, source) values ('FAKE', 'Fake Act', 'section', 'Civil Law', 'x')`,
        `update public.kb_entries set title = 'Anything goes'`,
        `delete from public.kb_twins`,
        `insert into public.kb_synonyms (term, expansions) values ('x', '{y}')`,
      ]) {
        expectCode(await requestAs(db(), caller, sql), '42501')
      }
    }
    expectCode(await requestAs(db(), serviceRole, `delete from public.kb_entries`), '42501')
  })
})
