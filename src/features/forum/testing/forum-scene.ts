import type { ForumCategory } from '../schemas/forum'

/** SQL as the database owner: withRealBackend().sql (src/testing/real-backend.ts). */
type OwnerSql = <Row = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<Row[]>

type NewThread = {
  author: string
  title: string
  body?: string
  categories?: ForumCategory[]
  anonymous?: boolean
  minutesAgo?: number
  upvotes?: number
}

type NewReply = { author: string; body?: string; minutesAgo?: number; upvotes?: number }

/**
 * Forum scenes written on the real database as its owner (past RLS and the posting limits, which
 * count a signed-in caller's attempts): accounts the screens only read about, threads, replies and
 * votes, dated as the test needs.
 */
export function forumScene(sql: OwnerSql) {
  /** An account made directly in the database; returns its id. */
  async function member(
    name: string,
    {
      role = 'client',
      verified = false,
    }: { role?: 'client' | 'advocate'; verified?: boolean } = {},
  ) {
    const [{ id }] = await sql<{ id: string }>(
      `with made as (select gen_random_uuid() as id)
       insert into auth.users (id, aud, role, email, created_at, updated_at)
       select id, 'authenticated', 'authenticated', 'someone-' || id || '@example.test', now(), now()
       from made returning id`,
    )
    await sql(
      `insert into public.users (id, email, name, role, is_verified)
       values ($1::uuid, 'someone-' || $1::text || '@example.test', $2, $3, $4)
       on conflict (id) do update
       set name = excluded.name, role = excluded.role, is_verified = excluded.is_verified`,
      [id, name, role, verified],
    )
    return id
  }

  async function upvote(table: 'forum_thread_votes' | 'forum_reply_votes', id: string, count = 1) {
    const column = table === 'forum_thread_votes' ? 'thread_id' : 'reply_id'
    for (let vote = 0; vote < count; vote++)
      await sql(`insert into public.${table} (${column}, user_id) values ($1, $2)`, [
        id,
        await member(`Voter ${vote}`),
      ])
  }

  /** Posts a thread (a week ago unless told); returns its id. */
  async function postThread({
    author,
    title,
    body = `${title} — the details, long enough to post.`,
    categories = ['Civil Law'],
    anonymous = false,
    minutesAgo = 7 * 24 * 60,
    upvotes = 0,
  }: NewThread) {
    const [{ id }] = await sql<{ id: string }>(
      `insert into public.forum_threads (author_id, title, body, categories, is_anonymous, created_at)
       values ($1, $2, $3, $4::text[], $5, now() - make_interval(mins => $6)) returning id`,
      [author, title, body, categories, anonymous, minutesAgo],
    )
    await upvote('forum_thread_votes', id, upvotes)
    return id
  }

  /** Posts a reply to `threadId` (six days ago unless told); returns its id. */
  async function postReply(
    threadId: string,
    {
      author,
      body = 'Send a legal notice first.',
      minutesAgo = 6 * 24 * 60,
      upvotes = 0,
    }: NewReply,
  ) {
    const [{ id }] = await sql<{ id: string }>(
      `insert into public.forum_replies (thread_id, author_id, body, created_at)
       values ($1, $2, $3, now() - make_interval(mins => $4)) returning id`,
      [threadId, author, body, minutesAgo],
    )
    await upvote('forum_reply_votes', id, upvotes)
    return id
  }

  /** An empty forum: every thread goes, with its replies, votes and reports. */
  const clear = () => sql('truncate public.forum_threads cascade')

  return { member, postThread, postReply, clear }
}
