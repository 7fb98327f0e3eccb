import { beforeAll, describe, expect, it } from 'vitest'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { anon, requestAs, signedIn } from './request-as'

/**
 * Full-text search of forum_thread_page: English stemming, Hindi and Hinglish as typed and as their
 * English words, websearch syntax, ranking, and any word when all the words find few
 * (docs/PRODUCT.md §2 'Community Forum').
 */
const reader = { id: '7e000000-0000-4000-8000-000000000001', email: 'reader.search@example.test' }
const writer = { id: '7e000000-0000-4000-8000-000000000002', email: 'writer.search@example.test' }
const BODY = 'Please explain what the law says about this.'

const THREADS = {
  eviction: ['Evicted without notice by my landlord', BODY],
  evictionInBody: ['Question about my rented flat', `The landlord is evicting tenants. ${BODY}`],
  hinglish: ['Kiraya nahi diya toh kya hoga?', `Mera kiraya teen mahine se baaki hai. ${BODY}`],
  hindi: ['किरायेदार को घर खाली करने का नोटिस', `मकान मालिक ने नोटिस दिया है। ${BODY}`],
  cheque: ['My cheque bounced after I paid the supplier', BODY],
  deposit: [
    'Landlord is keeping my full deposit after I vacated',
    `The flat was left clean and all dues were paid. ${BODY}`,
  ],
  encroachment: [
    'Neighbour built a wall on my plot of land',
    `He has taken possession of two feet of it. ${BODY}`,
  ],
  divorce: ['Mutual consent divorce after two years apart', BODY],
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
    await db().query(
      `update public.forum_threads set categories = '{Family Law}' where title = $1`,
      [THREADS.divorce[0]],
    )
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

  it('finds Hinglish and Hindi words as typed, first, then threads with their English words', async () => {
    // kiraya = rent ('rented'), किरायेदार = tenant ('tenants'), नोटिस = notice.
    expect(await search('kiraya')).toEqual([THREADS.hinglish[0], THREADS.evictionInBody[0]])
    expect(await search('किरायेदार')).toEqual([THREADS.hindi[0], THREADS.evictionInBody[0]])
    expect((await search('नोटिस'))[0]).toEqual(THREADS.hindi[0])
  })

  it('ranks the threads that match most of the words of a plain sentence when none match them all', async () => {
    // 'not' is a stop word; 'returning' is in no thread, so all the words find nothing.
    const found = await search('landlord not returning deposit')
    expect(found[0]).toEqual(THREADS.deposit[0])
    expect(found.slice(1)).toEqual(
      expect.arrayContaining([THREADS.eviction[0], THREADS.evictionInBody[0]]),
    )
    expect(found).not.toContain(THREADS.cheque[0])
    // Words that say nothing on their own (Hinglish function words) match nothing by themselves.
    expect(await search('mera kya hai')).toEqual([])
  })

  it('reads common romanised Hindi and Devanagari legal words as their English words', async () => {
    // zameen = land, kabza = possession; तलाक = divorce; talaq = divorce.
    expect((await search('zameen kabza'))[0]).toEqual(THREADS.encroachment[0])
    expect(await search('तलाक')).toEqual([THREADS.divorce[0]])
    expect(await search('talaq')).toEqual([THREADS.divorce[0]])
    expect(await search('makan malik')).toEqual(
      expect.arrayContaining([THREADS.eviction[0], THREADS.deposit[0]]),
    )
  })

  it('keeps phrases and minus words strict when it falls back to any word', async () => {
    expect(await search('"deposit landlord" vacated')).toEqual([THREADS.deposit[0]])
    expect(await search('landlord deposit -vacated')).not.toContain(THREADS.deposit[0])
    expect(await search('landlord deposit -vacated')).toContain(THREADS.eviction[0])
  })

  it('understands websearch syntax: phrases, or, and minus', async () => {
    expect(await search('"cheque bounced"')).toEqual([THREADS.cheque[0]])
    expect(await search('"bounced cheque"')).toEqual([])
    // kiraya = rent: the rented flat matches too.
    expect((await search('kiraya or cheque')).sort()).toEqual(
      [THREADS.hinglish[0], THREADS.evictionInBody[0], THREADS.cheque[0]].sort(),
    )
    expect((await search('landlord -evicting')).sort()).toEqual(
      [THREADS.eviction[0], THREADS.deposit[0]].sort(),
    )
  })

  it('finds nothing, without an error, for words that mean nothing to it', async () => {
    expect(await search('the')).toEqual([])
    expect(await search('!!! ((( :*')).toEqual([])
    expect(await search('zzzqqq')).toEqual([])
    for (const hostile of [
      `'' & | ! <-> :* ( ) \\ "`,
      '"unclosed phrase',
      '- -- --- or or OR',
      'a:* & !b | c <2> d',
      'ज़मीन '.repeat(33).slice(0, 200),
      'x'.repeat(200),
    ])
      await expect(search(hostile)).resolves.toBeInstanceOf(Array)
  })

  it('gives the same threads to every sort: the newest first, or the most upvoted', async () => {
    const sorted = async (sort: string) => {
      const outcome = await requestAs(
        db(),
        signedIn(reader),
        `select title from public.forum_thread_page(search => $1, sort => $2, page_size => 50)
         where title = any($3::text[])`,
        ['landlord not returning deposit', sort, Object.values(THREADS).map(([title]) => title)],
      )
      if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`)
      return outcome.rows.map((row) => String(row.title))
    }
    const best = await sorted('relevance')
    expect((await sorted('newest')).sort()).toEqual([...best].sort())
    expect((await sorted('upvoted')).sort()).toEqual([...best].sort())
  })

  describe('the closest category, when a search finds nothing', () => {
    const suggest = async (words: string | null, category: string | null) => {
      const outcome = await requestAs(
        db(),
        signedIn(reader),
        `select suggested_category, has_matches
         from public.forum_search_suggestion(search => $1, category => $2)`,
        [words, category],
      )
      if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`)
      return outcome.rows[0]
    }

    it('is the category whose threads match the words, when the chosen one has none', async () => {
      expect(await suggest('तलाक', 'Property Law')).toEqual({
        suggested_category: 'Family Law',
        has_matches: true,
      })
    })

    it("is the category of the search's words when no thread matches them", async () => {
      expect(await suggest('adoption of my niece', null)).toEqual({
        suggested_category: 'Family Law',
        has_matches: false,
      })
      expect(await suggest('zzzqqq', null)).toEqual({
        suggested_category: null,
        has_matches: false,
      })
      expect(await suggest(null, null)).toEqual({ suggested_category: null, has_matches: false })
    })

    it('is refused to visitors who are not signed in', async () => {
      const outcome = await requestAs(
        db(),
        anon,
        `select * from public.forum_search_suggestion(search => 'bail')`,
      )
      expect(outcome).toMatchObject({ ok: false, code: '42501' })
    })
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
    // Only the old thread has both words: the few threads with every word come first, then the
    // newest 2,000 with any of them.
    expect((await ids('gratuity pension'))[0]).toEqual(old!.id)

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
