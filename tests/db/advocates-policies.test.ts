import { beforeAll, describe, expect, it } from 'vitest'
import { statusOfSqlState } from '../../server/rest/pg-errors'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { demoAdvocate } from './demo-accounts'
import {
  anon,
  requestAs,
  serviceRole,
  signedIn,
  stepsAs,
  type Caller,
  type Outcome,
} from './request-as'

/**
 * Advocates (docs/PRODUCT.md §2 'Advocates'): profiles and their verification, bank details, the
 * directory, consultation requests and their state machine, conversations, messages, reviews,
 * profile views and the dashboard — attacked by anon, a client, another client, the advocate,
 * another advocate and the service role. Every request runs in its own rolled-back transaction, so
 * each case starts from the rows of beforeAll (written as the database owner, as history).
 */
type Person = { id: string; email: string; name: string; role: 'client' | 'advocate'; plan: string }
const person = (n: number, name: string, role: Person['role'], plan = 'free'): Person => ({
  id: `13000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  email: `${name.toLowerCase()}.advocates@example.test`,
  name,
  role,
  plan,
})
/** The client: a request open with Vikas, a completed one with Omkar. */
const asha = person(1, 'Asha', 'client', 'premium')
/** Another client: an accepted consultation with Vikas and its conversation. */
const bela = person(2, 'Bela', 'client', 'premium')
const farid = person(3, 'Farid', 'client', 'free')
/** The advocate: verified, complete profile with bank details, on Premium (to try requesting himself). */
const vikas = person(4, 'Vikas', 'advocate', 'premium')
/** Another advocate: verified, no bank details. */
const omkar = person(5, 'Omkar', 'advocate')
/** An advocate account without a profile. */
const uma = person(6, 'Uma', 'advocate')
/** An advocate whose verification was rejected. */
const rita = person(7, 'Rita', 'advocate')
const PEOPLE = [asha, bela, farid, vikas, omkar, uma, rita]
/** The seed's advocate whose verification is pending (Adv. Sandeep Kulkarni, supabase/seeds/advocates.sql). */
const pending = {
  id: 'd3f00000-0000-4000-8000-000000000004',
  email: 'sandeep.kulkarni@seed.lexsetu.invalid',
}

const kid = (n: number) => `13c00000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`
const REQUESTED = kid(1) // asha -> vikas
const ACCEPTED = kid(2) // bela -> vikas, conversation CONV
const COMPLETED = kid(3) // asha -> omkar
const COMPLETED_BELA = kid(4) // bela -> omkar
const COMPLETED_FARID = kid(5) // farid -> omkar, reviewed 5 stars
const DECLINED = kid(6) // bela -> omkar
const CANCELLED = kid(7) // asha -> omkar, by the client
const CONV = '13d00000-0000-4000-8000-000000000001'
const VIKAS_ENROLMENT = 'DL/7781/2008'
const VIKAS_UPI = 'vikas.secret@okhdfc'

const DESCRIPTION = 'My landlord has kept my deposit for three months now.'
const ALL_STATUSES = ['requested', 'accepted', 'declined', 'cancelled', 'completed']

function expectCode(outcome: Outcome, code: string, message?: RegExp) {
  expect(outcome).toMatchObject({ ok: false, code })
  if (!outcome.ok && message) expect(outcome.message).toMatch(message)
}
function rowsOf(outcome: Outcome) {
  if (!outcome.ok) throw new Error(`expected rows, got ${outcome.code}: ${outcome.message}`)
  return outcome.rows
}

type Step = [sql: string, params?: unknown[]]
/** A step that makes the rest of the transaction another signed-in user's requests. */
const become = (user: { id: string; email: string }): Step => [
  `select set_config('request.jwt.claims', $1, true)`,
  [JSON.stringify(signedIn(user).claims)],
]
/** A step after which the transaction reads as the database owner (to check what was written). */
const asOwner: Step = [`select set_config('role', 'postgres', true)`]

const request = (advocateId: string, preferred = `now() + interval '2 days'`): Step => [
  `insert into public.consultations (advocate_id, category, description, mode, preferred_at)
   values ($1, 'Property Law', $2, 'chat', ${preferred})
   returning id, client_id, advocate_id, status, created_at = now() as stamped`,
  [advocateId, DESCRIPTION],
]
const setStatus = (id: string, status: string, reason: string | null = null): Step => [
  `update public.consultations set status = $2, decline_reason = coalesce($3, decline_reason)
   where id = $1
   returning status, cancelled_by, decline_reason,
     accepted_at = now() as accepted_now, declined_at = now() as declined_now,
     cancelled_at = now() as cancelled_now, completed_at = now() as completed_now`,
  [id, status, reason],
]
const say = (body: string, conversation = CONV): Step => [
  `insert into public.messages (conversation_id, body) values ($1, $2) returning sender_id, created_at = now() as stamped`,
  [conversation, body],
]

describeOnEachDatabase('advocates, consultations and messages: row-level security', (target) => {
  const db = useMigratedDatabase(target)
  const as = (caller: Caller, sql: string, params: unknown[] = []) =>
    requestAs(db(), caller, sql, params)
  const steps = (caller: Caller, list: Step[]) => stepsAs(db(), caller, list)

  beforeAll(async () => {
    for (const p of PEOPLE) {
      await db().query(
        `insert into auth.users (id, aud, role, email, created_at, updated_at)
         values ($1, 'authenticated', 'authenticated', $2, now(), now())`,
        [p.id, p.email],
      )
      await db().query(
        `insert into public.users (id, email, name, role, plan) values ($1, $2, $3, $4, $5)
       on conflict (id) do update set email = excluded.email, name = excluded.name, role = excluded.role, plan = excluded.plan`,
        [p.id, p.email, p.name, p.role, p.plan],
      )
    }
    await db().query(
      `insert into public.advocate_profiles (
         id, display_name, city, state, languages, bio, practice_areas, courts, enrolment_year,
         fee_inr, bar_council_enrolment_no, state_bar_council, verification_status, submitted_at,
         verified_at, verification_reason)
       values
         ($1, 'Adv. Vikas Anand', 'New Delhi', 'Delhi', '{Hindi,English}',
          'Vikas Anand handles tenancy and property disputes in Delhi. A fictional test profile.',
          '{Property Law,Civil Law}', '{Delhi High Court}', 2008, 2000, $4,
          'Bar Council of Delhi', 'verified', now() - interval '10 days', now() - interval '9 days', null),
         ($2, 'Adv. Omkar Rane', 'Pune', 'Maharashtra', '{Marathi,English}',
          'Omkar Rane handles consumer complaints in Pune. A fictional test profile for the suite.',
          '{Consumer Law}', '{District Court, Pune}', 2015, 800, 'MAH/1234/2015',
          'Bar Council of Maharashtra and Goa', 'verified', now() - interval '10 days', now() - interval '9 days', null),
         ($3, 'Adv. Rita Paul', 'Kolkata', 'West Bengal', '{Bengali}', null, '{Family Law}', '{}',
          2019, null, 'WB/99/2019', 'Bar Council of West Bengal', 'rejected', now() - interval '5 days',
          null, 'Enrolment number not found')`,
      [vikas.id, omkar.id, rita.id, VIKAS_ENROLMENT],
    )
    await db().query(
      `insert into public.advocate_bank_details (advocate_id, account_holder, upi_id, account_number, ifsc)
       values ($1, 'Vikas Anand', $2, '123456789012', 'HDFC0001234')`,
      [vikas.id, VIKAS_UPI],
    )
    await db().query(
      `insert into public.consultations (id, client_id, advocate_id, category, description, mode,
         preferred_at, status, created_at, accepted_at, declined_at, cancelled_at, completed_at,
         cancelled_by, decline_reason)
       values
         ($1, $8, $11, 'Property Law', $13, 'chat', now() + interval '1 day', 'requested',
          now() - interval '1 day', null, null, null, null, null, null),
         ($2, $9, $11, 'Civil Law', $13, 'video', now() + interval '1 day', 'accepted',
          now() - interval '3 days', now() - interval '3 hours', null, null, null, null, null),
         ($3, $8, $12, 'Consumer Law', $13, 'phone', now() - interval '9 days', 'completed',
          now() - interval '12 days', now() - interval '11 days', null, null, now() - interval '8 days', null, null),
         ($4, $9, $12, 'Consumer Law', $13, 'phone', now() - interval '9 days', 'completed',
          now() - interval '12 days', now() - interval '11 days', null, null, now() - interval '8 days', null, null),
         ($5, $10, $12, 'Consumer Law', $13, 'chat', now() - interval '20 days', 'completed',
          now() - interval '22 days', now() - interval '21 days', null, null, now() - interval '19 days', null, null),
         ($6, $9, $12, 'Consumer Law', $13, 'chat', now() + interval '1 day', 'declined',
          now() - interval '2 days', null, now() - interval '1 day', null, null, null, 'Not my field'),
         ($7, $8, $12, 'Consumer Law', $13, 'chat', now() + interval '1 day', 'cancelled',
          now() - interval '2 days', null, null, now() - interval '1 day', null, 'client', null)`,
      [
        REQUESTED,
        ACCEPTED,
        COMPLETED,
        COMPLETED_BELA,
        COMPLETED_FARID,
        DECLINED,
        CANCELLED,
        asha.id,
        bela.id,
        farid.id,
        vikas.id,
        omkar.id,
        DESCRIPTION,
      ],
    )
    // Accepting opened a conversation (the trigger); give it a known id, as the seed does.
    await db().query(`update public.conversations set id = $1 where consultation_id = $2`, [
      CONV,
      ACCEPTED,
    ])
    await db().query(
      `insert into public.messages (conversation_id, sender_id, body, created_at)
       values ($1, $2, 'Hello Bela, please send me the sale deed.', now() - interval '2 hours'),
              ($1, $3, 'Here it is. Page 3 has the clause.', now() - interval '1 hour'),
              ($1, $3, 'Is the clause valid?', now() - interval '30 minutes')`,
      [CONV, vikas.id, bela.id],
    )
    await db().query(
      `insert into public.advocate_reviews (consultation_id, rating, comment, created_at)
       values ($1, 5, 'Very clear.', now() - interval '18 days')`,
      [COMPLETED_FARID],
    )
  })

  describe('what anon may do: nothing at all', () => {
    const TABLES: [table: string, column: string][] = [
      ['advocate_profiles', 'id'],
      ['advocate_bank_details', 'advocate_id'],
      ['advocate_profile_views', 'advocate_id'],
      ['consultations', 'id'],
      ['conversations', 'id'],
      ['messages', 'id'],
      ['conversation_reads', 'conversation_id'],
      ['advocate_reviews', 'consultation_id'],
      ['advocate_directory', 'id'],
      ['advocate_review_cards', 'id'],
      ['consultation_cards', 'id'],
      ['conversation_cards', 'id'],
    ]

    it.each(TABLES)('refuses every operation on %s', async (table, column) => {
      for (const sql of [
        `select * from public.${table}`,
        `insert into public.${table} default values`,
        `update public.${table} set ${column} = ${column}`,
        `delete from public.${table}`,
      ]) {
        expectCode(await as(anon, sql), '42501')
      }
    })

    it('refuses every function', async () => {
      for (const sql of [
        'select * from public.advocate_directory_page()',
        `select public.record_profile_view('${vikas.id}')`,
        `select public.mark_conversation_read('${CONV}')`,
        'select public.my_advocate_profile_status()',
        'select * from public.advocate_dashboard_stats()',
        `select public.operator_verify_advocate('${uma.email}', 'me')`,
        `select public.operator_reject_advocate('${vikas.email}', 'No reason', 'me')`,
        'select * from public.operator_advocates()',
      ]) {
        expectCode(await as(anon, sql), '42501')
      }
    })
  })

  describe('what the service role may do', () => {
    it('reads every table, sees no one’s cards, and still follows the consultation graph', async () => {
      for (const table of [
        'advocate_profiles',
        'advocate_bank_details',
        'advocate_profile_views',
        'consultations',
        'conversations',
        'messages',
        'conversation_reads',
        'advocate_reviews',
        'advocate_directory',
        'advocate_review_cards',
      ]) {
        expect((await as(serviceRole, `select count(*) from public.${table}`)).ok).toBe(true)
      }
      // The cards are the caller's own: the service role has none.
      for (const view of ['consultation_cards', 'conversation_cards']) {
        expect(rowsOf(await as(serviceRole, `select id from public.${view}`))).toEqual([])
      }
      expectCode(await steps(serviceRole, [setStatus(REQUESTED, 'completed')]), 'LS017')
      const accepted = await steps(serviceRole, [
        setStatus(REQUESTED, 'accepted'),
        [
          `select count(*)::int as n from public.conversations where consultation_id = $1`,
          [REQUESTED],
        ],
      ])
      expect(rowsOf(accepted)).toEqual([{ n: 1 }])
    })
  })

  describe('advocate_profiles', () => {
    it('shows the owner their whole row, and nobody else any row of the table', async () => {
      const own = rowsOf(
        await as(
          signedIn(vikas),
          'select id, bar_council_enrolment_no, verification_status from public.advocate_profiles',
        ),
      )
      expect(own).toEqual([
        {
          id: vikas.id,
          bar_council_enrolment_no: VIKAS_ENROLMENT,
          verification_status: 'verified',
        },
      ])
      for (const caller of [signedIn(asha), signedIn(bela), signedIn(farid), signedIn(uma)]) {
        expect(rowsOf(await as(caller, 'select id from public.advocate_profiles'))).toEqual([])
      }
      expect(rowsOf(await as(signedIn(omkar), 'select id from public.advocate_profiles'))).toEqual([
        { id: omkar.id },
      ])
      const all = rowsOf(
        await as(
          serviceRole,
          'select count(*)::int as n from public.advocate_profiles where id = any($1::uuid[])',
          [[vikas.id, omkar.id, rita.id]],
        ),
      )
      expect(all).toEqual([{ n: 3 }])
    })

    it('lets nobody verify themselves or write their rating: no such column grant', async () => {
      for (const [caller, id] of [
        [signedIn(vikas), vikas.id],
        [signedIn(uma), uma.id],
        [signedIn(rita), rita.id],
      ] as const) {
        for (const sql of [
          `update public.advocate_profiles set verification_status = 'verified'`,
          `update public.advocate_profiles set rating_avg = 5`,
          `update public.advocate_profiles set review_count = 100`,
          `update public.advocate_profiles set verified_at = now()`,
          `update public.advocate_profiles set verification_reason = null`,
          `update public.advocate_profiles set submitted_at = null`,
          `update public.advocate_profiles set search = to_tsvector('simple', 'best lawyer')`,
          `update public.users set is_verified = true`,
        ]) {
          expectCode(await as(caller, sql), '42501')
        }
        for (const column of ['verification_status', 'rating_avg', 'review_count', 'verified_at']) {
          const value =
            column === 'verification_status'
              ? `'verified'`
              : column === 'verified_at'
                ? 'now()'
                : '5'
          expectCode(
            await as(
              caller,
              `insert into public.advocate_profiles (id, ${column}) values ($1, ${value})
               on conflict (id) do update set ${column} = excluded.${column}`,
              [id],
            ),
            '42501',
          )
        }
      }
    })

    it('puts an owner who submits enrolment details on pending, and without them on unverified', async () => {
      const created = await as(
        signedIn(uma),
        `insert into public.advocate_profiles (id, display_name, bar_council_enrolment_no, state_bar_council)
         values ($1, 'Adv. Uma Rao', 'KAR/55/2020', 'Bar Council of Karnataka')
         returning verification_status, submitted_at = now() as submitted_now, verified_at`,
        [uma.id],
      )
      expect(rowsOf(created)).toEqual([
        { verification_status: 'pending', submitted_now: true, verified_at: null },
      ])
      const bare = await as(
        signedIn(uma),
        `insert into public.advocate_profiles (display_name) values ('Adv. Uma Rao')
         returning id, verification_status, submitted_at`,
      )
      expect(rowsOf(bare)).toEqual([
        { id: uma.id, verification_status: 'unverified', submitted_at: null },
      ])
      // The upsert the SPA sends, one group of fields at a time.
      const upsert = await steps(signedIn(uma), [
        [`insert into public.advocate_profiles (id, city) values ($1, 'Mysuru')`, [uma.id]],
        [
          `insert into public.advocate_profiles (id, bar_council_enrolment_no, state_bar_council)
           values ($1, 'KAR/55/2020', 'Bar Council of Karnataka')
           on conflict (id) do update set bar_council_enrolment_no = excluded.bar_council_enrolment_no,
             state_bar_council = excluded.state_bar_council
           returning city, verification_status`,
          [uma.id],
        ],
      ])
      expect(rowsOf(upsert)).toEqual([{ city: 'Mysuru', verification_status: 'pending' }])
    })

    /** After `edit` by the verified `advocate`: pending again, without the badge, off the directory. */
    const expectBackToPending = async (advocate: Person, edit: string) => {
      const outcome = await steps(signedIn(advocate), [
        [edit],
        [
          `select p.verification_status, p.verified_at, p.submitted_at = now() as resubmitted,
             (select is_verified from public.users where id = p.id) as badge,
             (select count(*)::int from public.advocate_directory where id = p.id) as listed
           from public.advocate_profiles as p`,
        ],
      ])
      expect(rowsOf(outcome)).toEqual([
        {
          verification_status: 'pending',
          verified_at: null,
          resubmitted: true,
          badge: false,
          listed: 0,
        },
      ])
    }

    it('sends a verified advocate who edits the enrolment details back to pending, badge and directory too', async () => {
      for (const edit of [
        `update public.advocate_profiles set bar_council_enrolment_no = 'DL/7781/2009'`,
        `update public.advocate_profiles set state_bar_council = 'Bar Council of Punjab and Haryana'`,
        // The SPA's upsert of the verification group, with one value changed.
        `insert into public.advocate_profiles (id, bar_council_enrolment_no, state_bar_council)
         values ('${vikas.id}', 'DL/7781/2009', 'Bar Council of Delhi')
         on conflict (id) do update set bar_council_enrolment_no = excluded.bar_council_enrolment_no,
           state_bar_council = excluded.state_bar_council`,
      ]) {
        await expectBackToPending(vikas, edit)
      }
    })

    it('sends a verified advocate who changes the name they are shown under back to pending, badge and directory too', async () => {
      for (const edit of [
        // Another verified advocate's exact name.
        `update public.advocate_profiles set display_name = 'Adv. Omkar Rane'`,
        // No display name: the directory shows the account's name instead.
        `update public.advocate_profiles set display_name = null`,
        // The account's name: the forum shows it with the 'Verified Advocate' badge.
        `update public.users set name = 'Omkar Rane' where id = '${vikas.id}'`,
      ]) {
        await expectBackToPending(vikas, edit)
      }
    })

    it('keeps a verified advocate verified when the shown name stays the same, and lets the operator rename', async () => {
      const status = `select p.verification_status, (select is_verified from public.users where id = p.id) as badge
        from public.advocate_profiles as p where p.id = '${vikas.id}'`
      expect(
        rowsOf(
          await steps(signedIn(vikas), [
            [`update public.advocate_profiles set display_name = '  Adv. Vikas Anand '`],
            [`update public.users set name = 'Vikas' where id = '${vikas.id}'`],
            [status],
          ]),
        ),
      ).toEqual([{ verification_status: 'verified', badge: true }])
      expect(
        rowsOf(
          await steps(serviceRole, [
            [
              `update public.advocate_profiles set display_name = 'Adv. V. Anand' where id = '${vikas.id}'`,
            ],
            [`update public.users set name = 'V. Anand' where id = '${vikas.id}'`],
            [status],
          ]),
        ),
      ).toEqual([{ verification_status: 'verified', badge: true }])
    })

    it('keeps a verified advocate verified while other details change, or the same details are sent again', async () => {
      const outcome = await steps(signedIn(vikas), [
        [
          `update public.advocate_profiles set city = 'Gurugram', state = 'Haryana', fee_inr = 2500`,
        ],
        [
          `insert into public.advocate_profiles (id, bar_council_enrolment_no, state_bar_council)
           values ($1, $2, 'Bar Council of Delhi')
           on conflict (id) do update set bar_council_enrolment_no = excluded.bar_council_enrolment_no,
             state_bar_council = excluded.state_bar_council`,
          [vikas.id, VIKAS_ENROLMENT],
        ],
        [
          `select p.verification_status, (select is_verified from public.users where id = p.id) as badge
           from public.advocate_profiles as p`,
        ],
      ])
      expect(rowsOf(outcome)).toEqual([{ verification_status: 'verified', badge: true }])
    })

    it('sends a rejected advocate who corrects the details to pending and clears the reason; clearing them is unverified', async () => {
      const outcome = await as(
        signedIn(rita),
        `update public.advocate_profiles set bar_council_enrolment_no = 'WB/999/2019'
         returning verification_status, verification_reason`,
      )
      expect(rowsOf(outcome)).toEqual([
        { verification_status: 'pending', verification_reason: null },
      ])
      const cleared = await as(
        signedIn(vikas),
        `update public.advocate_profiles set state_bar_council = null
         returning verification_status, submitted_at`,
      )
      expect(rowsOf(cleared)).toEqual([{ verification_status: 'unverified', submitted_at: null }])
    })

    it('refuses a profile for a client account, even their own id (LS015)', async () => {
      for (const client of [asha, farid]) {
        expectCode(
          await as(
            signedIn(client),
            `insert into public.advocate_profiles (display_name) values ('Adv. Fake')`,
          ),
          'LS015',
          /Only advocate accounts/,
        )
      }
    })

    it('lets nobody write, take over or delete another’s profile', async () => {
      for (const caller of [signedIn(omkar), signedIn(asha), signedIn(uma)]) {
        expect(
          rowsOf(
            await as(
              caller,
              `update public.advocate_profiles set display_name = 'Hacked' where id = $1 returning id`,
              [vikas.id],
            ),
          ),
        ).toEqual([])
        expectCode(
          await as(
            caller,
            `insert into public.advocate_profiles (id, display_name) values ($1, 'Hacked')
             on conflict (id) do update set display_name = excluded.display_name`,
            [vikas.id],
          ),
          '42501',
        )
        expectCode(await as(caller, 'delete from public.advocate_profiles'), '42501')
      }
      // Moving one's own row onto another id (a free one, or a taken one).
      expectCode(
        await as(signedIn(omkar), `update public.advocate_profiles set id = $1`, [uma.id]),
        '42501',
      )
      expectCode(
        await as(signedIn(omkar), `update public.advocate_profiles set id = $1`, [vikas.id]),
        '42501',
      )
    })

    it('refuses invalid profile values (23514)', async () => {
      for (const [column, value] of [
        ['display_name', `' A '`],
        ['city', `'X'`],
        ['state', `'Bombay'`],
        ['languages', `'{Klingon}'`],
        ['languages', `'{Hindi,Hindi}'`],
        [
          'languages',
          `'{English,Hindi,Bengali,Marathi,Telugu,Tamil,Gujarati,Urdu,Kannada,Odia,Malayalam}'`,
        ],
        ['practice_areas', `'{Space Law}'`],
        ['courts', `'{X}'`],
        ['courts', `array_fill('Delhi High Court'::text, array[11])`],
        ['bio', `repeat('a', 2001)`],
        ['enrolment_year', '1949'],
        ['enrolment_year', `extract(year from now())::int + 1`],
        ['fee_inr', '-1'],
        ['fee_inr', '100001'],
        ['bar_council_enrolment_no', `'ABC/DEF'`],
        ['bar_council_enrolment_no', `'DL_12'`],
        ['state_bar_council', `'Bar Council of Atlantis'`],
      ]) {
        expectCode(
          await as(signedIn(vikas), `update public.advocate_profiles set ${column} = ${value}`),
          '23514',
        )
      }
    })
  })

  describe('advocate_bank_details', () => {
    const add = (columns: string, values: string) =>
      `insert into public.advocate_bank_details (account_holder, ${columns}) values ('Omkar Rane', ${values})
       returning advocate_id, upi_id, account_number, ifsc`

    it('lets an advocate save a UPI id, or an account with its IFSC, and change or remove them', async () => {
      expect(rowsOf(await as(signedIn(omkar), add('upi_id', `'omkar.rane@okaxis'`)))).toEqual([
        { advocate_id: omkar.id, upi_id: 'omkar.rane@okaxis', account_number: null, ifsc: null },
      ])
      expect(
        rowsOf(
          await as(signedIn(omkar), add('account_number, ifsc', `'000123456789', 'SBIN0A01234'`)),
        ),
      ).toEqual([
        {
          advocate_id: omkar.id,
          upi_id: null,
          account_number: '000123456789',
          ifsc: 'SBIN0A01234',
        },
      ])
      // 2 and 256 characters before the @ are the bounds.
      for (const upi of [`'ab@upi'`, `repeat('a', 256) || '@ybl'`]) {
        expect((await as(signedIn(omkar), add('upi_id', upi))).ok).toBe(true)
      }
      const changed = await steps(signedIn(vikas), [
        [
          `insert into public.advocate_bank_details (advocate_id, account_holder, upi_id, account_number, ifsc)
           values ($1, 'Vikas Anand', 'vikas@oksbi', null, null)
           on conflict (advocate_id) do update set account_holder = excluded.account_holder,
             upi_id = excluded.upi_id, account_number = excluded.account_number, ifsc = excluded.ifsc`,
          [vikas.id],
        ],
        [
          'select upi_id, account_number, updated_at = now() as touched from public.advocate_bank_details',
        ],
      ])
      expect(rowsOf(changed)).toEqual([
        { upi_id: 'vikas@oksbi', account_number: null, touched: true },
      ])
      const removed = await steps(signedIn(vikas), [
        ['delete from public.advocate_bank_details'],
        ['select public.my_advocate_profile_status() -> $1 as checklist', ['checklist']],
      ])
      expect(rowsOf(removed)[0]!.checklist).toContainEqual({
        section: 'banking_details',
        state: 'missing',
      })
    })

    it('refuses invalid details: IFSC, UPI id, account number, half an account, nothing at all (23514)', async () => {
      for (const [columns, values] of [
        ['account_number, ifsc', `'123456789', 'sbin0001234'`], // lower case
        ['account_number, ifsc', `'123456789', 'SBIN1001234'`], // fifth character not 0
        ['account_number, ifsc', `'123456789', 'SBI0001234'`], // too short
        ['account_number, ifsc', `'12345678', 'SBIN0001234'`], // 8 digits
        ['account_number, ifsc', `'1234567890123456789', 'SBIN0001234'`], // 19 digits
        ['account_number, ifsc', `'12345678A', 'SBIN0001234'`],
        ['account_number', `'123456789'`], // no IFSC
        ['ifsc', `'SBIN0001234'`], // no account
        ['upi_id', `'omkar'`],
        ['upi_id', `'a@okaxis'`],
        ['upi_id', `'omkar@1bank'`],
        ['upi_id', `'omkar rane@okaxis'`],
        ['upi_id', `repeat('a', 257) || '@ybl'`],
        ['upi_id', 'null'], // neither
      ]) {
        expectCode(await as(signedIn(omkar), add(columns, values)), '23514')
      }
      expectCode(
        await as(
          signedIn(omkar),
          `insert into public.advocate_bank_details (account_holder, upi_id) values (' ', 'ok@upi')`,
        ),
        '23514',
      )
    })

    it('lets nobody but the owner read, write or delete bank details', async () => {
      for (const caller of [signedIn(asha), signedIn(bela), signedIn(omkar), signedIn(uma)]) {
        expect(rowsOf(await as(caller, 'select * from public.advocate_bank_details'))).toEqual([])
        expect(
          rowsOf(
            await as(
              caller,
              `update public.advocate_bank_details set upi_id = 'thief@okaxis' returning advocate_id`,
            ),
          ),
        ).toEqual([])
        expect(
          rowsOf(
            await as(caller, 'delete from public.advocate_bank_details returning advocate_id'),
          ),
        ).toEqual([])
        expectCode(
          await as(
            caller,
            `insert into public.advocate_bank_details (advocate_id, account_holder, upi_id)
             values ($1, 'Thief', 'thief@okaxis')
             on conflict (advocate_id) do update set upi_id = excluded.upi_id`,
            [vikas.id],
          ),
          '42501',
        )
      }
      // A client has no bank details to keep, not even their own.
      expectCode(
        await as(
          signedIn(asha),
          `insert into public.advocate_bank_details (account_holder, upi_id) values ('Asha', 'asha@okaxis')`,
        ),
        '42501',
      )
      // The owner cannot hand their row to someone else.
      expectCode(
        await as(signedIn(vikas), `update public.advocate_bank_details set advocate_id = $1`, [
          omkar.id,
        ]),
        '42501',
      )
      expect(
        rowsOf(await as(signedIn(vikas), 'select upi_id from public.advocate_bank_details')),
      ).toEqual([{ upi_id: VIKAS_UPI }])
      expect(
        rowsOf(
          await as(
            serviceRole,
            'select upi_id from public.advocate_bank_details where advocate_id = $1',
            [vikas.id],
          ),
        ),
      ).toEqual([{ upi_id: VIKAS_UPI }])
    })

    it('never shows enrolment, bank or search columns through the views, by name or by value', async () => {
      const columns = rowsOf(
        await as(
          serviceRole,
          `select table_name, array_agg(column_name::text order by ordinal_position) as columns
           from information_schema.columns
           where table_schema = 'public'
             and table_name in ('advocate_directory', 'advocate_review_cards', 'consultation_cards', 'conversation_cards')
           group by table_name order by table_name`,
        ),
      )
      const secret = /enrolment_no|bar_council|search|upi|account|ifsc|verification_reason|bank/
      for (const { columns: names } of columns) {
        expect((names as string[]).filter((name) => secret.test(name))).toEqual([])
      }
      expect(columns.find((c) => c.table_name === 'advocate_directory')?.columns).toEqual([
        'id',
        'name',
        'city',
        'state',
        'languages',
        'practice_areas',
        'courts',
        'bio',
        'fee_inr',
        'enrolment_year',
        'experience_years',
        'rating',
        'review_count',
        'verified_at',
      ])
      // Everything every view and the directory RPC answer Vikas's clients, and Vikas himself.
      for (const caller of [signedIn(asha), signedIn(bela), signedIn(vikas)]) {
        const everything = rowsOf(
          await as(
            caller,
            `select jsonb_build_array(
               (select jsonb_agg(d) from public.advocate_directory as d),
               (select jsonb_agg(d) from public.advocate_directory_page(search => 'vikas') as d),
               (select jsonb_agg(r) from public.advocate_review_cards as r),
               (select jsonb_agg(k) from public.consultation_cards as k),
               (select jsonb_agg(c) from public.conversation_cards as c))::text as text`,
          ),
        )[0]!.text as string
        expect(everything).toContain('Adv. Vikas Anand')
        for (const secretValue of [VIKAS_ENROLMENT, VIKAS_UPI, '123456789012', 'HDFC0001234']) {
          expect(everything).not.toContain(secretValue)
        }
      }
    })
  })

  describe('advocate_directory', () => {
    it('lists verified profiles only: not pending, unverified, rejected or missing ones', async () => {
      const listed = rowsOf(
        await as(
          signedIn(asha),
          'select id from public.advocate_directory where id = any($1::uuid[])',
          [[vikas.id, omkar.id, uma.id, rita.id, pending.id]],
        ),
      ).map((row) => row.id)
      expect(listed.sort()).toEqual([vikas.id, omkar.id].sort())
      const everyone = rowsOf(await as(signedIn(asha), 'select id from public.advocate_directory'))
      const verified = await db().query<{ id: string }>(
        `select id from public.advocate_profiles where verification_status = 'verified'`,
      )
      expect(everyone.map((row) => row.id).sort()).toEqual(
        verified.rows.map((row) => row.id).sort(),
      )
    })

    it('is read-only for everyone signed in', async () => {
      for (const view of [
        'advocate_directory',
        'advocate_review_cards',
        'consultation_cards',
        'conversation_cards',
      ]) {
        for (const sql of [
          `insert into public.${view} default values`,
          `update public.${view} set id = id`,
          `delete from public.${view}`,
        ]) {
          expectCode(await as(signedIn(vikas), sql), '42501')
        }
      }
    })
  })

  describe('consultation requests', () => {
    it('lets a Premium client request a verified advocate: requested, as themselves, dated by the database', async () => {
      expect(rowsOf(await steps(signedIn(asha), [request(omkar.id)]))).toEqual([
        {
          id: expect.any(String),
          client_id: asha.id,
          advocate_id: omkar.id,
          status: 'requested',
          stamped: true,
        },
      ])
    })

    it('refuses a free client in words (LS014)', async () => {
      expectCode(
        await steps(signedIn(farid), [request(omkar.id)]),
        'LS014',
        /^Consultation requests are part of Premium\. Upgrade to Premium to connect with an advocate\.$/,
      )
    })

    it('refuses an advocate who is not verified, or oneself (LS015)', async () => {
      for (const advocate of [pending, uma, rita]) {
        expectCode(
          await steps(signedIn(asha), [request(advocate.id)]),
          'LS015',
          /not taking requests/,
        )
      }
      // A client's id is no advocate either.
      expectCode(await steps(signedIn(asha), [request(bela.id)]), 'LS015')
      // Vikas is on Premium and verified: still not his own client.
      expectCode(await steps(signedIn(vikas), [request(vikas.id)]), 'LS015')
    })

    it('refuses a second open request with the same advocate (LS016), but not after the first closed', async () => {
      expectCode(
        await steps(signedIn(asha), [request(vikas.id)]),
        'LS016',
        /already have an open request/,
      )
      expectCode(await steps(signedIn(bela), [request(vikas.id)]), 'LS016')
      expectCode(await steps(signedIn(bela), [request(omkar.id), request(omkar.id)]), 'LS016')
      expect(
        (await steps(signedIn(asha), [setStatus(REQUESTED, 'cancelled'), request(vikas.id)])).ok,
      ).toBe(true)
      // Completed, declined and cancelled ones with Omkar do not count.
      expect((await steps(signedIn(asha), [request(omkar.id)])).ok).toBe(true)
    })

    it('refuses a preferred time in the past, now, or more than 90 days ahead (23514)', async () => {
      for (const when of [
        `now() - interval '1 minute'`,
        'now()',
        `now() + interval '90 days 1 minute'`,
      ]) {
        expectCode(await steps(signedIn(asha), [request(omkar.id, when)]), '23514')
      }
      expect(
        (await steps(signedIn(asha), [request(omkar.id, `now() + interval '89 days'`)])).ok,
      ).toBe(true)
    })

    it('refuses forged columns on insert: client, status, dates, id (42501)', async () => {
      for (const [column, value] of [
        ['client_id', `'${bela.id}'`],
        ['status', `'accepted'`],
        ['status', `'completed'`],
        ['created_at', `now() - interval '1 year'`],
        ['accepted_at', 'now()'],
        ['completed_at', 'now()'],
        ['cancelled_by', `'advocate'`],
        ['id', 'gen_random_uuid()'],
      ]) {
        expectCode(
          await as(
            signedIn(asha),
            `insert into public.consultations (advocate_id, category, description, mode, preferred_at, ${column})
             values ($1, 'Consumer Law', $2, 'chat', now() + interval '1 day', ${value})`,
            [omkar.id, DESCRIPTION],
          ),
          '42501',
        )
      }
    })

    it('refuses an unknown category or mode, and a description under 20 characters (23514)', async () => {
      for (const [category, description, mode] of [
        ['Space Law', DESCRIPTION, 'chat'],
        ['Consumer Law', DESCRIPTION, 'fax'],
        ['Consumer Law', '   too short      ', 'chat'],
        ['Consumer Law', 'x'.repeat(2001), 'chat'],
      ]) {
        expectCode(
          await as(
            signedIn(asha),
            `insert into public.consultations (advocate_id, category, description, mode, preferred_at)
             values ($1, $2, $3, $4, now() + interval '1 day')`,
            [omkar.id, category, description, mode],
          ),
          '23514',
        )
      }
    })

    it('shows a consultation to its two people only, with their side and names', async () => {
      const cards = `select id, my_role, client_name, advocate_name, conversation_id
        from public.consultation_cards where id = any($1::uuid[]) order by id`
      const ids = [REQUESTED, ACCEPTED]
      expect(rowsOf(await as(signedIn(vikas), cards, [ids]))).toEqual([
        {
          id: REQUESTED,
          my_role: 'advocate',
          client_name: 'Asha',
          advocate_name: 'Adv. Vikas Anand',
          conversation_id: null,
        },
        {
          id: ACCEPTED,
          my_role: 'advocate',
          client_name: 'Bela',
          advocate_name: 'Adv. Vikas Anand',
          conversation_id: CONV,
        },
      ])
      expect(rowsOf(await as(signedIn(asha), cards, [ids]))).toEqual([
        {
          id: REQUESTED,
          my_role: 'client',
          client_name: 'Asha',
          advocate_name: 'Adv. Vikas Anand',
          conversation_id: null,
        },
      ])
      for (const caller of [signedIn(omkar), signedIn(farid), signedIn(uma), serviceRole]) {
        expect(rowsOf(await as(caller, cards, [ids]))).toEqual([])
      }
      for (const caller of [signedIn(omkar), signedIn(farid)]) {
        expect(
          rowsOf(
            await as(caller, 'select id from public.consultations where id = any($1::uuid[])', [
              ids,
            ]),
          ),
        ).toEqual([])
      }
    })
  })

  describe('the consultation state machine', () => {
    const ALLOWED: [
      from: string,
      id: string,
      to: string,
      by: Person,
      extra: Record<string, unknown>,
    ][] = [
      ['requested', REQUESTED, 'accepted', vikas, { accepted_now: true, cancelled_by: null }],
      [
        'requested',
        REQUESTED,
        'declined',
        vikas,
        { declined_now: true, decline_reason: 'Too busy' },
      ],
      ['requested', REQUESTED, 'cancelled', asha, { cancelled_now: true, cancelled_by: 'client' }],
      ['accepted', ACCEPTED, 'completed', vikas, { completed_now: true, cancelled_by: null }],
      ['accepted', ACCEPTED, 'cancelled', bela, { cancelled_now: true, cancelled_by: 'client' }],
      ['accepted', ACCEPTED, 'cancelled', vikas, { cancelled_now: true, cancelled_by: 'advocate' }],
    ]

    it.each(ALLOWED)(
      '%s -> %s by the right person, timestamped',
      async (_from, id, to, by, extra) => {
        const reason = to === 'declined' ? 'Too busy' : null
        const [row] = rowsOf(await steps(signedIn(by), [setStatus(id, to, reason)]))
        expect(row).toMatchObject({ status: to, ...extra })
      },
    )

    const REFUSED: [from: string, id: string, to: string, by: Person][] = [
      ['requested', REQUESTED, 'completed', vikas],
      ['requested', REQUESTED, 'completed', asha],
      ['requested', REQUESTED, 'accepted', asha],
      ['requested', REQUESTED, 'declined', asha],
      ['requested', REQUESTED, 'cancelled', vikas],
      ['accepted', ACCEPTED, 'declined', vikas],
      ['accepted', ACCEPTED, 'requested', vikas],
      ['accepted', ACCEPTED, 'requested', bela],
      ['accepted', ACCEPTED, 'completed', bela],
      ['accepted', ACCEPTED, 'declined', bela],
    ]

    it.each(REFUSED)(
      'refuses %s -> %s by the wrong person or skipping a state (LS017)',
      async (_from, id, to, by) => {
        expectCode(await steps(signedIn(by), [setStatus(id, to)]), 'LS017')
      },
    )

    it('answers each refusal with a message that fits it', async () => {
      expectCode(
        await steps(signedIn(asha), [setStatus(REQUESTED, 'accepted')]),
        'LS017',
        /^Only the advocate can accept this consultation\.$/,
      )
      expectCode(
        await steps(signedIn(bela), [setStatus(ACCEPTED, 'completed')]),
        'LS017',
        /^Only the advocate can complete this consultation\.$/,
      )
      expectCode(
        await steps(signedIn(vikas), [setStatus(REQUESTED, 'cancelled')]),
        'LS017',
        /^Only the client can withdraw a request; you can decline it\.$/,
      )
      expectCode(
        await steps(signedIn(vikas), [setStatus(REQUESTED, 'completed')]),
        'LS017',
        /^A requested consultation cannot become completed\.$/,
      )
      expectCode(
        await steps(signedIn(asha), [setStatus(COMPLETED, 'cancelled')]),
        'LS017',
        /^This consultation is completed and cannot change any more\.$/,
      )
    })

    it.each([
      ['completed', COMPLETED, asha, omkar],
      ['declined', DECLINED, bela, omkar],
      ['cancelled', CANCELLED, asha, omkar],
    ] as const)(
      'changes nothing after %s, whoever tries (LS017)',
      async (from, id, client, advocate) => {
        for (const by of [client, advocate]) {
          for (const to of ALL_STATUSES.filter((s) => s !== from)) {
            expectCode(
              await steps(signedIn(by), [setStatus(id, to)]),
              'LS017',
              /cannot change any more/,
            )
          }
        }
      },
    )

    it('refuses a decline reason without declining, and writes to any other column (42501)', async () => {
      expectCode(
        await steps(signedIn(vikas), [setStatus(ACCEPTED, 'completed', 'Because')]),
        'LS017',
      )
      expectCode(
        await as(
          signedIn(vikas),
          `update public.consultations set decline_reason = 'Later' where id = $1`,
          [REQUESTED],
        ),
        'LS017',
      )
      for (const [column, value] of [
        ['description', `'Something else entirely, long enough.'`],
        ['advocate_id', `'${omkar.id}'`],
        ['client_id', `'${bela.id}'`],
        ['accepted_at', 'now()'],
        ['completed_at', 'now()'],
        ['cancelled_by', `'client'`],
        ['preferred_at', `now() + interval '5 days'`],
      ]) {
        expectCode(
          await as(
            signedIn(vikas),
            `update public.consultations set ${column} = ${value} where id = $1`,
            [ACCEPTED],
          ),
          '42501',
        )
      }
      expectCode(await as(signedIn(asha), 'delete from public.consultations'), '42501')
    })

    it('lets nobody else move a consultation along', async () => {
      for (const [caller, id, to] of [
        [signedIn(omkar), REQUESTED, 'accepted'],
        [signedIn(bela), REQUESTED, 'cancelled'],
        [signedIn(asha), ACCEPTED, 'cancelled'],
        [signedIn(omkar), ACCEPTED, 'completed'],
      ] as const) {
        expect(rowsOf(await steps(caller, [setStatus(id, to)]))).toEqual([])
      }
    })

    it('opens exactly one conversation on accepting, with exactly its two people; none on declining', async () => {
      const conversation = `select client_id, advocate_id from public.conversations where consultation_id = '${REQUESTED}'`
      const accepted = await steps(signedIn(vikas), [
        setStatus(REQUESTED, 'accepted'),
        asOwner,
        [conversation],
      ])
      expect(rowsOf(accepted)).toEqual([{ client_id: asha.id, advocate_id: vikas.id }])
      const seen = async (who: Person) =>
        rowsOf(
          await steps(signedIn(vikas), [
            setStatus(REQUESTED, 'accepted'),
            become(who),
            [
              `select count(*)::int as cards,
                 (select count(*)::int from public.conversations where consultation_id = $1) as rows
               from public.conversation_cards where consultation_id = $1`,
              [REQUESTED],
            ],
          ]),
        )[0]
      expect(await seen(asha)).toEqual({ cards: 1, rows: 1 })
      expect(await seen(vikas)).toEqual({ cards: 1, rows: 1 })
      for (const other of [bela, omkar, farid])
        expect(await seen(other)).toEqual({ cards: 0, rows: 0 })
      const declined = await steps(signedIn(vikas), [
        setStatus(REQUESTED, 'declined', 'Not my field'),
        asOwner,
        [conversation],
      ])
      expect(rowsOf(declined)).toEqual([])
      // Completing keeps the one conversation.
      const completed = await steps(signedIn(vikas), [
        setStatus(ACCEPTED, 'completed'),
        asOwner,
        [`select id from public.conversations where consultation_id = $1`, [ACCEPTED]],
      ])
      expect(rowsOf(completed)).toEqual([{ id: CONV }])
    })

    it('never lets anyone create or change a conversation directly', async () => {
      for (const caller of [signedIn(asha), signedIn(vikas), signedIn(bela)]) {
        expectCode(
          await as(
            caller,
            `insert into public.conversations (consultation_id, client_id, advocate_id) values ($1, $2, $3)`,
            [REQUESTED, asha.id, vikas.id],
          ),
          '42501',
        )
        expectCode(
          await as(caller, `update public.conversations set client_id = advocate_id`),
          '42501',
        )
        expectCode(await as(caller, `delete from public.conversations`), '42501')
      }
    })
  })

  describe('conversations and messages', () => {
    it('keeps the conversation, its messages and its card from a third user, who cannot write or mark it read', async () => {
      for (const caller of [signedIn(asha), signedIn(omkar), signedIn(farid)]) {
        for (const sql of [
          `select id from public.conversations where id = '${CONV}'`,
          `select id from public.messages where conversation_id = '${CONV}'`,
          `select id from public.conversation_cards where id = '${CONV}'`,
          `select id from public.consultation_cards where id = '${ACCEPTED}'`,
          `select id from public.consultations where id = '${ACCEPTED}'`,
        ]) {
          expect(rowsOf(await as(caller, sql))).toEqual([])
        }
        expectCode(await steps(caller, [say('Let me in.')]), '42501')
        // Not found, answered 404 over REST (a P0 code other than P0001 would be a 500).
        expectCode(await as(caller, `select public.mark_conversation_read($1)`, [CONV]), 'PT404')
        expect(statusOfSqlState('PT404', '', true)).toBe(404)
        expect(
          rowsOf(await as(caller, `select private.is_conversation_participant($1) as yes`, [CONV])),
        ).toEqual([{ yes: false }])
        expectCode(
          await as(
            caller,
            `insert into public.conversation_reads (conversation_id, user_id) values ($1, auth.uid())`,
            [CONV],
          ),
          '42501',
        )
      }
      for (const participant of [bela, vikas]) {
        expect(
          rowsOf(
            await as(
              signedIn(participant),
              `select count(*)::int as n from public.messages where conversation_id = $1`,
              [CONV],
            ),
          ),
        ).toEqual([{ n: 3 }])
      }
    })

    it('takes 1 to 4000 characters as the sender, dated by the database; refuses blank and longer (23514)', async () => {
      for (const body of ['?', 'x'.repeat(4000)]) {
        expect(rowsOf(await steps(signedIn(bela), [say(body)]))).toEqual([
          { sender_id: bela.id, stamped: true },
        ])
      }
      for (const body of ['', '   ', ' \n\t\r ', 'x'.repeat(4001)]) {
        expectCode(await steps(signedIn(vikas), [say(body)]), '23514')
      }
    })

    it('refuses a forged sender or date, and edits or deletions (42501)', async () => {
      expectCode(
        await as(
          signedIn(bela),
          `insert into public.messages (conversation_id, sender_id, body) values ($1, $2, 'I am Vikas')`,
          [CONV, vikas.id],
        ),
        '42501',
      )
      expectCode(
        await as(
          signedIn(bela),
          `insert into public.messages (conversation_id, body, created_at) values ($1, 'Old', now() - interval '1 day')`,
          [CONV],
        ),
        '42501',
      )
      expectCode(await as(signedIn(bela), `update public.messages set body = 'Edited'`), '42501')
      expectCode(await as(signedIn(bela), `delete from public.messages`), '42501')
    })

    it('closes the conversation of a cancelled consultation (LS019), not of a completed one', async () => {
      expectCode(
        await steps(signedIn(bela), [setStatus(ACCEPTED, 'cancelled'), say('Still there?')]),
        'LS019',
        /conversation is closed/,
      )
      expectCode(
        await steps(signedIn(vikas), [setStatus(ACCEPTED, 'cancelled'), say('Goodbye')]),
        'LS019',
      )
      expect(
        (await steps(signedIn(vikas), [setStatus(ACCEPTED, 'completed'), say('Thank you!')])).ok,
      ).toBe(true)
    })

    it('takes 30 messages a minute from one sender and refuses the 31st in words (LS020)', async () => {
      const thirty = Array.from({ length: 30 }, (_, i) => say(`Message ${i + 1}`))
      expect((await steps(signedIn(bela), thirty)).ok).toBe(true)
      expectCode(await steps(signedIn(bela), [...thirty, say('One too many')]), 'LS020', /too fast/)
      // The other participant has their own allowance.
      expect((await steps(signedIn(bela), [...thirty, become(vikas), say('My turn')])).ok).toBe(
        true,
      )
    })

    it('stores a retried message with a client-chosen id once (on conflict do nothing)', async () => {
      const id = '13e00000-0000-4000-8000-000000000001'
      const send: Step = [
        `insert into public.messages (id, conversation_id, body) values ($1, $2, 'Sent twice')
         on conflict (id) do nothing`,
        [id, CONV],
      ]
      const outcome = await steps(signedIn(bela), [
        send,
        send,
        [`select count(*)::int as n from public.messages where id = $1`, [id]],
      ])
      expect(rowsOf(outcome)).toEqual([{ n: 1 }])
      // Someone else cannot use the id to write into the conversation, even as a 'duplicate'.
      expectCode(await steps(signedIn(bela), [send, become(asha), send]), '42501')
    })

    it('counts unread messages in conversation_cards until mark_conversation_read, per person', async () => {
      const card = `select my_role, other_name, unread_count, last_message, last_message_is_mine
        from public.conversation_cards where id = '${CONV}'`
      expect(rowsOf(await as(signedIn(vikas), card))).toEqual([
        {
          my_role: 'advocate',
          other_name: 'Bela',
          unread_count: 2,
          last_message: 'Is the clause valid?',
          last_message_is_mine: false,
        },
      ])
      expect(rowsOf(await as(signedIn(bela), card))).toEqual([
        {
          my_role: 'client',
          other_name: 'Adv. Vikas Anand',
          unread_count: 1,
          last_message: 'Is the clause valid?',
          last_message_is_mine: true,
        },
      ])
      const read = await steps(signedIn(vikas), [
        [`select public.mark_conversation_read($1)`, [CONV]],
        [card],
      ])
      expect(rowsOf(read)[0]).toMatchObject({ unread_count: 0 })
      // Bela's own count does not move.
      const hers = await steps(signedIn(vikas), [
        [`select public.mark_conversation_read($1)`, [CONV]],
        become(bela),
        [card],
      ])
      expect(rowsOf(hers)[0]).toMatchObject({ unread_count: 1 })
      // A message that arrives after Vikas read counts again. (A transaction has one now(): the
      // message is moved a second later to stand for the next request.)
      const later = await steps(signedIn(vikas), [
        [`select public.mark_conversation_read($1)`, [CONV]],
        become(bela),
        say('And one more thing.'),
        asOwner,
        [
          `update public.messages set created_at = now() + interval '1 second' where body = 'And one more thing.'`,
        ],
        [`select set_config('role', 'authenticated', true)`],
        become(vikas),
        [card],
      ])
      expect(rowsOf(later)[0]).toMatchObject({
        unread_count: 1,
        last_message: 'And one more thing.',
      })
    })
  })

  describe('reviews', () => {
    const review = (id: string, rating: number | string, comment: string | null = null): Step => [
      `insert into public.advocate_reviews (consultation_id, rating, comment) values ($1, ${rating}, $2)
       returning advocate_id, client_id`,
      [id, comment],
    ]
    const omkarsRating = `select rating::text as rating, review_count from public.advocate_directory where id = '${omkar.id}'`

    it('takes one review of a completed consultation by its client and updates the rating everywhere', async () => {
      expect(rowsOf(await as(signedIn(asha), omkarsRating))).toEqual([
        { rating: '5.0', review_count: 1 },
      ])
      const outcome = await steps(signedIn(asha), [
        review(COMPLETED, 4, 'Helpful.'),
        become(bela),
        review(COMPLETED_BELA, 4),
        [omkarsRating],
      ])
      // (5 + 4 + 4) / 3 = 4.33, shown to one decimal.
      expect(rowsOf(outcome)).toEqual([{ rating: '4.3', review_count: 3 }])
      const stored = await steps(signedIn(asha), [
        review(COMPLETED, 4),
        asOwner,
        [
          `select rating_avg::text as avg, review_count from public.advocate_profiles where id = $1`,
          [omkar.id],
        ],
      ])
      expect(rowsOf(stored)).toEqual([{ avg: '4.50', review_count: 2 }])
      expect(rowsOf(await steps(signedIn(asha), [review(COMPLETED, 2)]))).toEqual([
        { advocate_id: omkar.id, client_id: asha.id },
      ])
      expect(
        rowsOf(
          await steps(signedIn(asha), [
            review(COMPLETED, 2),
            [`select reviewed from public.consultation_cards where id = $1`, [COMPLETED]],
          ]),
        ),
      ).toEqual([{ reviewed: true }])
    })

    it('refuses a second review of the same consultation (23505)', async () => {
      expectCode(await steps(signedIn(asha), [review(COMPLETED, 4), review(COMPLETED, 5)]), '23505')
      expectCode(await steps(signedIn(farid), [review(COMPLETED_FARID, 1)]), '23505')
    })

    it('refuses a review before completion, of someone else’s consultation, or by the advocate (LS018)', async () => {
      for (const [who, id] of [
        [asha, REQUESTED],
        [bela, ACCEPTED],
        [bela, DECLINED],
        [asha, CANCELLED],
        [bela, COMPLETED], // Asha's
        [omkar, COMPLETED], // the advocate
        [vikas, COMPLETED],
      ] as const) {
        expectCode(
          await steps(signedIn(who), [review(id, 5)]),
          'LS018',
          /only after it is completed/,
        )
      }
      expectCode(
        await steps(signedIn(asha), [review('13c00000-0000-4000-8000-000000000099', 5)]),
        'LS018',
      )
    })

    it('refuses a rating outside 1-5 or a comment over 1000 characters (23514)', async () => {
      for (const rating of [0, 6, -1]) {
        expectCode(await steps(signedIn(asha), [review(COMPLETED, rating)]), '23514')
      }
      expectCode(await steps(signedIn(asha), [review(COMPLETED, 5, 'x'.repeat(1001))]), '23514')
    })

    it('refuses forged reviewer, advocate or date, and any edit or deletion (42501)', async () => {
      for (const [column, value] of [
        ['client_id', `'${bela.id}'`],
        ['advocate_id', `'${vikas.id}'`],
        ['created_at', `now() - interval '1 year'`],
      ]) {
        expectCode(
          await as(
            signedIn(asha),
            `insert into public.advocate_reviews (consultation_id, rating, ${column}) values ($1, 5, ${value})`,
            [COMPLETED],
          ),
          '42501',
        )
      }
      expectCode(
        await as(signedIn(farid), `update public.advocate_reviews set rating = 1`),
        '42501',
      )
      expectCode(await as(signedIn(farid), `delete from public.advocate_reviews`), '42501')
    })

    it('shows reviews to everyone signed in without the reviewer; the table only to its two people', async () => {
      const cards = rowsOf(
        await as(
          signedIn(bela),
          `select * from public.advocate_review_cards where advocate_id = $1`,
          [omkar.id],
        ),
      )
      expect(cards).toEqual([
        {
          id: COMPLETED_FARID,
          advocate_id: omkar.id,
          rating: 5,
          comment: 'Very clear.',
          created_at: expect.anything(),
        },
      ])
      expect(JSON.stringify(cards)).not.toContain(farid.id)
      for (const caller of [signedIn(bela), signedIn(asha), signedIn(vikas)]) {
        expect(
          rowsOf(
            await as(
              caller,
              `select client_id from public.advocate_reviews where consultation_id = $1`,
              [COMPLETED_FARID],
            ),
          ),
        ).toEqual([])
      }
      for (const caller of [signedIn(farid), signedIn(omkar)]) {
        expect(
          rowsOf(
            await as(
              caller,
              `select client_id from public.advocate_reviews where consultation_id = $1`,
              [COMPLETED_FARID],
            ),
          ),
        ).toEqual([{ client_id: farid.id }])
      }
    })
  })

  describe('the functions the cards call', () => {
    it('name the two sides of a consultation to those two only, however they are called', async () => {
      const names = 'select * from private.consultation_names($1)'
      for (const outsider of [signedIn(bela), signedIn(vikas), anon]) {
        expect(rowsOf(await as(outsider, names, [COMPLETED_FARID]))).toEqual([])
      }
      for (const side of [signedIn(farid), signedIn(omkar)]) {
        expect(rowsOf(await as(side, names, [COMPLETED_FARID]))).toEqual([
          { client_name: expect.any(String), advocate_name: 'Adv. Omkar Rane' },
        ])
      }
    })

    it('give no review of an advocate who is not listed, and never the reviewer', async () => {
      const reviews = 'select * from private.reviews_of($1)'
      for (const advocate of [pending.id, uma.id, rita.id, farid.id]) {
        expect(rowsOf(await as(signedIn(bela), reviews, [advocate]))).toEqual([])
      }
      const omkars = rowsOf(await as(signedIn(bela), reviews, [omkar.id]))
      expect(omkars.length).toBeGreaterThan(0)
      expect(JSON.stringify(omkars)).not.toContain(farid.id)
    })
  })

  describe('profile views and the dashboard', () => {
    const stats = 'select * from public.advocate_dashboard_stats()'

    it('counts one view per viewer per day, never one’s own, never of a profile not verified', async () => {
      const outcome = await steps(signedIn(asha), [
        [`select public.record_profile_view($1)`, [vikas.id]],
        [`select public.record_profile_view($1)`, [vikas.id]],
        [`select public.record_profile_view($1)`, [rita.id]],
        [`select public.record_profile_view($1)`, [uma.id]],
        [`select public.record_profile_view($1)`, [pending.id]],
        [`select public.record_profile_view($1)`, ['13000000-0000-4000-8000-000000000099']],
        become(bela),
        [`select public.record_profile_view($1)`, [vikas.id]],
        become(vikas),
        [`select public.record_profile_view($1)`, [vikas.id]],
        [stats],
        asOwner,
        [
          `select advocate_id, viewer_id from public.advocate_profile_views
           where viewer_id = any($1::uuid[]) order by viewer_id`,
          [PEOPLE.map((p) => p.id)],
        ],
      ])
      expect(rowsOf(outcome)).toEqual([
        { advocate_id: vikas.id, viewer_id: asha.id },
        { advocate_id: vikas.id, viewer_id: bela.id },
      ])
      const figures = await steps(signedIn(asha), [
        [`select public.record_profile_view($1)`, [vikas.id]],
        become(bela),
        [`select public.record_profile_view($1)`, [vikas.id]],
        become(vikas),
        [stats],
      ])
      expect(rowsOf(figures)[0]).toMatchObject({ profile_views: 2 })
      // Yesterday's view by the same person is another day's.
      const yesterday = await steps(signedIn(asha), [
        asOwner,
        [
          `insert into public.advocate_profile_views (advocate_id, viewer_id, day) values ($1, $2, current_date - 1)`,
          [vikas.id, asha.id],
        ],
        [`select set_config('role', 'authenticated', true)`],
        [`select public.record_profile_view($1)`, [vikas.id]],
        become(vikas),
        [stats],
      ])
      expect(rowsOf(yesterday)[0]).toMatchObject({ profile_views: 2 })
    })

    it('gives each caller their own figures only', async () => {
      expect(rowsOf(await as(signedIn(vikas), stats))).toEqual([
        // Bela's two messages; the requested and the accepted consultation.
        { client_messages: 2, profile_views: 0, consultations: 2, forum_replies: 0 },
      ])
      expect(rowsOf(await as(signedIn(omkar), stats))).toEqual([
        // Three completed; the declined and the cancelled one do not count.
        { client_messages: 0, profile_views: 0, consultations: 3, forum_replies: 0 },
      ])
      for (const caller of [signedIn(asha), signedIn(bela), signedIn(uma)]) {
        expect(rowsOf(await as(caller, stats))).toEqual([
          { client_messages: 0, profile_views: 0, consultations: 0, forum_replies: 0 },
        ])
      }
      // There is no way to ask for someone else's.
      expectCode(
        await as(signedIn(asha), `select * from public.advocate_dashboard_stats($1)`, [vikas.id]),
        '42883',
      )
      // A new message from the client counts, the advocate's own does not.
      const more = await steps(signedIn(bela), [
        say('Another question.'),
        become(vikas),
        say('An answer.'),
        [stats],
      ])
      expect(rowsOf(more)[0]).toMatchObject({ client_messages: 3 })
    })

    const checklist = (...states: string[]) =>
      [
        'basic_information',
        'professional_details',
        'verification_documents',
        'banking_details',
      ].map((section, i) => ({ section, state: states[i] }))

    it('reports the profile checklist: none, the demo advocate’s, pending, verified without bank, complete', async () => {
      const status = 'select public.my_advocate_profile_status() as status'
      for (const who of [uma, asha]) {
        expect(rowsOf(await as(signedIn(who), status))).toEqual([
          {
            status: {
              completion_percent: 0,
              checklist: checklist('missing', 'missing', 'missing', 'missing'),
            },
          },
        ])
      }
      // The demo advocate: verified, no fee yet, no bank details.
      expect(rowsOf(await as(signedIn(demoAdvocate), status))).toEqual([
        {
          status: {
            completion_percent: 50,
            checklist: checklist('done', 'missing', 'done', 'missing'),
          },
        },
      ])
      // A pending verification counts half.
      expect(rowsOf(await as(signedIn(pending), status))).toEqual([
        {
          status: {
            completion_percent: 63,
            checklist: checklist('done', 'done', 'pending', 'missing'),
          },
        },
      ])
      expect(rowsOf(await as(signedIn(omkar), status))).toEqual([
        {
          status: {
            completion_percent: 75,
            checklist: checklist('done', 'done', 'done', 'missing'),
          },
        },
      ])
      expect(rowsOf(await as(signedIn(vikas), status))).toEqual([
        {
          status: { completion_percent: 100, checklist: checklist('done', 'done', 'done', 'done') },
        },
      ])
      // Rita: rejected counts as missing; no bio and no court, so neither group is done.
      expect(rowsOf(await as(signedIn(rita), status))).toEqual([
        {
          status: {
            completion_percent: 0,
            checklist: checklist('missing', 'missing', 'missing', 'missing'),
          },
        },
      ])
      // A bio of 49 characters (after trimming) is not enough.
      const short = await steps(signedIn(vikas), [
        [`update public.advocate_profiles set bio = '   ' || repeat('b', 49) || '   '`],
        [status],
      ])
      expect(rowsOf(short)).toEqual([
        {
          status: {
            completion_percent: 75,
            checklist: checklist('missing', 'done', 'done', 'done'),
          },
        },
      ])
    })
  })

  describe('operator verification', () => {
    const state = `select p.verification_status, p.verification_reason, u.is_verified,
        exists (select 1 from public.advocate_directory as d where d.id = u.id) as listed
      from public.users as u left join public.advocate_profiles as p on p.id = u.id where u.id = $1`

    it('verifies and rejects through advocate_profiles, and the forum badge follows', async () => {
      const verified = await steps(serviceRole, [
        [`select public.operator_verify_advocate($1, 'ops@test')`, [rita.email]],
        [state, [rita.id]],
      ])
      expect(rowsOf(verified)).toEqual([
        {
          verification_status: 'verified',
          verification_reason: null,
          is_verified: true,
          listed: true,
        },
      ])
      // An account without a profile gets a verified one.
      const fresh = await steps(serviceRole, [
        [`select public.operator_verify_advocate($1, 'ops@test')`, [uma.email]],
        [state, [uma.id]],
      ])
      expect(rowsOf(fresh)).toEqual([
        {
          verification_status: 'verified',
          verification_reason: null,
          is_verified: true,
          listed: true,
        },
      ])
      const rejected = await steps(serviceRole, [
        [
          `select public.operator_reject_advocate($1, 'Certificate unreadable', 'ops@test')`,
          [vikas.email],
        ],
        [state, [vikas.id]],
      ])
      expect(rowsOf(rejected)).toEqual([
        {
          verification_status: 'rejected',
          verification_reason: 'Certificate unreadable',
          is_verified: false,
          listed: false,
        },
      ])
      expectCode(
        await as(serviceRole, `select public.operator_reject_advocate($1, 'x', 'ops@test')`, [
          vikas.email,
        ]),
        '22023',
      )
      expectCode(
        await as(serviceRole, `select public.operator_verify_advocate($1, 'ops@test')`, [
          asha.email,
        ]),
        'LS013',
      )
    })

    it('is refused to anon and to every signed-in user, the advocate included', async () => {
      for (const caller of [anon, signedIn(vikas), signedIn(rita), signedIn(asha)]) {
        expectCode(
          await as(caller, `select public.operator_verify_advocate($1, 'me')`, [rita.email]),
          '42501',
        )
        expectCode(
          await as(caller, `select public.operator_reject_advocate($1, 'Because', 'me')`, [
            vikas.email,
          ]),
          '42501',
        )
        expectCode(await as(caller, 'select * from public.operator_advocates(true)'), '42501')
      }
    })
  })
})
