// The forum data set of `npm run bench:forum`: written directly in SQL as postgres (generate_series),
// never through the API. Seeded (setseed), so every run writes the same rows.
//
// - 300 authors: 60 advocates (30 of them verified), 240 clients.
// - Threads over the last two years, one every ~10 minutes, 1-3 categories, 10 % anonymous. Their
//   text is drawn from a word list with Zipf frequencies (1/rank: function words and everyday legal
//   words are common, specialised terms rare), with Hinglish words among them, plus now and then a
//   rare term (some in Devanagari), a section number and a city, so that full-text search has real
//   selectivity: from a quarter of all threads for 'police' down to a few dozen.
// - Every fifth thread gets no reply (the 'unanswered' list); replies go to the others at random,
//   35 % by advocates; one thread gets exactly 50 (the thread page case).
// - Upvotes: a few threads get many, most none; 10 % of replies get some.
//
// The load is one transaction with session_replication_role = replica (no triggers, no foreign-key
// checks) and without the secondary indexes, which are then rebuilt from their definitions in the
// migrations. The counts the triggers keep are written by the inserts themselves, in one pass
// (replies first, threads with their reply counts, then exactly upvote_count votes per post), and
// checked at the end. Not by UPDATEs after the load: with a BEFORE UPDATE trigger on forum_threads,
// Postgres recomputes the generated `search` column on every update, and each update leaves a dead
// copy of the row, doubling the table that the searches read. Then VACUUM ANALYZE, as autovacuum
// would do on PostgreSQL (PGlite has no autovacuum).
import type { Driver, Queryable } from '../server/db/driver'
import { FORUM_CATEGORIES } from '../src/features/forum/schemas/forum'

export type ForumDataOptions = { threads: number; replies: number }

export type ForumData = {
  threads: number
  replies: number
  threadVotes: number
  replyVotes: number
  /** The thread with exactly BUSY_THREAD_REPLIES replies. */
  busyThreadId: string
  /** Seconds per step of the generation, and in all. */
  seconds: Record<
    'replies' | 'threads' | 'votes' | 'indexes' | 'vacuum' | 'check' | 'total',
    number
  >
}

export const BUSY_THREAD_REPLIES = 50

const USERS = 300
const ADVOCATES = 60
const VERIFIED_ADVOCATES = 30

/** Most common first: the rank sets the frequency (Zipf). */
const WORDS = `
i the my to a and of in is for me on he what can how with this it be not she was has have from
by do if they after without will should any court police case property husband wife father land
bail complaint fir lawyer notice rent tenant landlord divorce marriage money family house mother
brother sister company job salary section law legal file order hearing judge petition cheque loan
bank maintenance custody child dowry harassment fraud arrest station agreement sale deed share
ancestral documents evidence appeal consumer refund builder flat possession registration son
daughter parents employer office online payment amount months years date help advice rights claim
false threat domestic violence cruelty cheating theft accident insurance compensation road
government certificate application record name transfer mutation partition succession heir widow
pension kya kaise mera meri nahi hai ko ki ka se mein gratuity termination resignation dispute
bounce advocate lawyer fees stay summons warrant magistrate district high supreme civil criminal
mediation settlement kanoon zameen talaq vakil thana dahej kiraya makaan adalat shaadi pati patni
bhai paisa naukri jhagda zamanat mukadma hissa sasural anticipatory interim injunction encumbrance
probate caveat affidavit arbitration quash revision writ cognizable compoundable bailable remand
acquittal conviction sentence probation parole commission provident domicile caste panchayat
tehsildar patwari stamp duty gift coparcener hindu muslim mehr guardianship adoption annulment
restitution desertion alimony chargesheet sessions tribunal ombudsman cyber defamation trespass
encroachment eviction lease mortgage foreclosure recovery insolvency negotiable instruments
limitation condonation delay execution decree ex parte vacate contempt review curative bench
registrar municipal corporation electricity water tax gst income assessment penalty notice reply
lok nyay seva pradhikaran nalsa legal aid free helpline women commission sc st atrocities juvenile
pocso senior citizens tribunal nominee bank locker demat shares partnership firm director
shareholder oppression mismanagement cheque dishonour demand draft promissory note surety
guarantor bond indemnity specific performance rescission rectification declaration title suit
`
  .trim()
  .split(/\s+/)

/** Specialised terms, some in Devanagari: one thread in seven gets one (tens to hundreds of matches each). */
const RARE_WORDS = `
vakalatnama habeas corpus mandamus certiorari khasra khatauni jamabandi relinquishment iddat khula
surrogacy benami pendens usufructuary laches estoppel res judicata subjudice sarfaesi replevin
novation hiba waqf mutawalli talaqnama nikahnama तलाक ज़मीन वकील दहेज जमानत शिकायत किराया संपत्ति
`
  .trim()
  .split(/\s+/)

const CITIES = `
delhi mumbai bengaluru chennai kolkata hyderabad pune ahmedabad jaipur lucknow patna bhopal indore
chandigarh kochi guwahati nagpur surat kanpur varanasi ranchi raipur dehradun shimla jammu srinagar
agra meerut ludhiana amritsar nashik mysuru mangaluru madurai coimbatore vijayawada
visakhapatnam bhubaneswar cuttack gaya
`
  .trim()
  .split(/\s+/)

const TITLE_OPENINGS = [
  'How to',
  'Can I',
  'What is',
  'Need advice on',
  'Help with',
  'Query about',
  'Is it legal',
  'What happens',
  'Kya karein',
  'Urgent',
]

/** Zipf (1/rank) over a list of `n`: 1 + floor((n + 1)^u) - 1 with u uniform. */
const zipf = (n: string) => `least(${n}, floor(power(${n} + 1, random()))::int)`

const md5Id = (prefix: string, n: string) => `md5('${prefix}:' || ${n})::uuid`
const userId = (n: string) => md5Id('forum-user', n)
const threadId = (n: string) => md5Id('forum-thread', n)

/** Thread n of N was posted at now() - 730 days + n/N of the two years (newest = N). */
const threadTime = (n: string, total: number) =>
  `(now() - interval '730 days' * (1 - (${n})::float8 / ${total}))`

/** `count` words drawn (Zipf) from the text[] `list`, joined by spaces; evaluated per row. */
const words = (list: string, count: string) =>
  `(select string_agg(${pick(list)}, ' ') from generate_series(1, ${count}) as k)`

/** One element of a text[] drawn with Zipf frequencies (the first is the most common). */
const pick = (list: string) => `${list}[${zipf(`cardinality(${list})`)}]`

const capitalised = (text: string) =>
  `(select upper(left(s.text, 1)) || substr(s.text, 2) from (select ${text} as text) as s)`

/** A text[] parameter: Postgres array syntax, every element quoted. */
const arrayParam = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`

async function timed(fn: () => Promise<void>): Promise<number> {
  const started = performance.now()
  await fn()
  return (performance.now() - started) / 1000
}

async function loadUsers(tx: Queryable) {
  await tx.query(
    `insert into auth.users (id, aud, role, email, created_at, updated_at)
     select ${userId('g')}, 'authenticated', 'authenticated', 'forum-bench-' || g || '@example.com',
       now() - interval '800 days', now()
     from generate_series(1, ${USERS}) as g`,
  )
  await tx.query(
    `insert into public.users (id, email, name, role, is_verified)
     select ${userId('g')}, 'forum-bench-' || g || '@example.com',
       case when g % 7 = 0 then null else 'Member ' || g end,
       case when g <= ${ADVOCATES} then 'advocate' else 'client' end,
       g <= ${VERIFIED_ADVOCATES}
     from generate_series(1, ${USERS}) as g
       on conflict (id) do update set email = excluded.email, name = excluded.name, role = excluded.role, is_verified = excluded.is_verified`,
  )
}

const W = '($1::text[])'

/** Thread number k (0-based) of the answered ones: every number but the multiples of 5. */
const answeredThread = (k: string) => `((${k}) / 4 * 5 + (${k}) % 4 + 1)`

/** A reply's author number: an advocate (1 to ADVOCATES) 35 % of the time. */
const REPLY_AUTHOR = `case when random() < 0.35 then 1 + floor(random() * ${ADVOCATES})::int
  else ${ADVOCATES + 1} + floor(random() * ${USERS - ADVOCATES})::int end`

async function hasColumn(tx: Queryable, table: string, column: string): Promise<boolean> {
  const { rows } = await tx.query(
    `select 1 from information_schema.columns
     where table_schema = 'public' and table_name = $1 and column_name = $2`,
    [table, column],
  )
  return rows.length > 0
}

/** Replies need no thread row (the foreign key is not checked): they come first. */
async function loadReplies(tx: Queryable, threads: number, replies: number, busy: number) {
  const answered = Math.floor((threads * 4) / 5)
  // Kept by the reply trigger, which the load bypasses (if the migration has the column).
  const byAdvocate = await hasColumn(tx, 'forum_replies', 'by_advocate')
  const insert = (
    rows: string,
    values: { id: string; thread: string; words: string; at: string; upvotes: string },
  ) =>
    tx.query(
      `insert into public.forum_replies
         (id, thread_id, author_id, body, created_at, upvote_count${byAdvocate ? ', by_advocate' : ''})
       select ${values.id}, ${values.thread}, ${userId('x.author')},
         ${capitalised(words(W, values.words))} || '.', ${values.at}, ${values.upvotes}
         ${byAdvocate ? `, x.author <= ${ADVOCATES}` : ''}
       ${rows}`,
      [arrayParam(WORDS)],
    )
  const posted = threadTime('x.n', threads)
  await insert(
    `from generate_series(1, ${replies - BUSY_THREAD_REPLIES}) as g
     cross join lateral (
       select g as i, ${answeredThread(`floor(random() * ${answered})::int`)} as n,
         3 + floor(power(random(), 2) * 60)::int as body_words, ${REPLY_AUTHOR} as author
     ) as x`,
    {
      id: md5Id('forum-reply', 'x.i'),
      thread: threadId('x.n'),
      words: 'x.body_words',
      at: `${posted} + random() * least(interval '30 days', now() - ${posted})`,
      upvotes: 'case when random() < 0.1 then 1 + floor(random() * 8)::int else 0 end',
    },
  )
  // The thread page case: a multiple of 5, so no random reply went to it.
  await insert(
    `from generate_series(1, ${BUSY_THREAD_REPLIES}) as g
     cross join lateral (select g as i, ${REPLY_AUTHOR} as author) as x`,
    {
      id: md5Id('forum-busy-reply', 'x.i'),
      thread: threadId(String(busy)),
      words: '10 + x.i % 40',
      at: `${threadTime(String(busy), threads)} + x.i * interval '20 minutes'`,
      upvotes: 'floor(random() * 21)::int',
    },
  )
}

/** Threads, with the reply counts of the replies written before and a random upvote count. */
async function loadThreads(tx: Queryable, total: number, busy: number) {
  const [rare, cities, openings, categories] = [
    '($2::text[])',
    '($3::text[])',
    '($4::text[])',
    '($5::text[])',
  ]
  // Primary category by weight (Criminal 30 %, Family 25 %, Property 20 %, Civil 15 %,
  // Constitutional 10 %), then 0-2 more distinct ones (60 % / 30 % / 10 % have 1 / 2 / 3).
  await tx.query(
    `insert into public.forum_threads
       (id, author_id, title, body, categories, is_anonymous, created_at,
        reply_count, advocate_reply_count, upvote_count, helpful_reply_id)
     select
       x.id,
       ${userId(`case when x.r_author < 0.05 then 1 + floor(random() * ${ADVOCATES})::int
         else ${ADVOCATES + 1} + floor(power(random(), 1.5) * ${USERS - ADVOCATES})::int end`)},
       left(${openings}[1 + floor(random() * cardinality(${openings}))::int] || ' '
         || ${words(W, 'x.title_words')}, 148) || '?',
       ${capitalised(words(W, 'x.body_words'))}
         || case when random() < 0.15 then ' ' || ${pick(rare)} else '' end
         || case when random() < 0.5
              then '. Section ' || (1 + floor(power(random(), 2) * 510))::int else '' end
         || case when random() < 0.5 then ', ' || ${pick(cities)} else '' end
         || '.',
       (select array_agg(${categories}[1 + (x.primary_category - 1 + k * 2) % 5] order by k)
        from generate_series(0, x.category_count - 1) as k),
       random() < 0.1,
       ${threadTime('x.n', total)},
       coalesce(r.replies, 0),
       coalesce(r.by_advocates, 0),
       floor(power(random(), 10) * 40)::int,
       case when x.n = ${busy} or random() < 0.2 then r.first_reply end
     from generate_series(1, ${total}) as g
     cross join lateral (
       select g as n, ${threadId('g')} as id, random() as r_author,
         5 + floor(random() * 8)::int as title_words,
         25 + floor(random() * 65)::int as body_words,
         case when random() < 0.6 then 1 when random() < 0.75 then 2 else 3 end as category_count,
         (array[1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 3, 4, 4, 4, 4, 2, 2, 2, 5, 5])
           [1 + floor(random() * 20)::int] as primary_category
     ) as x
     left join (
       select r.thread_id, count(*)::int as replies,
         count(*) filter (where u.role = 'advocate')::int as by_advocates,
         (array_agg(r.id))[1] as first_reply
       from public.forum_replies as r
       join public.users as u on u.id = r.author_id
       group by r.thread_id
     ) as r on r.thread_id = x.id`,
    [
      arrayParam(WORDS),
      arrayParam(RARE_WORDS),
      arrayParam(CITIES),
      arrayParam(TITLE_OPENINGS),
      arrayParam(FORUM_CATEGORIES),
    ],
  )
}

/** Exactly upvote_count votes per post: voters u + 7k, never the author. */
async function loadVotes(tx: Queryable) {
  const votes = (table: string, post: string, posts: string) =>
    tx.query(
      `insert into public.${table} (${post}, user_id, created_at)
       select p.id, v.user_id, p.created_at + interval '1 hour'
       from ${posts} as p
       cross join lateral (
         select c.user_id
         from (select floor(random() * ${USERS})::int + 0 * p.upvote_count as first) as x
         cross join generate_series(1, p.upvote_count + 1) as k
         cross join lateral (select ${userId(`1 + (x.first + k * 7) % ${USERS}`)} as user_id) as c
         where c.user_id <> p.author_id
         order by k
         limit p.upvote_count
       ) as v
       -- Not the seed's posts, whose votes exist.
       where p.upvote_count > 0
         and not exists (select 1 from public.${table} as e where e.${post} = p.id)`,
    )
  await votes('forum_thread_votes', 'thread_id', 'public.forum_threads')
  await votes('forum_reply_votes', 'reply_id', 'public.forum_replies')
}

/** Rows whose counts disagree with the replies and votes (none expected). */
async function countMismatches(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ threads: number; replies: number }>(
    `select
       (select count(*)::int
        from public.forum_threads as t
        left join (
          select r.thread_id, count(*)::int as replies,
            count(*) filter (where r.by_advocate)::int as by_advocates
          from public.forum_replies as r
          group by r.thread_id
        ) as r on r.thread_id = t.id
        left join (
          select thread_id, count(*)::int as votes from public.forum_thread_votes group by thread_id
        ) as v on v.thread_id = t.id
        where (t.reply_count, t.advocate_reply_count, t.upvote_count)
          <> (coalesce(r.replies, 0), coalesce(r.by_advocates, 0), coalesce(v.votes, 0))
       ) as threads,
       (select count(*)::int
        from public.forum_replies as r
        left join (
          select reply_id, count(*)::int as votes from public.forum_reply_votes group by reply_id
        ) as v on v.reply_id = r.id
        where r.upvote_count <> coalesce(v.votes, 0)
       ) as replies`,
  )
  return rows[0]!.threads + rows[0]!.replies
}

const FORUM_TABLES = [
  'public.forum_threads',
  'public.forum_replies',
  'public.forum_thread_votes',
  'public.forum_reply_votes',
]

/** Secondary indexes (not behind a constraint) of the forum tables, with their definitions. */
async function secondaryIndexes(tx: Queryable) {
  const { rows } = await tx.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index as i
     where i.indrelid = any ($1::regclass[])
       and not exists (select 1 from pg_constraint as c where c.conindid = i.indexrelid)
     order by 1`,
    [FORUM_TABLES],
  )
  return rows
}

export async function generateForumData(
  db: Driver,
  { threads, replies }: ForumDataOptions,
): Promise<ForumData> {
  if (threads < 5000 || threads % 5 !== 0)
    throw new Error('threads: a multiple of 5, at least 5000')
  const busy = threads - 1000
  const seconds = { replies: 0, threads: 0, votes: 0, indexes: 0, vacuum: 0, check: 0, total: 0 }
  const started = performance.now()
  await db.transaction(
    async (tx) => {
      await tx.query('select setseed(0.2026)')
      await loadUsers(tx)
      const indexes = await secondaryIndexes(tx)
      await tx.exec('set local session_replication_role = replica')
      for (const { name } of indexes) await tx.exec(`drop index ${name}`)
      seconds.replies = await timed(() => loadReplies(tx, threads, replies, busy))
      seconds.threads = await timed(() => loadThreads(tx, threads, busy))
      seconds.votes = await timed(() => loadVotes(tx))
      seconds.indexes = await timed(async () => {
        for (const { definition } of indexes) await tx.exec(definition)
      })
      await tx.exec('set local session_replication_role = origin')
    },
    { timeoutMs: 60 * 60_000 },
  )
  seconds.vacuum = await timed(async () => {
    for (const table of [...FORUM_TABLES, 'public.users'])
      await db.exec(`vacuum (analyze) ${table}`)
  })
  let mismatches = 0
  seconds.check = await timed(async () => {
    mismatches = await countMismatches(db)
  })
  if (mismatches > 0) throw new Error(`${mismatches} threads or replies have wrong counts`)
  seconds.total = (performance.now() - started) / 1000
  const counts = (
    await db.query<Record<'threads' | 'replies' | 'thread_votes' | 'reply_votes', number>>(
      `select (select count(*)::int from public.forum_threads) as threads,
              (select count(*)::int from public.forum_replies) as replies,
              (select count(*)::int from public.forum_thread_votes) as thread_votes,
              (select count(*)::int from public.forum_reply_votes) as reply_votes`,
    )
  ).rows[0]!
  const busyThreadId = (
    await db.query<{ id: string }>(`select ${threadId(String(busy))}::text as id`)
  ).rows[0]!.id
  return {
    threads: counts.threads,
    replies: counts.replies,
    threadVotes: counts.thread_votes,
    replyVotes: counts.reply_votes,
    busyThreadId,
    seconds,
  }
}
