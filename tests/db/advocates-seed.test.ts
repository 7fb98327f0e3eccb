import { expect, it } from 'vitest'
import type { Driver } from '../../server/db/driver'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { demoAdvocate, demoClient } from './demo-accounts'
import { seedAgain } from './seed-again'
import { requestAs, signedIn, type Caller, type Outcome } from './request-as'

/**
 * The advocate directory that supabase/seeds/advocates.sql seeds (docs/PRODUCT.md §2 'Advocates'): advocates
 * d3ad0000-…, clients d3ae0000-…, the forum's advocates d3f00000-…, reviewed consultations
 * d3a40000-…, and the demo accounts' consultation d3a10000-…-01 with its conversation d3a20000-…-01
 * and messages d3a30000-…. The demo advocate is one of the verified advocates.
 */
const DEMO_CONSULTATION = 'd3a10000-0000-4000-8000-000000000001'
const DEMO_CONVERSATION = 'd3a20000-0000-4000-8000-000000000001'
const PRACTICE_AREAS = [
  'Civil Law',
  'Constitutional Law',
  'Consumer Law',
  'Corporate Law',
  'Criminal Law',
  'Cyber Law',
  'Family Law',
  'Labour and Employment Law',
  'Property Law',
  'Tax Law',
]

/**
 * The advocate tables the seed writes, one hash each, to tell whether a second run changed a row.
 */
const SEEDED_TABLES = [
  'public.users',
  'public.advocate_profiles',
  'public.advocate_bank_details',
  'public.consultations',
  'public.conversations',
  'public.messages',
  'public.conversation_reads',
  'public.advocate_reviews',
]

async function fingerprint(db: Driver) {
  const hashes: Record<string, string> = {}
  for (const table of SEEDED_TABLES) {
    const { rows } = await db.query<{ hash: string }>(
      `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as hash from ${table} x`,
    )
    hashes[table] = rows[0]!.hash
  }
  return hashes
}

function rowsOf(outcome: Outcome) {
  if (!outcome.ok) throw new Error(`expected rows, got ${outcome.code}: ${outcome.message}`)
  return outcome.rows
}

describeOnEachDatabase(
  'the advocate directory seeded by supabase/seeds/advocates.sql',
  (target) => {
    const db = useMigratedDatabase(target)
    const as = async (caller: Caller, sql: string, params: unknown[] = []) =>
      rowsOf(await requestAs(db(), caller, sql, params))

    it('lists at least 40 verified advocates across 12+ states, every practice area and 8+ languages', async () => {
      const [row] = await as(
        signedIn(demoClient),
        `select count(*)::int as advocates,
              count(distinct state)::int as states,
              (select array_agg(distinct a order by a) from public.advocate_directory, unnest(practice_areas) as a) as areas,
              (select count(distinct l)::int from public.advocate_directory, unnest(languages) as l) as languages,
              count(*) filter (where enrolment_year is null or city is null
                or cardinality(courts) = 0 or char_length(bio) < 50)::int as incomplete
       from public.advocate_directory`,
      )
      expect(row!.advocates).toBeGreaterThanOrEqual(40)
      expect(row!.states).toBeGreaterThanOrEqual(12)
      expect(row!.areas).toEqual(PRACTICE_AREAS)
      expect(row!.languages).toBeGreaterThanOrEqual(8)
      expect(row!.incomplete).toBe(0)
    })

    it('seeds advocates and clients nobody can sign in to, with the badge matching the profile', async () => {
      const { rows } = await db().query(
        `select p.role, p.plan, count(*)::int as n,
              count(*) filter (where u.raw_app_meta_data ->> 'demo' is not null)::int as demo,
              count(*) filter (where u.encrypted_password like '$2a$04$%')::int as random_password,
              count(i.user_id)::int as identities
       from public.users p
       join auth.users u on u.id = p.id
       left join auth.identities i on i.user_id = u.id and i.provider = 'email'
       where p.id::text like 'd3ad0000-%' or p.id::text like 'd3ae0000-%'
       group by p.role, p.plan order by p.role`,
      )
      expect(rows).toEqual([
        { role: 'advocate', plan: 'free', n: 37, demo: 0, random_password: 37, identities: 37 },
        { role: 'client', plan: 'premium', n: 12, demo: 0, random_password: 12, identities: 12 },
      ])
      const mismatched = await db().query(
        `select u.id from public.users as u left join public.advocate_profiles as p on p.id = u.id
       where u.role = 'advocate'
         and u.is_verified is distinct from coalesce(p.verification_status = 'verified', false)`,
      )
      expect(mismatched.rows).toEqual([])
    })

    it('says in every seeded bio that the profile is fictional', async () => {
      const { rows } = await db().query<{ id: string; bio: string }>(
        `select id, bio from public.advocate_profiles
       where id::text like 'd3ad0000-%' or id::text like 'd3f00000-%' or id::text like 'd3000000-%'`,
      )
      expect(rows.length).toBeGreaterThanOrEqual(42)
      for (const { bio } of rows) expect(bio).toMatch(/fictional/i)
    })

    it('rates advocates by the real average of their reviews; some have none yet and show New', async () => {
      const wrong = await db().query(
        `select p.id from public.advocate_profiles as p
       left join public.advocate_reviews as r on r.advocate_id = p.id
       group by p.id, p.rating_avg, p.review_count
       having p.rating_avg is distinct from round(avg(r.rating), 2) or p.review_count <> count(r.rating)`,
      )
      expect(wrong.rows).toEqual([])
      const [row] = await as(
        signedIn(demoClient),
        `select count(*) filter (where rating is null)::int as new,
              count(*) filter (where rating is null and review_count <> 0)::int as odd,
              count(*) filter (where rating is not null)::int as rated,
              count(distinct rating)::int as distinct_ratings,
              (select count(*)::int from public.advocate_review_cards) as reviews
       from public.advocate_directory`,
      )
      expect(row!.new).toBeGreaterThan(0)
      expect(row!.odd).toBe(0)
      expect(row!.rated).toBeGreaterThan(row!.new as number)
      expect(row!.distinct_ratings).toBeGreaterThan(3)
      expect(row!.reviews).toBeGreaterThanOrEqual(40)
      const rounded = await as(
        signedIn(demoClient),
        `select d.id from public.advocate_directory as d
       where d.rating is distinct from (
         select round(avg(r.rating), 1) from public.advocate_review_cards as r where r.advocate_id = d.id)`,
      )
      expect(rounded).toEqual([])
    })

    it('dates each reviewed consultation in order, all in the past, reviewed by its own client', async () => {
      const { rows } = await db().query(
        `select count(*)::int as n,
              count(*) filter (where not (k.created_at < k.accepted_at and k.accepted_at < k.completed_at
                and k.completed_at <= r.created_at and r.created_at < now()))::int as out_of_order,
              count(*) filter (where r.client_id <> k.client_id or r.advocate_id <> k.advocate_id)::int as wrong_people,
              count(*) filter (where k.status <> 'completed')::int as not_completed
       from public.consultations as k
       join public.advocate_reviews as r on r.consultation_id = k.id
       where k.id::text like 'd3a40000-%'`,
      )
      expect(rows[0]!.n).toBeGreaterThanOrEqual(40)
      expect(rows[0]).toMatchObject({ out_of_order: 0, wrong_people: 0, not_completed: 0 })
    })

    it('leaves the demo advocate verified and listed, at 50%: no fee yet, no bank details', async () => {
      const [row] = await as(
        signedIn(demoAdvocate),
        `select public.my_advocate_profile_status() as status,
              (select verification_status from public.advocate_profiles) as verification,
              (select count(*)::int from public.advocate_bank_details) as bank`,
      )
      expect(row).toEqual({
        status: {
          completion_percent: 50,
          checklist: [
            { section: 'basic_information', state: 'done' },
            { section: 'professional_details', state: 'missing' },
            { section: 'verification_documents', state: 'done' },
            { section: 'banking_details', state: 'missing' },
          ],
        },
        verification: 'verified',
        bank: 0,
      })
      // Verified: in the directory, so the demo client can request it.
      expect(
        await as(
          signedIn(demoClient),
          'select name, fee_inr from public.advocate_directory where id = $1',
          [demoAdvocate.id],
        ),
      ).toEqual([{ name: 'Adv. Demo Advocate', fee_inr: null }])
    })

    it('gives the demo accounts an accepted consultation with a conversation, 1 message unread for the advocate', async () => {
      const consultation = `select status, my_role, conversation_id, accepted_at < now() as accepted_before
      from public.consultation_cards where id = $1`
      expect(await as(signedIn(demoClient), consultation, [DEMO_CONSULTATION])).toEqual([
        {
          status: 'accepted',
          my_role: 'client',
          conversation_id: DEMO_CONVERSATION,
          accepted_before: true,
        },
      ])
      expect(await as(signedIn(demoAdvocate), consultation, [DEMO_CONSULTATION])).toEqual([
        {
          status: 'accepted',
          my_role: 'advocate',
          conversation_id: DEMO_CONVERSATION,
          accepted_before: true,
        },
      ])
      const card = `select unread_count, last_message_is_mine, other_name,
        last_message_at = (select max(created_at) from public.messages where conversation_id = $1) as latest
      from public.conversation_cards where id = $1`
      expect(await as(signedIn(demoAdvocate), card, [DEMO_CONVERSATION])).toEqual([
        { unread_count: 1, last_message_is_mine: false, other_name: 'Demo Client', latest: true },
      ])
      expect(await as(signedIn(demoClient), card, [DEMO_CONVERSATION])).toEqual([
        {
          unread_count: 0,
          last_message_is_mine: true,
          other_name: 'Adv. Demo Advocate',
          latest: true,
        },
      ])
      const messages = await as(
        signedIn(demoClient),
        `select sender_id, created_at < now() as past from public.messages
       where conversation_id = $1 order by created_at`,
        [DEMO_CONVERSATION],
      )
      expect(messages.length).toBeGreaterThanOrEqual(3)
      expect(messages.every((m) => m.past)).toBe(true)
      expect(new Set(messages.map((m) => m.sender_id))).toEqual(
        new Set([demoClient.id, demoAdvocate.id]),
      )
      const [stats] = await as(
        signedIn(demoAdvocate),
        'select * from public.advocate_dashboard_stats()',
      )
      expect(stats).toMatchObject({
        client_messages: messages.filter((m) => m.sender_id === demoClient.id).length,
        consultations: 1,
      })
    })

    it('records the demo accounts’ advocate rows in the reset snapshot', async () => {
      const { rows } = await db().query(
        `select relation, count(*)::int as n from private.demo_snapshot
       where relation like 'public.%' and relation not like 'public.forum%'
         and relation not like 'public.chat%' and relation not in ('public.users', 'public.documents')
       group by relation order by relation`,
      )
      expect(rows).toEqual([
        { relation: 'public.advocate_profiles', n: 1 },
        { relation: 'public.consultations', n: 1 },
        { relation: 'public.conversation_reads', n: 2 },
        { relation: 'public.conversations', n: 1 },
        { relation: 'public.messages', n: 4 },
      ])
    })

    it('changes no advocate row when the seed runs again, twice', async () => {
      const before = await fingerprint(db())
      for (let run = 0; run < 2; run++) await seedAgain(db())
      expect(await fingerprint(db())).toEqual(before)
    })
  },
)
