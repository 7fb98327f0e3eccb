import { beforeAll, describe, expect, it } from 'vitest'
import { Rollback } from '../../server/db/driver'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { anon, requestAs, serviceRole, signedIn, stepsAs, type Outcome } from './request-as'

/**
 * The forum's rules, tried by every kind of caller: anon, the author, another user, an advocate,
 * a verified advocate and the service role. Every request runs in its own rolled-back
 * transaction, so each case starts from the rows of beforeAll.
 */
const user = (n: number, name: string, role: 'client' | 'advocate', isVerified = false) => ({
  id: `7${n}000000-0000-4000-8000-00000000000${n}`,
  email: `${name.toLowerCase()}.forum@example.test`,
  name,
  role,
  isVerified,
})
const alice = user(1, 'Alice', 'client')
// A client whose is_verified is true: the badge must still not appear (it is for advocates).
const carol = user(2, 'Carol', 'client', true)
const dave = user(3, 'Dave', 'advocate')
const vera = user(4, 'Vera', 'advocate', true)
const silent = user(5, 'Silent', 'client')
// Has asked only anonymously: must not appear among the public profiles.
const lonely = user(6, 'Lonely', 'client')

const id = (prefix: string, n: number) => `${prefix}000000-0000-4000-8000-00000000000${n}`
/** Alice's, posted two hours ago: its edit window has closed. */
const oldThread = id('7a', 1)
/** Alice's anonymous thread, posted five minutes ago. */
const anonThread = id('7a', 2)
/** Alice's, five minutes ago, no replies. */
const bareThread = id('7a', 3)
const veraReply = id('7b', 1)
const daveReply = id('7b', 2)
const aliceAnonReply = id('7b', 3)
const carolReply = id('7b', 4)
const aliceOwnReply = id('7b', 5)

const BODY = 'A question with enough words to be a real body.'

function expectCode(outcome: Outcome, code: string) {
  expect(outcome).toMatchObject({ ok: false, code })
}
function rowsOf(outcome: Outcome) {
  if (!outcome.ok) throw new Error(`expected rows, got ${outcome.code}: ${outcome.message}`)
  return outcome.rows
}

describeOnEachDatabase('forum row-level security', (target) => {
  const db = useMigratedDatabase(target)
  const as = (caller: Parameters<typeof requestAs>[1], sql: string, params: unknown[] = []) =>
    requestAs(db(), caller, sql, params)

  beforeAll(async () => {
    for (const u of [alice, carol, dave, vera, silent, lonely]) {
      await db().query(
        `insert into auth.users (id, aud, role, email, created_at, updated_at)
         values ($1, 'authenticated', 'authenticated', $2, now(), now())`,
        [u.id, u.email],
      )
      await db().query(
        `insert into public.users (id, email, name, role, is_verified) values ($1, $2, $3, $4, $5)
       on conflict (id) do update set email = excluded.email, name = excluded.name, role = excluded.role, is_verified = excluded.is_verified`,
        [u.id, u.email, u.name, u.role, u.isVerified],
      )
    }
    await db().query(
      `insert into public.forum_threads (id, author_id, title, body, categories, is_anonymous, created_at)
       values ($1, $4, 'Landlord keeps my deposit', $5, '{Property Law}', false, now() - interval '2 hours'),
              (gen_random_uuid(), $6, 'A private family matter', $5, '{Family Law}', true, now() - interval '1 day'),
              ($2, $4, 'Husband threatens me at home', $5, '{Family Law,Criminal Law}', true, now() - interval '5 minutes'),
              ($3, $4, 'Can I file an RTI online?', $5, '{Constitutional Law}', false, now() - interval '5 minutes')`,
      [oldThread, anonThread, bareThread, alice.id, BODY, lonely.id],
    )
    await db().query(
      `insert into public.forum_replies (id, thread_id, author_id, body, created_at)
       values ($1, $6, $7, 'Send a legal notice first.', now() - interval '90 minutes'),
              ($2, $6, $8, 'Keep your receipts.', now() - interval '80 minutes'),
              ($5, $6, $9, 'Thank you both.', now() - interval '70 minutes'),
              ($3, $10, $9, 'It happened again last night.', now() - interval '4 minutes'),
              ($4, $10, $11, 'Call 181, the women helpline.', now() - interval '3 minutes')`,
      [
        veraReply,
        daveReply,
        aliceAnonReply,
        carolReply,
        aliceOwnReply,
        oldThread,
        vera.id,
        dave.id,
        alice.id,
        anonThread,
        carol.id,
      ],
    )
  })

  describe('reading', () => {
    it('lets no anonymous caller read or call anything of the forum', async () => {
      for (const sql of [
        'select id from public.forum_threads',
        'select id from public.forum_replies',
        'select thread_id from public.forum_thread_votes',
        'select id from public.forum_thread_cards',
        'select id from public.forum_reply_cards',
        'select id from public.forum_thread_page()',
        'select * from public.my_forum_activity()',
        `insert into public.forum_threads (title, body, categories) values ('An anonymous post', '${BODY}', '{Civil Law}')`,
      ]) {
        expectCode(await as(anon, sql), '42501')
      }
    })

    it('lets signed-in users read every thread and reply, but never author_id from the tables', async () => {
      const threads = rowsOf(
        await as(
          signedIn(carol),
          'select id from public.forum_thread_cards where id = any($1::uuid[]) order by id',
          [[oldThread, anonThread, bareThread]],
        ),
      )
      expect(threads).toHaveLength(3)
      expect(
        rowsOf(
          await as(
            signedIn(carol),
            'select count(*)::int as n from public.forum_replies where thread_id = $1',
            [oldThread],
          ),
        ),
      ).toEqual([{ n: 3 }])
      expectCode(await as(signedIn(carol), 'select author_id from public.forum_threads'), '42501')
      expectCode(await as(signedIn(carol), 'select * from public.forum_threads'), '42501')
      expectCode(await as(signedIn(carol), 'select author_id from public.forum_replies'), '42501')
      expectCode(await as(signedIn(carol), 'select search from public.forum_threads'), '42501')
    })

    it("names authors and derives 'Verified Advocate' from role and verification only", async () => {
      const replies = rowsOf(
        await as(
          signedIn(silent),
          `select author_name, author_role, author_is_verified_advocate from public.forum_reply_cards
           where thread_id = $1 order by created_at`,
          [oldThread],
        ),
      )
      expect(replies).toEqual([
        { author_name: 'Vera', author_role: 'advocate', author_is_verified_advocate: true },
        { author_name: 'Dave', author_role: 'advocate', author_is_verified_advocate: false },
        { author_name: 'Alice', author_role: 'client', author_is_verified_advocate: false },
      ])
      const carols = rowsOf(
        await as(
          signedIn(silent),
          'select author_is_verified_advocate from public.forum_reply_cards where id = $1',
          [carolReply],
        ),
      )
      expect(carols).toEqual([{ author_is_verified_advocate: false }])
    })

    it('lets nobody make themselves a verified advocate', async () => {
      for (const sql of [
        `update public.users set is_verified = true where id = '${dave.id}'`,
        `update public.users set role = 'advocate' where id = '${dave.id}'`,
      ]) {
        expectCode(await as(signedIn(dave), sql), '42501')
      }
      expectCode(
        await as(
          signedIn(dave),
          `insert into public.forum_replies (thread_id, body, author_is_verified_advocate) values ($1, 'x')`,
          [oldThread],
        ),
        '42703',
      )
    })
  })

  describe('anonymous threads', () => {
    it("never send the asker's id or name to anyone else: views, RPC, profiles, activity", async () => {
      for (const caller of [signedIn(carol), signedIn(vera), serviceRole]) {
        const cards = rowsOf(
          await as(
            caller,
            'select author_id, author_name, author_role, is_anonymous from public.forum_thread_cards where id = $1',
            [anonThread],
          ),
        )
        expect(cards).toEqual([
          { author_id: null, author_name: null, author_role: null, is_anonymous: true },
        ])
        const page = rowsOf(
          await as(
            caller,
            // A phrase: plain words would also find the seed's other threads about husbands.
            `select author_id, author_name from public.forum_thread_page(search => '"husband threatens"')`,
          ),
        )
        expect(page).toEqual([{ author_id: null, author_name: null }])
        const replies = rowsOf(
          await as(
            caller,
            `select id, author_id, author_name, by_thread_author from public.forum_reply_cards
             where thread_id = $1 order by created_at`,
            [anonThread],
          ),
        )
        expect(replies[0]).toEqual({
          id: aliceAnonReply,
          author_id: null,
          author_name: null,
          by_thread_author: true,
        })
        const text = JSON.stringify([cards, page, replies])
        expect(text).not.toContain(alice.id)
        expect(text).not.toContain('Alice')
      }
    })

    it('show the asker their own name and mark the thread as theirs', async () => {
      const cards = rowsOf(
        await as(
          signedIn(alice),
          'select author_name, is_mine from public.forum_thread_cards where id = $1',
          [anonThread],
        ),
      )
      expect(cards).toEqual([{ author_name: 'Alice', is_mine: true }])
    })

    it('name no anonymous asker through the byline functions, even called directly', async () => {
      const bylines = rowsOf(
        await as(
          signedIn(carol),
          `select a.author_id, a.author_name from public.forum_threads as t
           cross join lateral private.thread_author(t.id) as a where t.id = $1`,
          [anonThread],
        ),
      )
      expect(bylines).toEqual([{ author_id: null, author_name: null }])
      // The function under them names anyone, so only they may call it.
      expectCode(
        await as(signedIn(carol), 'select * from private.byline_of($1)', [lonely.id]),
        '42501',
      )
    })
  })

  describe('posting', () => {
    it('records the caller as author and refuses forged authors, counts, badges and timestamps', async () => {
      const rows = rowsOf(
        await stepsAs(db(), signedIn(carol), [
          [
            `insert into public.forum_threads (title, body, categories) values ('Is a verbal will valid?', $1, '{Family Law}')
             returning id`,
            [BODY],
          ],
          [
            `select author_name, is_mine, reply_count, upvote_count, edited_at from public.forum_thread_cards
             where title = 'Is a verbal will valid?'`,
          ],
        ]),
      )
      expect(rows).toEqual([
        { author_name: 'Carol', is_mine: true, reply_count: 0, upvote_count: 0, edited_at: null },
      ])
      for (const [column, value] of [
        ['author_id', alice.id],
        ['reply_count', 99],
        ['upvote_count', 99],
        ['advocate_reply_count', 1],
        ['created_at', '2020-01-01T00:00:00Z'],
        ['edited_at', '2020-01-01T00:00:00Z'],
        ['deleted_at', '2020-01-01T00:00:00Z'],
        ['helpful_reply_id', veraReply],
      ] as const) {
        expectCode(
          await as(
            signedIn(carol),
            `insert into public.forum_threads (title, body, categories, ${column})
             values ('A forged thread title', $1, '{Civil Law}', $2)`,
            [BODY, value],
          ),
          '42501',
        )
      }
      for (const [column, value] of [
        ['author_id', alice.id],
        ['upvote_count', 9],
        ['by_advocate', true],
        ['created_at', '2020-01-01'],
      ] as const) {
        expectCode(
          await as(
            signedIn(carol),
            `insert into public.forum_replies (thread_id, body, ${column}) values ($1, 'forged', $2)`,
            [oldThread, value],
          ),
          '42501',
        )
      }
    })

    it('checks titles, bodies and categories as the form does', async () => {
      const insert = (title: string, body: string, categories: string) =>
        as(
          signedIn(carol),
          'insert into public.forum_threads (title, body, categories) values ($1, $2, $3::text[])',
          [title, body, categories],
        )
      expectCode(await insert('Too short', BODY, '{Civil Law}'), '23514')
      expectCode(await insert(`   ${'x'.repeat(8)}   `, BODY, '{Civil Law}'), '23514')
      expectCode(await insert('x'.repeat(151), BODY, '{Civil Law}'), '23514')
      expectCode(await insert('A proper title here', 'short body', '{Civil Law}'), '23514')
      expectCode(await insert('A proper title here', 'x'.repeat(5001), '{Civil Law}'), '23514')
      expectCode(await insert('A proper title here', BODY, '{}'), '23514')
      expectCode(await insert('A proper title here', BODY, '{Tax Law}'), '23514')
      expectCode(await insert('A proper title here', BODY, '{Civil Law,Civil Law}'), '23514')
      expectCode(
        await insert(
          'A proper title here',
          BODY,
          '{Civil Law,Family Law,Property Law,Criminal Law}',
        ),
        '23514',
      )
      expectCode(await insert('A proper title here', BODY, '{{Civil Law}}'), '23514')
      expect(
        (
          await insert(
            'A proper title here',
            'x'.repeat(5000),
            '{Civil Law,Family Law,Property Law}',
          )
        ).ok,
      ).toBe(true)
      const reply = (body: string) =>
        as(signedIn(carol), 'insert into public.forum_replies (thread_id, body) values ($1, $2)', [
          oldThread,
          body,
        ])
      expectCode(await reply('   \n\t '), '23514')
      expectCode(await reply('x'.repeat(5001)), '23514')
      expect((await reply('x'.repeat(5000))).ok).toBe(true)
    })

    it('allows 5 threads and 30 replies an hour per user, with a clear message', async () => {
      const threads = await as(
        signedIn(silent),
        `insert into public.forum_threads (title, body, categories)
         select 'Question number ' || n, $1, '{Civil Law}' from generate_series(1, 6) as n`,
        [BODY],
      )
      expect(threads).toMatchObject({ ok: false, code: 'LS004' })
      expect(threads.ok || threads.message).toBe(
        'You can start at most 5 threads an hour. Please wait a while and post again.',
      )
      expect(
        (
          await as(
            signedIn(silent),
            `insert into public.forum_threads (title, body, categories)
             select 'Question number ' || n, $1, '{Civil Law}' from generate_series(1, 5) as n`,
            [BODY],
          )
        ).ok,
      ).toBe(true)
      expectCode(
        await as(
          signedIn(silent),
          `insert into public.forum_replies (thread_id, body) select $1, 'reply ' || n from generate_series(1, 31) as n`,
          [oldThread],
        ),
        'LS004',
      )
      expect(
        (
          await as(
            signedIn(silent),
            `insert into public.forum_replies (thread_id, body) select $1, 'reply ' || n from generate_series(1, 30) as n`,
            [oldThread],
          )
        ).ok,
      ).toBe(true)
    })

    it("keeps reply counts, and takes a thread off the advocates' queue once one answers", async () => {
      const awaiting = (caller: ReturnType<typeof signedIn>, steps: [string, unknown[]][]) =>
        stepsAs(db(), caller, [
          ...steps,
          [
            `select (select reply_count from public.forum_thread_cards where id = $1) as replies,
                    exists (select 1 from public.forum_thread_page(sort => 'awaiting_advocate', page_size => 50)
                            where id = $1) as awaiting`,
            [bareThread],
          ],
        ])
      expect(rowsOf(await awaiting(signedIn(vera), []))).toEqual([{ replies: 0, awaiting: true }])
      const reply: [string, unknown[]] = [
        'insert into public.forum_replies (thread_id, body) values ($1, $2)',
        [bareThread, 'File it on the RTI portal.'],
      ]
      // A client's reply is a reply, but the question still waits for an advocate.
      expect(rowsOf(await awaiting(signedIn(carol), [reply]))).toEqual([
        { replies: 1, awaiting: true },
      ])
      // So is an advocate account's, until LexSetu has verified the advocate: anyone can sign up
      // as an advocate.
      expect(rowsOf(await awaiting(signedIn(dave), [reply]))).toEqual([
        { replies: 1, awaiting: true },
      ])
      expect(rowsOf(await awaiting(signedIn(vera), [reply]))).toEqual([
        { replies: 1, awaiting: false },
      ])
      expect(
        rowsOf(
          await awaiting(signedIn(vera), [
            reply,
            ['delete from public.forum_replies where thread_id = $1', [bareThread]],
          ]),
        ),
      ).toEqual([{ replies: 0, awaiting: true }])
    })

    it('counts the replies of an advocate from their verification on, and no longer once it is withdrawn', async () => {
      const check = (id: string, verified: boolean) =>
        stepsAs(db(), serviceRole, [
          [
            'insert into public.forum_replies (thread_id, author_id, body) values ($1, $2, $3)',
            [bareThread, id, 'File it on the RTI portal.'],
          ],
          ['update public.users set is_verified = $2 where id = $1', [id, verified]],
          [
            `select t.advocate_reply_count,
                    exists (select 1 from public.forum_thread_page(sort => 'awaiting_advocate', page_size => 50)
                            where id = t.id) as awaiting,
                    (select count(*)::int from public.forum_replies as r
                     where r.author_id = $2 and r.by_advocate) as counted_replies
             from public.forum_threads as t where t.id = $1`,
            [bareThread, id],
          ],
        ])
      // Dave is verified after replying: this reply and his earlier one count.
      expect(rowsOf(await check(dave.id, true))).toEqual([
        { advocate_reply_count: 1, awaiting: false, counted_replies: 2 },
      ])
      // Vera's verification is withdrawn: her replies stop counting.
      expect(rowsOf(await check(vera.id, false))).toEqual([
        { advocate_reply_count: 0, awaiting: true, counted_replies: 0 },
      ])
      expect(
        rowsOf(
          await as(
            serviceRole,
            'select advocate_reply_count from public.forum_threads where id = $1',
            [oldThread],
          ),
        ),
      ).toEqual([{ advocate_reply_count: 1 }])
    })
  })

  describe('editing and deleting', () => {
    it('lets authors edit their own post within 30 minutes, and stamps the edit', async () => {
      const edited = rowsOf(
        await stepsAs(db(), signedIn(alice), [
          [
            `update public.forum_threads set title = 'Can I file an RTI from my phone?' where id = $1`,
            [bareThread],
          ],
          [
            'select title, edited_at is not null as edited from public.forum_thread_cards where id = $1',
            [bareThread],
          ],
        ]),
      )
      expect(edited).toEqual([{ title: 'Can I file an RTI from my phone?', edited: true }])
      const late = await as(
        signedIn(alice),
        `update public.forum_threads set body = $2 where id = $1`,
        [oldThread, `${BODY} (edited)`],
      )
      expect(late).toMatchObject({
        ok: false,
        code: 'LS005',
        message: 'Posts can be edited only in the first 30 minutes after posting.',
      })
      expectCode(
        await as(
          signedIn(alice),
          `update public.forum_replies set body = 'changed' where id = $1`,
          [aliceOwnReply],
        ),
        'LS005',
      )
      expect(
        rowsOf(
          await as(
            signedIn(alice),
            `update public.forum_replies set body = 'changed' where id = $1 returning id`,
            [aliceAnonReply],
          ),
        ),
      ).toEqual([{ id: aliceAnonReply }])
    })

    it("changes nobody else's post, and no count, author or timestamp", async () => {
      for (const sql of [
        `update public.forum_threads set title = 'Taken over by Carol' where id = '${bareThread}' returning id`,
        `update public.forum_replies set body = 'Taken over' where id = '${veraReply}' returning id`,
        `delete from public.forum_threads where id = '${bareThread}' returning id`,
        `delete from public.forum_replies where id = '${veraReply}' returning id`,
      ]) {
        expect(rowsOf(await as(signedIn(carol), sql))).toEqual([])
      }
      for (const set of [
        'reply_count = 0',
        'upvote_count = 100',
        `author_id = '${carol.id}'`,
        'created_at = now()',
        'edited_at = null',
        'deleted_at = now()',
        'is_anonymous = false',
      ]) {
        expectCode(
          await as(signedIn(alice), `update public.forum_threads set ${set} where id = $1`, [
            bareThread,
          ]),
          '42501',
        )
      }
      expectCode(
        await as(
          signedIn(vera),
          `update public.forum_replies set upvote_count = 50 where id = $1`,
          [veraReply],
        ),
        '42501',
      )
    })

    it("lets only the thread's author mark one of its replies helpful", async () => {
      expect(
        rowsOf(
          await stepsAs(db(), signedIn(alice), [
            [
              'update public.forum_threads set helpful_reply_id = $2 where id = $1',
              [oldThread, veraReply],
            ],
            [
              'select id, is_helpful from public.forum_reply_cards where thread_id = $1 and is_helpful',
              [oldThread],
            ],
          ]),
        ),
      ).toEqual([{ id: veraReply, is_helpful: true }])
      // Two hours after posting: marking is not editing, so the window does not apply.
      expectCode(
        await as(
          signedIn(alice),
          'update public.forum_threads set helpful_reply_id = $2 where id = $1',
          [bareThread, veraReply],
        ),
        '23503',
      )
      expect(
        rowsOf(
          await as(
            signedIn(vera),
            'update public.forum_threads set helpful_reply_id = $2 where id = $1 returning id',
            [oldThread, veraReply],
          ),
        ),
      ).toEqual([])
    })

    it("keeps a deleted thread with replies as '[deleted]', its replies readable; removes one without", async () => {
      const rows = rowsOf(
        await stepsAs(db(), signedIn(alice), [
          ['delete from public.forum_threads where id = $1', [oldThread]],
          [
            `select title, body, is_deleted, author_id, author_name, reply_count from public.forum_thread_cards where id = $1`,
            [oldThread],
          ],
        ]),
      )
      expect(rows).toEqual([
        {
          title: '[deleted]',
          body: '[deleted]',
          is_deleted: true,
          author_id: null,
          author_name: null,
          reply_count: 3,
        },
      ])
      expect(
        rowsOf(
          await stepsAs(db(), signedIn(alice), [
            ['delete from public.forum_threads where id = $1', [oldThread]],
            [
              'select count(*)::int as n from public.forum_reply_cards where thread_id = $1',
              [oldThread],
            ],
          ]),
        ),
      ).toEqual([{ n: 3 }])
      expect(
        await stepsAs(db(), signedIn(alice), [
          ['delete from public.forum_threads where id = $1', [oldThread]],
          [
            'insert into public.forum_replies (thread_id, body) values ($1, $2)',
            [oldThread, 'Still there?'],
          ],
        ]),
      ).toMatchObject({ ok: false, code: 'LS007' })
      // Its replies are closed as the thread is: no votes, no edits (withdrawing a vote and
      // deleting a reply still work).
      const deleteAnonThread: [string, unknown[]] = [
        'delete from public.forum_threads where id = $1',
        [anonThread],
      ]
      expect(
        await stepsAs(db(), signedIn(alice), [
          deleteAnonThread,
          ['insert into public.forum_reply_votes (reply_id) values ($1)', [carolReply]],
        ]),
      ).toMatchObject({ ok: false, code: 'LS007', message: 'This thread was deleted.' })
      expect(
        await stepsAs(db(), signedIn(alice), [
          deleteAnonThread,
          ['update public.forum_replies set body = $2 where id = $1', [aliceAnonReply, 'Edited']],
        ]),
      ).toMatchObject({ ok: false, code: 'LS007', message: 'This thread was deleted.' })
      expect(
        await stepsAs(db(), serviceRole, [
          deleteAnonThread,
          ['update public.forum_replies set body = $2 where id = $1', [carolReply, 'Edited']],
        ]),
      ).toMatchObject({ ok: false, code: 'LS007' })
      expect(
        rowsOf(
          await stepsAs(db(), signedIn(vera), [
            ['insert into public.forum_reply_votes (reply_id) values ($1)', [carolReply]],
            ['delete from public.forum_threads where id = $1', [anonThread]],
            [
              'delete from public.forum_reply_votes where reply_id = $1 returning reply_id',
              [carolReply],
            ],
          ]),
        ),
      ).toEqual([{ reply_id: carolReply }])
      expect(
        rowsOf(
          await stepsAs(db(), signedIn(alice), [
            deleteAnonThread,
            ['delete from public.forum_replies where id = $1 returning id', [aliceAnonReply]],
          ]),
        ),
      ).toEqual([{ id: aliceAnonReply }])
      expect(
        rowsOf(
          await stepsAs(db(), signedIn(alice), [
            ['delete from public.forum_threads where id = $1', [bareThread]],
            ['select id from public.forum_thread_cards where id = $1', [bareThread]],
          ]),
        ),
      ).toEqual([])
      // Off the lists, too.
      expect(
        rowsOf(
          await stepsAs(db(), signedIn(alice), [
            ['delete from public.forum_threads where id = $1', [oldThread]],
            ['select id from public.forum_thread_page(page_size => 50) where id = $1', [oldThread]],
          ]),
        ),
      ).toEqual([])
    })
  })

  describe('accounts', () => {
    it("removes a deleted account's posts and votes, and keeps every count right", async () => {
      const counts = await db().transaction(async (tx) => {
        await tx.query(
          'insert into public.forum_thread_votes (thread_id, user_id) values ($1, $2)',
          [oldThread, vera.id],
        )
        await tx.query('delete from auth.users where id = $1', [vera.id])
        const { rows } = await tx.query(
          `select (select count(*)::int from public.forum_replies where author_id = $1) as replies,
                    (select reply_count from public.forum_threads where id = $2) as reply_count,
                    (select advocate_reply_count from public.forum_threads where id = $2) as advocate_replies,
                    (select upvote_count from public.forum_threads where id = $2) as upvotes`,
          [vera.id, oldThread],
        )
        throw new Rollback(rows)
      })
      // Dave's reply stays, and does not count as an advocate's: he is not verified.
      expect(counts).toEqual([{ replies: 0, reply_count: 2, advocate_replies: 0, upvotes: 0 }])
      const gone = await db().transaction(async (tx) => {
        await tx.query('delete from auth.users where id = $1', [alice.id])
        const { rows } = await tx.query(
          'select count(*)::int as n from public.forum_threads where author_id = $1',
          [alice.id],
        )
        throw new Rollback(rows)
      })
      expect(gone).toEqual([{ n: 0 }])
    })

    it('removes several replies at once, the helpful one among them (a moderator, a cascade)', async () => {
      // Each removal updates the thread's counts; one of them used to see the thread still
      // marking a reply the same statement had removed, and the foreign key undid everything.
      const thread = await db().transaction(async (tx) => {
        const { rows: replies } = await tx.query<{ id: string }>(
          'select id from public.forum_replies where thread_id = $1 order by created_at desc',
          [oldThread],
        )
        expect(replies.length).toBeGreaterThan(1)
        await tx.query('update public.forum_threads set helpful_reply_id = $1 where id = $2', [
          replies[0]!.id,
          oldThread,
        ])
        await tx.query('delete from public.forum_replies where thread_id = $1', [oldThread])
        const { rows } = await tx.query(
          'select helpful_reply_id, reply_count from public.forum_threads where id = $1',
          [oldThread],
        )
        throw new Rollback(rows)
      })
      expect(thread).toEqual([{ helpful_reply_id: null, reply_count: 0 }])
    })
  })

  describe('votes', () => {
    it('counts one upvote per user per post, withdrawable, never on your own post', async () => {
      expect(
        rowsOf(
          await stepsAs(db(), signedIn(carol), [
            ['insert into public.forum_thread_votes (thread_id) values ($1)', [oldThread]],
            ['insert into public.forum_reply_votes (reply_id) values ($1)', [veraReply]],
            [
              `select (select upvote_count from public.forum_thread_cards where id = $1) as thread_votes,
                      (select has_upvoted from public.forum_thread_cards where id = $1) as voted,
                      (select upvote_count from public.forum_reply_cards where id = $2) as reply_votes`,
              [oldThread, veraReply],
            ],
          ]),
        ),
      ).toEqual([{ thread_votes: 1, voted: true, reply_votes: 1 }])
      expectCode(
        await stepsAs(db(), signedIn(carol), [
          ['insert into public.forum_thread_votes (thread_id) values ($1)', [oldThread]],
          ['insert into public.forum_thread_votes (thread_id) values ($1)', [oldThread]],
        ]),
        '23505',
      )
      expect(
        rowsOf(
          await stepsAs(db(), signedIn(carol), [
            ['insert into public.forum_thread_votes (thread_id) values ($1)', [oldThread]],
            ['delete from public.forum_thread_votes where thread_id = $1', [oldThread]],
            ['select upvote_count from public.forum_threads where id = $1', [oldThread]],
          ]),
        ),
      ).toEqual([{ upvote_count: 0 }])
      expect(
        await as(signedIn(alice), 'insert into public.forum_thread_votes (thread_id) values ($1)', [
          oldThread,
        ]),
      ).toMatchObject({ ok: false, code: 'LS006', message: 'You cannot upvote your own post.' })
      expectCode(
        await as(signedIn(vera), 'insert into public.forum_reply_votes (reply_id) values ($1)', [
          veraReply,
        ]),
        'LS006',
      )
      // Anonymous or not, the asker cannot upvote their own thread either.
      expectCode(
        await as(signedIn(alice), 'insert into public.forum_thread_votes (thread_id) values ($1)', [
          anonThread,
        ]),
        'LS006',
      )
    })

    it('counts a vote once however often it is sent (upserts that ignore duplicates)', async () => {
      const vote = `insert into public.forum_thread_votes (thread_id) values ($1) on conflict do nothing`
      const replyVote = `insert into public.forum_reply_votes (reply_id) values ($1)
                         on conflict (reply_id, user_id) do nothing`
      expect(
        rowsOf(
          await stepsAs(db(), signedIn(carol), [
            [vote, [oldThread]],
            [vote, [oldThread]],
            [vote, [oldThread]],
            [replyVote, [veraReply]],
            [replyVote, [veraReply]],
            [
              `select (select upvote_count from public.forum_threads where id = $1) as thread_votes,
                      (select upvote_count from public.forum_replies where id = $2) as reply_votes`,
              [oldThread, veraReply],
            ],
          ]),
        ),
      ).toEqual([{ thread_votes: 1, reply_votes: 1 }])
    })

    it("refuses votes cast for someone else, and shows and withdraws only one's own", async () => {
      expectCode(
        await as(
          signedIn(carol),
          'insert into public.forum_thread_votes (thread_id, user_id) values ($1, $2)',
          [oldThread, dave.id],
        ),
        '42501',
      )
      const seen = rowsOf(
        await stepsAs(db(), serviceRole, [
          [
            'insert into public.forum_thread_votes (thread_id, user_id) values ($1, $2)',
            [oldThread, dave.id],
          ],
          [
            `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
            [JSON.stringify(signedIn(carol).claims)],
          ],
          [
            'delete from public.forum_thread_votes where thread_id = $1 returning user_id',
            [oldThread],
          ],
        ]),
      )
      expect(seen).toEqual([])
      expect(
        rowsOf(
          await stepsAs(db(), serviceRole, [
            [
              'insert into public.forum_thread_votes (thread_id, user_id) values ($1, $2)',
              [oldThread, dave.id],
            ],
            [
              `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
              [JSON.stringify(signedIn(carol).claims)],
            ],
            ['select user_id from public.forum_thread_votes', []],
          ]),
        ),
      ).toEqual([])
      expectCode(
        await as(signedIn(carol), 'update public.forum_thread_votes set user_id = $1', [carol.id]),
        '42501',
      )
    })
  })

  describe('reports', () => {
    it('takes one report per user per post, with a reason from the list, and shows them to nobody but the service role', async () => {
      const report = `insert into public.forum_reports (reply_id, reason) values ($1, 'misleading')`
      expect((await as(signedIn(carol), report, [veraReply])).ok).toBe(true)
      expectCode(
        await stepsAs(db(), signedIn(carol), [
          [report, [veraReply]],
          [report, [veraReply]],
        ]),
        '23505',
      )
      expectCode(
        await as(
          signedIn(carol),
          `insert into public.forum_reports (thread_id, reason) values ($1, 'rude')`,
          [oldThread],
        ),
        '23514',
      )
      expectCode(
        await as(
          signedIn(carol),
          `insert into public.forum_reports (thread_id, reply_id, reason) values ($1, $2, 'spam')`,
          [oldThread, veraReply],
        ),
        '23514',
      )
      expectCode(
        await as(signedIn(carol), `insert into public.forum_reports (reason) values ('spam')`),
        '23514',
      )
      expectCode(
        await as(
          signedIn(carol),
          `insert into public.forum_reports (thread_id, reason, reporter_id) values ($1, 'spam', $2)`,
          [oldThread, dave.id],
        ),
        '42501',
      )
      expectCode(
        await stepsAs(db(), signedIn(carol), [
          [report, [veraReply]],
          ['select reason from public.forum_reports', []],
        ]),
        '42501',
      )
      expect(
        rowsOf(
          await stepsAs(db(), serviceRole, [
            [
              `insert into public.forum_reports (reporter_id, thread_id, reason) values ($1, $2, 'spam')`,
              [carol.id, oldThread],
            ],
            ['select reason from public.forum_reports where thread_id = $1', [oldThread]],
          ]),
        ),
      ).toEqual([{ reason: 'spam' }])
    })
  })

  describe('lists and activity', () => {
    it('pages with a keyset, filters by category and sorts as asked', async () => {
      const titles = async (args: string) =>
        rowsOf(
          await as(
            signedIn(carol),
            `select title from public.forum_thread_page(${args}) where id = any($1::uuid[])`,
            [[oldThread, anonThread, bareThread]],
          ),
        ).map((row) => row.title)
      expect(await titles(`category => 'Family Law', page_size => 50`)).toEqual([
        'Husband threatens me at home',
      ])
      expect(await titles(`sort => 'unanswered', page_size => 50`)).toEqual([
        'Can I file an RTI online?',
      ])
      expect(await titles(`search => 'deposits', sort => 'relevance'`)).toEqual([
        'Landlord keeps my deposit',
      ])
      expect(await titles(`search => 'landlord -deposit'`)).toEqual([])
      const first = rowsOf(
        await as(signedIn(carol), 'select id from public.forum_thread_page(page_size => 1)'),
      )
      const second = rowsOf(
        await as(
          signedIn(carol),
          'select id from public.forum_thread_page(page_size => 1, after => $1)',
          [first[0]!.id],
        ),
      )
      expect(second).toHaveLength(1)
      expect(second[0]!.id).not.toBe(first[0]!.id)
    })

    it('answers bad arguments with 22023, not an error page', async () => {
      for (const args of [
        `sort => 'oldest'`,
        `category => 'Tax Law'`,
        `search => repeat('a', 201)`,
        `after => '00000000-0000-4000-8000-000000000000'`,
      ]) {
        expectCode(
          await as(signedIn(carol), `select id from public.forum_thread_page(${args})`),
          '22023',
        )
      }
    })

    it("counts only the caller's own threads and replies", async () => {
      expect(rowsOf(await as(signedIn(alice), 'select * from public.my_forum_activity()'))).toEqual(
        [{ threads: 3, replies: 2 }],
      )
      expect(rowsOf(await as(signedIn(vera), 'select * from public.my_forum_activity()'))).toEqual([
        { threads: 0, replies: 1 },
      ])
    })
  })
})
