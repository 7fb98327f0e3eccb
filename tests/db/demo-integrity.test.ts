import { beforeAll, describe, expect, it } from 'vitest'
import { Rollback } from '../../server/db/driver'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { demoAdvocate, demoClient } from './demo-accounts'
import { SEEDED, createAccount } from './demo-world'
import { requestAs, serviceRole, signedIn, stepsAs, type Outcome } from './request-as'

/**
 * What one visitor of the shared demo accounts must not do to the next, and
 * what every visitor can still do. Each case is rolled back.
 */
const RESERVED = {
  code: 'LS028',
  message:
    'Ids of the form d3__0000-0000-4000-8000-… are reserved for the demo’s seeded content. Use another id.',
}
const SAMPLE = {
  chat: 'This sample chat is shared by every visitor of the demo, so it cannot be changed. Start a new chat to ask your own question.',
  post: 'This sample post is shared by every visitor of the demo, so it cannot be edited or deleted. Post your own to try it.',
  consultation:
    'This sample consultation is shared by every visitor of the demo, so it cannot be changed and takes no new messages. Request your own consultation to try it.',
  document:
    'This sample document is shared by every visitor of the demo, so it cannot be changed or deleted. Use Duplicate to make your own copy and edit that.',
}
const PROFILE = {
  name: 'The demo profiles are shared by every visitor, so their name cannot be changed. Create your own account to choose a name.',
  bio: 'The demo profiles are shared by every visitor, so their bio cannot be changed. Create your own account to write one.',
  bank: 'The demo profiles are shared by every visitor, so bank details cannot be added to them. Create your own advocate account to add yours.',
  enrolment:
    'The demo profiles are shared by every visitor, so their enrolment details cannot be changed. Create your own advocate account to send yours.',
}
const REAL_ADVOCATE =
  'The demo can request consultations only from the sample advocates of the demo. Create your own account to consult a real advocate.'

/** A Premium client who is not a demo account; a verified advocate who is real (not seeded). */
const stranger = {
  id: '23d00000-0000-4000-8000-000000000001',
  email: 'stranger.integrity@example.test',
}
const realAdvocate = {
  id: '23d00000-0000-4000-8000-000000000002',
  email: 'real.advocate@example.test',
}
const strangerChat = '23d0c000-0000-4000-8000-000000000001'
const strangerDocument = '23d0d000-0000-4000-8000-000000000001'
/** The stranger's open request (no conversation yet) and accepted consultation (with one). */
const requested = '23d0a000-0000-4000-8000-000000000001'
const accepted = '23d0a000-0000-4000-8000-000000000002'
/** An id of the seed's form that the seed never used. */
const squat = (prefix: string) => `${prefix}-0000-4000-8000-000000009999`

function expectRefused(outcome: Outcome, code: string, message?: string) {
  expect(outcome).toMatchObject(
    message === undefined ? { ok: false, code } : { ok: false, code, message },
  )
}
function expectDone(outcome: Outcome, rowCount?: number) {
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.code}: ${outcome.message}`)
  if (rowCount !== undefined) expect(outcome.rowCount).toBe(rowCount)
}

describeOnEachDatabase('the demo’s seeded content and the demo accounts', (target) => {
  const db = useMigratedDatabase(target)
  let conversation = ''

  beforeAll(async () => {
    await createAccount(db(), stranger, { plan: 'premium' })
    await createAccount(db(), realAdvocate, { role: 'advocate' })
    await db().query(
      `insert into public.advocate_profiles (id, display_name, verification_status, verified_at)
       values ($1, 'Adv. Real Person', 'verified', now())`,
      [realAdvocate.id],
    )
    await db().query(`insert into public.chats (id, owner_id, title) values ($1, $2, 'Mine')`, [
      strangerChat,
      stranger.id,
    ])
    await db().query(
      `insert into public.documents (id, owner_id, template, title) values ($1, $2, 'affidavit', 'Mine')`,
      [strangerDocument, stranger.id],
    )
    await db().query(
      `insert into public.consultations (id, client_id, advocate_id, category, description, mode, preferred_at, status)
       values ($1, $3, $4, 'Civil Law', 'A question the stranger asked a seeded advocate.', 'chat', now() + interval '1 day', 'requested'),
              ($2, $3, $4, 'Civil Law', 'A question the stranger asked a seeded advocate.', 'chat', now() + interval '1 day', 'accepted')`,
      [requested, accepted, stranger.id, SEEDED.advocate],
    )
    const { rows } = await db().query<{ id: string }>(
      'select id from public.conversations where consultation_id = $1',
      [accepted],
    )
    conversation = rows[0]!.id
  })

  describe('ids of the seed’s form are reserved for the seed', () => {
    const inserts: [table: string, sql: () => [string, unknown[]]][] = [
      [
        'chats',
        () => [
          `insert into public.chats (id, owner_id, title) values ($1, $2, 'x')`,
          [squat('d3c00000'), stranger.id],
        ],
      ],
      [
        'chat_messages',
        () => [
          `insert into public.chat_messages (id, chat_id, owner_id, content) values ($1, $2, $3, 'A question.')`,
          [squat('d3c10000'), strangerChat, stranger.id],
        ],
      ],
      [
        'forum_threads',
        () => [
          `insert into public.forum_threads (id, author_id, title, body, categories)
           values ($1, $2, 'A squatted question', 'A question posted under a seeded id.', '{Civil Law}')`,
          [squat('d3f10000'), stranger.id],
        ],
      ],
      [
        'forum_replies',
        () => [
          `insert into public.forum_replies (id, thread_id, author_id, body) values ($1, $2, $3, 'A reply.')`,
          [squat('d3f20000'), SEEDED.otherThread, stranger.id],
        ],
      ],
      [
        'forum_reports',
        () => [
          `insert into public.forum_reports (id, reporter_id, thread_id, reason) values ($1, $2, $3, 'spam')`,
          [squat('d3f30000'), stranger.id, SEEDED.otherThread],
        ],
      ],
      [
        'consultations',
        () => [
          `insert into public.consultations (id, client_id, advocate_id, category, description, mode, preferred_at)
           values ($1, $2, $3, 'Civil Law', 'A request made under a seeded id.', 'chat', now() + interval '1 day')`,
          [squat('d3a10000'), stranger.id, SEEDED.advocate],
        ],
      ],
      [
        'conversations',
        () => [
          `insert into public.conversations (id, consultation_id, client_id, advocate_id) values ($1, $2, $3, $4)`,
          [squat('d3a20000'), requested, stranger.id, SEEDED.advocate],
        ],
      ],
      [
        'messages',
        () => [
          `insert into public.messages (id, conversation_id, sender_id, body) values ($1, $2, $3, 'Hello.')`,
          [squat('d3a30000'), conversation, stranger.id],
        ],
      ],
      [
        'documents',
        () => [
          `insert into public.documents (id, owner_id, template, title) values ($1, $2, 'affidavit', 'x')`,
          [squat('d3d00000'), stranger.id],
        ],
      ],
      [
        'upgrade_requests',
        () => [
          `insert into public.upgrade_requests (id, user_id, invoice_name) values ($1, $2, 'A Name')`,
          [squat('d3e00000'), stranger.id],
        ],
      ],
      [
        'contact_messages',
        () => [
          `insert into public.contact_messages (id, name, email, message) values ($1, 'A', 'a@example.test', 'Hi')`,
          [squat('d3e10000')],
        ],
      ],
      [
        'advocate_reviews (keyed by a seeded consultation)',
        () => [
          `insert into public.advocate_reviews (consultation_id, advocate_id, client_id, rating) values ($1, $2, $3, 5)`,
          [SEEDED.consultation, demoAdvocate.id, demoClient.id],
        ],
      ],
    ]

    it.each(inserts)('refuses the service role an insert into %s (LS028)', async (_, sql) => {
      const [statement, params] = sql()
      expectRefused(
        await requestAs(db(), serviceRole, statement, params),
        RESERVED.code,
        RESERVED.message,
      )
    })

    it('refuses signed-in users the ids they may choose (documents, messages)', async () => {
      const asStranger = signedIn(stranger)
      expectRefused(
        await requestAs(
          db(),
          asStranger,
          `insert into public.documents (id, template, title) values ($1, 'affidavit', 'Squatted')`,
          [SEEDED.documents[0]],
        ),
        RESERVED.code,
        RESERVED.message,
      )
      expectRefused(
        await requestAs(
          db(),
          asStranger,
          `insert into public.messages (id, conversation_id, body) values ($1, $2, 'Hello.')`,
          [squat('d3a30000'), conversation],
        ),
        RESERVED.code,
      )
      // Any other id is theirs to choose.
      expectDone(
        await requestAs(
          db(),
          asStranger,
          `insert into public.documents (id, template, title) values (gen_random_uuid(), 'affidavit', 'Mine')`,
        ),
        1,
      )
    })

    it('refuses changing an id to one of the seed’s form', async () => {
      expectRefused(
        await requestAs(db(), serviceRole, 'update public.documents set id = $2 where id = $1', [
          strangerDocument,
          squat('d3d00000'),
        ]),
        RESERVED.code,
      )
      expectDone(
        await requestAs(
          db(),
          serviceRole,
          `update public.documents set title = 'Renamed' where id = $1`,
          [strangerDocument],
        ),
        1,
      )
    })

    it('lets the seed (the table owner) write them', async () => {
      const written = await db().transaction(async (tx) => {
        const result = await tx.query(
          `insert into public.documents (id, owner_id, template, title) values ($1, $2, 'affidavit', 'Seeded')`,
          [squat('d3d00000'), demoClient.id],
        )
        throw new Rollback(result.rowCount)
      })
      expect(written).toBe(1)
    })
  })

  describe('the seeded content is read-only for the demo accounts', () => {
    const client = signedIn(demoClient)
    const advocate = signedIn(demoAdvocate)
    const refusals: [
      what: string,
      caller: typeof client,
      sql: string,
      params: unknown[],
      message: string,
    ][] = [
      [
        'rename the seeded chat',
        client,
        `update public.chats set title = 'Mine now' where id = $1`,
        [SEEDED.chat],
        SAMPLE.chat,
      ],
      [
        'delete the seeded chat',
        client,
        'delete from public.chats where id = $1',
        [SEEDED.chat],
        SAMPLE.chat,
      ],
      [
        'ask in the seeded chat',
        client,
        `insert into public.chat_messages (chat_id, content) values ($1, 'Another question.')`,
        [SEEDED.chat],
        SAMPLE.chat,
      ],
      [
        'give feedback on a reply of the seeded chat',
        client,
        `insert into public.assistant_feedback (reply_id, helpful)
         select id, false from public.chat_messages where chat_id = $1 and role = 'assistant'`,
        [SEEDED.chat],
        SAMPLE.chat,
      ],
      [
        'edit the seeded thread',
        client,
        `update public.forum_threads set title = 'A visitor rewrote this title' where id = $1`,
        [SEEDED.thread],
        SAMPLE.post,
      ],
      [
        'mark a helpful reply in the seeded thread',
        client,
        `update public.forum_threads set helpful_reply_id = (select r.id from public.forum_replies as r, public.forum_threads as t where t.id = $1 and r.thread_id = t.id and r.id is distinct from t.helpful_reply_id limit 1) where id = $1`,
        [SEEDED.thread],
        SAMPLE.post,
      ],
      [
        'delete the seeded thread',
        client,
        'delete from public.forum_threads where id = $1',
        [SEEDED.thread],
        SAMPLE.post,
      ],
      [
        'delete the seeded anonymous thread',
        client,
        'delete from public.forum_threads where id = $1',
        [SEEDED.anonymousThread],
        SAMPLE.post,
      ],
      [
        'edit the client’s seeded reply',
        client,
        `update public.forum_replies set body = 'Edited' where id = $1`,
        [SEEDED.clientReply],
        SAMPLE.post,
      ],
      [
        'delete the client’s seeded reply',
        client,
        'delete from public.forum_replies where id = $1',
        [SEEDED.clientReply],
        SAMPLE.post,
      ],
      [
        'delete the advocate’s seeded reply',
        advocate,
        'delete from public.forum_replies where id = $1',
        [SEEDED.advocateReply],
        SAMPLE.post,
      ],
      [
        'cancel the seeded consultation (client)',
        client,
        `update public.consultations set status = 'cancelled' where id = $1`,
        [SEEDED.consultation],
        SAMPLE.consultation,
      ],
      [
        'complete the seeded consultation (advocate)',
        advocate,
        `update public.consultations set status = 'completed' where id = $1`,
        [SEEDED.consultation],
        SAMPLE.consultation,
      ],
      [
        'write in the seeded conversation (client)',
        client,
        `insert into public.messages (conversation_id, body) values ($1, 'Spam.')`,
        [SEEDED.conversation],
        SAMPLE.consultation,
      ],
      [
        'write in the seeded conversation (advocate)',
        advocate,
        `insert into public.messages (conversation_id, body) values ($1, 'Spam.')`,
        [SEEDED.conversation],
        SAMPLE.consultation,
      ],
      [
        'edit a seeded document',
        client,
        `update public.documents set answers = '{"deponentName": "A Visitor"}' where id = $1`,
        [SEEDED.documents[0]],
        SAMPLE.document,
      ],
      [
        'finalise a seeded document',
        client,
        `update public.documents set status = 'final' where id = $1`,
        [SEEDED.documents[1]],
        SAMPLE.document,
      ],
      [
        'delete a seeded document',
        client,
        'delete from public.documents where id = $1',
        [SEEDED.documents[2]],
        SAMPLE.document,
      ],
    ]

    it.each(refusals)(
      'refuses a visitor to %s (LS030)',
      async (_, caller, sql, params, message) => {
        expectRefused(await requestAs(db(), caller, sql, params), 'LS030', message)
      },
    )

    it('keeps the demo usable: a visitor creates, edits and deletes their own rows, and answers and upvotes seeded posts', async () => {
      expectDone(
        await stepsAs(db(), client, [
          [`insert into public.chats (title) values ('My question')`],
          [
            `update public.chats set title = 'Renamed' where owner_id = auth.uid() and title = 'My question'`,
          ],
          [
            `insert into public.chat_messages (chat_id, content) select id, 'A question.' from public.chats where title = 'Renamed'`,
          ],
          [`delete from public.chats where title = 'Renamed'`],
        ]),
        1,
      )
      expectDone(
        await stepsAs(db(), client, [
          [
            `insert into public.forum_threads (title, body, categories)
             values ('A visitor asks about rent', 'A question a visitor typed into the demo.', '{Civil Law}')`,
          ],
          [
            `update public.forum_threads set body = 'A question a visitor typed, then edited.' where title = 'A visitor asks about rent'`,
          ],
          [
            `insert into public.forum_replies (thread_id, body) values ($1, 'A visitor answers.')`,
            [SEEDED.thread],
          ],
          [
            `insert into public.forum_replies (thread_id, body) values ($1, 'Me too.')`,
            [SEEDED.otherThread],
          ],
          [`update public.forum_replies set body = 'Me too, edited.' where body = 'Me too.'`],
          [`delete from public.forum_replies where body = 'Me too, edited.'`],
          [`delete from public.forum_threads where title = 'A visitor asks about rent'`],
        ]),
        1,
      )
      // The advocate upvotes the client's seeded thread: its count changes, its text does not.
      expectDone(
        await requestAs(
          db(),
          advocate,
          'insert into public.forum_thread_votes (thread_id) values ($1)',
          [SEEDED.thread],
        ),
        1,
      )
      expectDone(
        await stepsAs(db(), client, [
          [
            `insert into public.documents (template, title, answers)
             select template, 'Copy of ' || title, answers from public.documents where id = $1`,
            [SEEDED.documents[0]],
          ],
          [`update public.documents set status = 'final' where title like 'Copy of %'`],
          [`delete from public.documents where title like 'Copy of %'`],
        ]),
        1,
      )
      expectDone(
        await requestAs(
          db(),
          client,
          `insert into public.consultations (advocate_id, category, description, mode, preferred_at)
           values ($1, 'Family Law', 'A visitor asks about a custody matter in the demo.', 'video', now() + interval '3 days')`,
          [SEEDED.advocate],
        ),
        1,
      )
    })

    it('still lets operators (the service role) and other users change their own rows', async () => {
      expectDone(
        await requestAs(
          db(),
          serviceRole,
          `update public.documents set title = 'Operator' where id = $1`,
          [SEEDED.documents[0]],
        ),
        1,
      )
      expectDone(
        await requestAs(db(), signedIn(stranger), 'delete from public.chats where id = $1', [
          strangerChat,
        ]),
        1,
      )
    })
  })

  describe('the demo advocate’s name, bio, enrolment details and bank details', () => {
    const advocate = signedIn(demoAdvocate)

    it.each([
      [
        'display_name',
        `update public.advocate_profiles set display_name = 'Adv. Someone Else'`,
        PROFILE.name,
      ],
      [
        'bio',
        `update public.advocate_profiles set bio = 'A visitor rewrote this bio while trying the demo.'`,
        PROFILE.bio,
      ],
      // New details would send the verified demo advocate back to pending,
      // out of the directory for every visitor.
      [
        'enrolment number',
        `update public.advocate_profiles set bar_council_enrolment_no = 'MAH/1/2020'`,
        PROFILE.enrolment,
      ],
      [
        'State Bar Council',
        `update public.advocate_profiles set state_bar_council = 'Bar Council of Delhi'`,
        PROFILE.enrolment,
      ],
    ])('refuses the demo advocate a new %s (LS012)', async (_, sql, message) => {
      expectRefused(await requestAs(db(), advocate, sql), 'LS012', message)
    })

    it('refuses the demo advocate bank details (LS012)', async () => {
      expectRefused(
        await requestAs(
          db(),
          advocate,
          `insert into public.advocate_bank_details (account_holder, upi_id) values ('A Visitor', 'visitor@okaxis')`,
        ),
        'LS012',
        PROFILE.bank,
      )
    })

    it('lets the demo advocate edit the rest of the profile, resending the same name, bio and enrolment details', async () => {
      expect(
        await requestAs(
          db(),
          advocate,
          `update public.advocate_profiles
           set city = 'Nashik', fee_inr = 1500, display_name = display_name, bio = bio,
             bar_council_enrolment_no = bar_council_enrolment_no, state_bar_council = state_bar_council
           where id = auth.uid() returning verification_status`,
        ),
      ).toMatchObject({ ok: true, rows: [{ verification_status: 'verified' }] })
    })

    it('lets any other advocate change their own name, bio and bank details', async () => {
      expectDone(
        await stepsAs(db(), signedIn(realAdvocate), [
          [
            `update public.advocate_profiles set display_name = 'Adv. New Name', bio = 'A new bio.'`,
          ],
          [
            `insert into public.advocate_bank_details (account_holder, upi_id) values ('Real Person', 'real@okaxis')`,
          ],
        ]),
        1,
      )
    })
  })

  describe('the demo consults only the demo’s fictional advocates', () => {
    it('refuses the demo client a request to a real verified advocate (LS031)', async () => {
      expectRefused(
        await requestAs(
          db(),
          signedIn(demoClient),
          `insert into public.consultations (advocate_id, category, description, mode, preferred_at)
           values ($1, 'Civil Law', 'A visitor asks a real advocate through the demo.', 'chat', now() + interval '1 day')`,
          [realAdvocate.id],
        ),
        'LS031',
        REAL_ADVOCATE,
      )
    })

    it('lets anyone else request that advocate', async () => {
      expectDone(
        await requestAs(
          db(),
          signedIn(stranger),
          `insert into public.consultations (advocate_id, category, description, mode, preferred_at)
           values ($1, 'Civil Law', 'A real client asks a real advocate a question.', 'chat', now() + interval '1 day')`,
          [realAdvocate.id],
        ),
        1,
      )
    })
  })
})
