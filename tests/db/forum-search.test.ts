import { beforeAll, expect, it } from 'vitest'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { requestAs, signedIn } from './request-as'

/** Full-text search of forum_thread_page: English stemming, Hindi and Hinglish as typed, websearch syntax, ranking. */
const reader = { id: '7e000000-0000-4000-8000-000000000001', email: 'reader.search@example.test' }
const writer = { id: '7e000000-0000-4000-8000-000000000002', email: 'writer.search@example.test' }
const BODY = 'Please explain what the law says about this.'

const THREADS = {
  eviction: ['Evicted without notice by my landlord', BODY],
  evictionInBody: ['Question about my rented flat', `The landlord is evicting tenants. ${BODY}`],
  hinglish: ['Kiraya nahi diya toh kya hoga?', `Mera kiraya teen mahine se baaki hai. ${BODY}`],
  hindi: ['किरायेदार को घर खाली करने का नोटिस', `मकान मालिक ने नोटिस दिया है। ${BODY}`],
  cheque: ['My cheque bounced after I paid the supplier', BODY],
} as const

describeOnEachDatabase('forum full-text search', (target) => {
  const db = useMigratedDatabase(target)

  beforeAll(async () => {
    for (const user of [reader, writer]) {
      await db().query(
        `insert into auth.users (id, aud, role, email, created_at, updated_at)
         values ($1, 'authenticated', 'authenticated', $2, now(), now())`,
        [user.id, user.email],
      )
      await db().query(
        `insert into public.users (id, email, role) values ($1, $2, 'client')
       on conflict (id) do update set email = excluded.email, role = excluded.role`,
        [user.id, user.email],
      )
    }
    for (const [title, body] of Object.values(THREADS)) {
      await db().query(
        `insert into public.forum_threads (author_id, title, body, categories, created_at)
         values ($1, $2, $3, '{Property Law}', now() - interval '1 day')`,
        [writer.id, title, body],
      )
    }
  })

  const search = async (words: string) => {
    const outcome = await requestAs(
      db(),
      signedIn(reader),
      `select title from public.forum_thread_page(search => $1, sort => 'relevance', page_size => 50)
       where title = any($2::text[])`,
      [words, Object.values(THREADS).map(([title]) => title)],
    )
    if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`)
    return outcome.rows.map((row) => row.title)
  }

  it('stems English words, and ranks a match in the title above one in the body', async () => {
    expect(await search('eviction')).toEqual([THREADS.eviction[0], THREADS.evictionInBody[0]])
    expect(await search('bouncing cheques')).toEqual([THREADS.cheque[0]])
  })

  it('finds Hinglish and Hindi words as typed', async () => {
    expect(await search('kiraya')).toEqual([THREADS.hinglish[0]])
    expect(await search('किरायेदार')).toEqual([THREADS.hindi[0]])
    expect(await search('नोटिस')).toEqual([THREADS.hindi[0]])
  })

  it('understands websearch syntax: phrases, or, and minus', async () => {
    expect(await search('"cheque bounced"')).toEqual([THREADS.cheque[0]])
    expect(await search('"bounced cheque"')).toEqual([])
    expect(await search('kiraya or cheque')).toHaveLength(2)
    expect(await search('landlord -evicting')).toEqual([THREADS.eviction[0]])
  })

  it('finds nothing, without an error, for words that mean nothing to it', async () => {
    expect(await search('the')).toEqual([])
    expect(await search('!!! ((( :*')).toEqual([])
    expect(await search('zzzqqq')).toEqual([])
  })

  it('ranks the newest 2,000 matches of a search; a narrower search reaches older threads', async () => {
    // The oldest thread says 'gratuity' most often, so it would rank first among all matches;
    // 2,000 newer threads also mention it, once each.
    const [old] = (
      await db().query<{ id: string }>(
        `insert into public.forum_threads (author_id, title, body, categories, created_at)
         values ($1, 'Gratuity gratuity gratuity withheld', $2, '{Civil Law}', now() - interval '1 year')
         returning id`,
        [writer.id, `Gratuity and pension both withheld. ${BODY}`],
      )
    ).rows
    await db().query(
      `insert into public.forum_threads (author_id, title, body, categories, created_at)
       select $1, 'Question number ' || g || ' about my job', $2, '{Civil Law}',
         now() - interval '2 days' - g * interval '1 minute'
       from generate_series(1, 2000) as g`,
      [writer.id, `My employer mentioned gratuity once. ${BODY}`],
    )
    const ids = async (words: string, after: string | null = null) => {
      const outcome = await requestAs(
        db(),
        signedIn(reader),
        `select id from public.forum_thread_page(
           search => $1, sort => 'relevance', page_size => 50, after => $2)`,
        [words, after],
      )
      if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`)
      return outcome.rows.map((row) => String(row.id))
    }
    const common = await ids('gratuity')
    expect(common).toHaveLength(50)
    expect(common).not.toContain(old!.id)
    expect(await ids('gratuity pension')).toEqual([old!.id])

    // 'Load more' walks the window page by page (ties in rank broken by id), then ends.
    const seen: string[] = [...common]
    for (let page = await ids('gratuity', common.at(-1)); page.length > 0; ) {
      seen.push(...page)
      page = await ids('gratuity', page.at(-1))
    }
    expect(seen).toHaveLength(2000)
    expect(new Set(seen).size).toBe(2000)
    expect(seen).not.toContain(old!.id)
  })
})
