import type { Driver, Row } from '../../server/db/driver'
import type { Caller } from './request-as'

/** Ids the seed gives the demo accounts' content (supabase/seeds/). */
export const SEEDED = {
  /** The demo client's thread with replies, and its anonymous one. */
  thread: 'd3f10000-0000-4000-8000-000000000015',
  anonymousThread: 'd3f10000-0000-4000-8000-000000000020',
  /** A thread of a forum account, which visitors may answer. */
  otherThread: 'd3f10000-0000-4000-8000-000000000001',
  /** The demo client's reply in its anonymous thread; the demo advocate's in thread 19. */
  clientReply: 'd3f20000-0000-4000-8000-000000002003',
  advocateReply: 'd3f20000-0000-4000-8000-000000001902',
  chat: 'd3c00000-0000-4000-8000-000000000001',
  consultation: 'd3a10000-0000-4000-8000-000000000001',
  conversation: 'd3a20000-0000-4000-8000-000000000001',
  message: 'd3a30000-0000-4000-8000-000000000001',
  /** The demo client's drafts (affidavit, rent agreement, bail application). */
  documents: [1, 2, 3].map((n) => `d3d00000-0000-4000-8000-00000000000${n}`),
  /** A verified advocate of the seed (Adv. Meera Iyer): fictional, so the demo may consult her. */
  advocate: 'd3f00000-0000-4000-8000-000000000001',
}

/** Everything operator_reset_demo() promises to restore, as one comparable value. */
export const DEMO_WORLD = `
  with demo as (select id from auth.users where raw_app_meta_data ->> 'demo' = 'true')
  select jsonb_build_object(
    'users', (select jsonb_agg(to_jsonb(u) - 'updated_at' order by u.id)
              from public.users as u where u.id in (select id from demo)),
    'chats', (select jsonb_agg(to_jsonb(c) order by c.id)
              from public.chats as c where c.owner_id in (select id from demo)),
    'messages', (select jsonb_agg(to_jsonb(m) order by m.id)
                 from public.chat_messages as m where m.owner_id in (select id from demo)),
    'feedback', (select jsonb_agg(to_jsonb(f) order by f.reply_id)
                 from public.assistant_feedback as f where f.owner_id in (select id from demo)),
    'threads', (select jsonb_agg(to_jsonb(t) order by t.id) from public.forum_threads as t),
    'replies', (select jsonb_agg(to_jsonb(r) order by r.id) from public.forum_replies as r),
    'thread_votes', (select jsonb_agg(to_jsonb(v) order by v.thread_id, v.user_id)
                     from public.forum_thread_votes as v),
    'reply_votes', (select jsonb_agg(to_jsonb(v) order by v.reply_id, v.user_id)
                    from public.forum_reply_votes as v),
    'requests', (select count(*) from public.upgrade_requests),
    'reports', (select count(*) from public.forum_reports),
    'advocate_profiles', (select jsonb_agg(to_jsonb(p) order by p.id)
                          from public.advocate_profiles as p where p.id in (select id from demo)),
    'bank_details', (select jsonb_agg(to_jsonb(b) order by b.advocate_id)
                     from public.advocate_bank_details as b where b.advocate_id in (select id from demo)),
    'profile_views', (select count(*) from public.advocate_profile_views
                      where advocate_id in (select id from demo) or viewer_id in (select id from demo)),
    'consultations', (select jsonb_agg(to_jsonb(k) order by k.id) from public.consultations as k
                      where k.client_id in (select id from demo) or k.advocate_id in (select id from demo)),
    'conversations', (select jsonb_agg(to_jsonb(c) order by c.id) from public.conversations as c
                      where c.client_id in (select id from demo) or c.advocate_id in (select id from demo)),
    'conversation_messages', (select jsonb_agg(to_jsonb(m) order by m.id) from public.messages as m
                              join public.conversations as c on c.id = m.conversation_id
                              where c.client_id in (select id from demo) or c.advocate_id in (select id from demo)),
    'conversation_reads', (select jsonb_agg(to_jsonb(r) order by r.conversation_id, r.user_id)
                           from public.conversation_reads as r
                           join public.conversations as c on c.id = r.conversation_id
                           where c.client_id in (select id from demo) or c.advocate_id in (select id from demo)),
    'reviews', (select jsonb_agg(to_jsonb(r) order by r.consultation_id) from public.advocate_reviews as r
                where r.client_id in (select id from demo) or r.advocate_id in (select id from demo)),
    'documents', (select jsonb_agg(to_jsonb(d) order by d.id) from public.documents as d
                  where d.owner_id in (select id from demo))
  ) as world`

export async function demoWorld(db: Driver): Promise<unknown> {
  return (await db.query<{ world: unknown }>(DEMO_WORLD)).rows[0]!.world
}

/** One committed request by `caller`, as PostgREST runs it (a visitor's writes stay). */
export function commitAs(
  db: Driver,
  caller: Caller,
  sql: string,
  params: unknown[] = [],
  options: { timeoutMs?: number } = {},
): Promise<Row[]> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
      [caller.role, JSON.stringify(caller.claims)],
    )
    return (await tx.query(sql, params)).rows
  }, options)
}

/** An account that is not a demo account, with its LexSetu profile (written as the seed would). */
export async function createAccount(
  db: Driver,
  user: { id: string; email: string },
  profile: { role?: 'client' | 'advocate'; plan?: 'free' | 'premium' } = {},
) {
  await db.query(
    `insert into auth.users (id, aud, role, email, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, now(), now())`,
    [user.id, user.email],
  )
  await db.query(
    `insert into public.users (id, email, role, plan) values ($1, $2, $3, $4)
       on conflict (id) do update set email = excluded.email, role = excluded.role, plan = excluded.plan`,
    [user.id, user.email, profile.role ?? 'client', profile.plan ?? 'free'],
  )
}
