import { expect, it } from 'vitest'
import type { Driver } from '../../server/db/driver'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { demoAdvocate, demoClient } from './demo-accounts'
import { seedAgain } from './seed-again'
import { requestAs, signedIn, type Caller, type Outcome } from './request-as'

/** The forum that supabase/seeds/forum.sql seeds: accounts d3f00000-…, threads d3f10000-…, replies d3f20000-…. */
const SEEDED_THREAD = `id::text like 'd3f10000-%'`
const SEEDED_REPLY = `id::text like 'd3f20000-%'`
const CATEGORIES = ['Civil Law', 'Constitutional Law', 'Criminal Law', 'Family Law', 'Property Law']

/** Everything the seed writes, one hash per table, to tell whether running it again changed a row. */
const SEEDED_TABLES = [
  'auth.users',
  'auth.identities',
  'public.users',
  'public.chats',
  'public.chat_messages',
  'public.forum_threads',
  'public.forum_replies',
  'public.forum_thread_votes',
  'public.forum_reply_votes',
]

async function fingerprint(db: Driver) {
  const hashes: Record<string, string> = {}
  for (const table of SEEDED_TABLES) {
    const { rows } = await db.query<{ hash: string }>(
      `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as hash from ${table} x`,
    )
    hashes[table] = rows[0].hash
  }
  return hashes
}

function rowsOf(outcome: Outcome) {
  if (!outcome.ok) throw new Error(`expected rows, got ${outcome.code}: ${outcome.message}`)
  return outcome.rows
}

describeOnEachDatabase('the community forum seeded by supabase/seeds/forum.sql', (target) => {
  const db = useMigratedDatabase(target)
  const as = async (caller: Caller, sql: string, params: unknown[] = []) =>
    rowsOf(await requestAs(db(), caller, sql, params))

  it('seeds 3 verified advocates, 1 unverified advocate and 4 clients, none of them demo accounts', async () => {
    const { rows } = await db().query(
      `select p.role, p.is_verified, count(*)::int as n,
              count(*) filter (where u.raw_app_meta_data ->> 'demo' is not null)::int as demo,
              count(*) filter (where u.encrypted_password like '$2a$04$%')::int as random_password,
              count(i.user_id)::int as identities
       from public.users p
       join auth.users u on u.id = p.id
       left join auth.identities i on i.user_id = u.id and i.provider = 'email'
       where p.id::text like 'd3f00000-%'
       group by p.role, p.is_verified order by p.role, p.is_verified`,
    )
    expect(rows).toEqual([
      { role: 'advocate', is_verified: false, n: 1, demo: 0, random_password: 1, identities: 1 },
      { role: 'advocate', is_verified: true, n: 3, demo: 0, random_password: 3, identities: 3 },
      { role: 'client', is_verified: false, n: 4, demo: 0, random_password: 4, identities: 4 },
    ])
  })

  it('seeds about 30 threads covering all five categories, with 60 to 90 replies', async () => {
    const { rows } = await db().query<{ threads: number; replies: number; categories: string[] }>(
      `select (select count(*)::int from public.forum_threads where ${SEEDED_THREAD}) as threads,
              (select count(*)::int from public.forum_replies where ${SEEDED_REPLY}) as replies,
              (select array_agg(distinct c order by c) from public.forum_threads, unnest(categories) as c
               where ${SEEDED_THREAD}) as categories`,
    )
    expect(rows[0].threads).toBeGreaterThanOrEqual(25)
    expect(rows[0].threads).toBeLessThanOrEqual(35)
    expect(rows[0].replies).toBeGreaterThanOrEqual(60)
    expect(rows[0].replies).toBeLessThanOrEqual(90)
    expect(rows[0].categories).toEqual(CATEGORIES)
  })

  it('keeps every reply and upvote count equal to the rows it counts', async () => {
    const threads = await db().query(
      `select t.id, t.reply_count, t.advocate_reply_count, t.upvote_count,
              (select count(*)::int from public.forum_replies r where r.thread_id = t.id) as replies,
              (select count(*)::int from public.forum_replies r join public.users u on u.id = r.author_id
               where r.thread_id = t.id and u.role = 'advocate' and u.is_verified) as advocate_replies,
              (select count(*)::int from public.forum_thread_votes v where v.thread_id = t.id) as votes
       from public.forum_threads t where t.${SEEDED_THREAD}`,
    )
    expect(threads.rows.length).toBeGreaterThan(0)
    for (const row of threads.rows) {
      expect(row).toEqual({
        ...row,
        reply_count: row.replies,
        advocate_reply_count: row.advocate_replies,
        upvote_count: row.votes,
      })
    }
    const replies = await db().query(
      `select r.id, r.upvote_count,
              (select count(*)::int from public.forum_reply_votes v where v.reply_id = r.id) as votes
       from public.forum_replies r where r.${SEEDED_REPLY}`,
    )
    for (const row of replies.rows) expect(row).toEqual({ ...row, upvote_count: row.votes })
    const { rows } = await db().query<{ thread_votes: number; reply_votes: number }>(
      `select (select count(*)::int from public.forum_thread_votes where thread_id::text like 'd3f10000-%') as thread_votes,
              (select count(*)::int from public.forum_reply_votes where reply_id::text like 'd3f20000-%') as reply_votes`,
    )
    expect(rows[0].thread_votes).toBeGreaterThan(0)
    expect(rows[0].reply_votes).toBeGreaterThan(0)
  })

  it('dates every post in the past, older than the posting limits look, each reply after its thread', async () => {
    const { rows } = await db().query(
      `select
         (select count(*)::int from public.forum_threads
          where ${SEEDED_THREAD} and created_at > now() - interval '1 hour') as recent_threads,
         (select count(*)::int from public.forum_replies
          where ${SEEDED_REPLY} and created_at > now() - interval '1 hour') as recent_replies,
         (select count(*)::int from public.forum_replies r join public.forum_threads t on t.id = r.thread_id
          where r.${SEEDED_REPLY} and r.created_at <= t.created_at) as replies_before_thread,
         (select count(*)::int from public.forum_threads
          where ${SEEDED_THREAD} and created_at < now() - interval '50 days') as too_old,
         (select count(*)::int from public.forum_threads
          where ${SEEDED_THREAD} and (edited_at is not null or deleted_at is not null)) as edited,
         (select count(*)::int from public.forum_threads
          where ${SEEDED_THREAD} and helpful_reply_id is not null) as with_helpful`,
    )
    expect(rows[0]).toMatchObject({
      recent_threads: 0,
      recent_replies: 0,
      replies_before_thread: 0,
      too_old: 0,
      edited: 0,
    })
    expect(rows[0].with_helpful).toBeGreaterThanOrEqual(5)
  })

  it('shows the verified advocates’ replies with their badge to a signed-in user', async () => {
    const replies = await as(
      signedIn(demoClient),
      `select author_name, author_role, author_is_verified_advocate from public.forum_reply_cards
       where ${SEEDED_REPLY} and author_role = 'advocate'`,
    )
    const verified = replies.filter((reply) => reply.author_is_verified_advocate)
    expect(verified.length).toBeGreaterThan(0)
    // The three verified forum advocates and the demo advocate (verified, so the demo client can
    // request it).
    expect(new Set(verified.map((reply) => reply.author_name)).size).toBe(4)
    expect(verified).toEqual(
      expect.arrayContaining([
        {
          author_name: 'Demo Advocate',
          author_role: 'advocate',
          author_is_verified_advocate: true,
        },
      ]),
    )
    // The advocate whose verification is pending replies too, without the badge.
    expect(replies.filter((reply) => !reply.author_is_verified_advocate).length).toBeGreaterThan(0)
    expect(await as(signedIn(demoAdvocate), 'select * from public.my_forum_activity()')).toEqual([
      { threads: 0, replies: 3 },
    ])
  })

  it('hides the askers of anonymous threads from other users, but not from themselves', async () => {
    const seenByOthers = await as(
      signedIn(demoAdvocate),
      `select author_id, author_name, is_mine from public.forum_thread_cards
       where ${SEEDED_THREAD} and is_anonymous`,
    )
    expect(seenByOthers.length).toBeGreaterThanOrEqual(2)
    for (const card of seenByOthers)
      expect(card).toEqual({ author_id: null, author_name: null, is_mine: false })

    // The demo client asked one of them, and follows up in it.
    expect(
      await as(
        signedIn(demoClient),
        `select author_name, is_mine from public.forum_thread_cards where ${SEEDED_THREAD} and is_anonymous and is_mine`,
      ),
    ).toEqual([{ author_name: 'Demo Client', is_mine: true }])
    const followUps = await as(
      signedIn(demoAdvocate),
      `select r.author_name, r.by_thread_author from public.forum_reply_cards r
       join public.forum_thread_cards t on t.id = r.thread_id
       where t.${SEEDED_THREAD} and t.is_anonymous and r.by_thread_author`,
    )
    expect(followUps.length).toBeGreaterThan(0)
    for (const reply of followUps)
      expect(reply).toEqual({ author_name: null, by_thread_author: true })
  })

  it('leaves threads for the advocates’ Forum Queries and the Unanswered list', async () => {
    const { rows } = await db().query<{ awaiting: number; unanswered: number }>(
      `select count(*) filter (where advocate_reply_count = 0)::int as awaiting,
              count(*) filter (where reply_count = 0)::int as unanswered
       from public.forum_threads where ${SEEDED_THREAD}`,
    )
    expect(rows[0].awaiting).toBeGreaterThanOrEqual(3)
    expect(rows[0].unanswered).toBeGreaterThanOrEqual(2)
    expect(rows[0].unanswered).toBeLessThan(rows[0].awaiting)
    const listed = async (sort: string) =>
      (
        await as(
          signedIn(demoAdvocate),
          `select id from public.forum_thread_page(sort => $1, page_size => 50) where ${SEEDED_THREAD}`,
          [sort],
        )
      ).length
    expect(await listed('awaiting_advocate')).toBe(rows[0].awaiting)
    expect(await listed('unanswered')).toBe(rows[0].unanswered)
  })

  it('finds threads by the Hinglish and Hindi words people type', async () => {
    const found = async (words: string) =>
      (
        await as(
          signedIn(demoClient),
          `select title from public.forum_thread_page(search => $1, page_size => 50) where ${SEEDED_THREAD}`,
          [words],
        )
      ).map((row) => row.title as string)
    for (const word of ['zameen', 'kiraya', 'talaq', 'ज़मीन']) {
      const titles = await found(word)
      expect(titles.length, word).toBeGreaterThan(0)
    }
    expect(await found('ज़मीन')).toEqual([expect.stringContaining('ज़मीन')])
  })

  it('leaves the demo accounts as they were: the client on Premium, the advocate verified', async () => {
    const { rows } = await db().query(
      `select p.id, p.role, p.plan, p.is_verified, u.raw_app_meta_data ->> 'demo' as demo
       from public.users p join auth.users u on u.id = p.id
       where p.id = any($1::uuid[]) order by p.role`,
      [[demoClient.id, demoAdvocate.id]],
    )
    expect(rows).toEqual([
      { id: demoAdvocate.id, role: 'advocate', plan: 'free', is_verified: true, demo: 'true' },
      { id: demoClient.id, role: 'client', plan: 'premium', is_verified: false, demo: 'true' },
    ])
  })

  it('changes nothing when the seed runs again, twice', async () => {
    const before = await fingerprint(db())
    for (let run = 0; run < 2; run++) await seedAgain(db())
    expect(await fingerprint(db())).toEqual(before)
  })
})
