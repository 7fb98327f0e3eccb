import { beforeAll, expect, it } from 'vitest'
import { normalizeTerm } from '../../scripts/knowledge/generate.ts'
import { loadSplit } from '../assistant-eval/run'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { anon, requestAs, serviceRole, signedIn, stepsAs, type Outcome } from './request-as'

const someone = { id: '61111111-1111-4111-8111-111111111111', email: 'search@example.test' }

type Hit = {
  kind: string
  act: string | null
  section: string | null
  slug: string | null
  is_cited: boolean
  rank: number
  matched: string[]
  twins: { act: string; section: string }[]
}

function hits(outcome: Outcome): Hit[] {
  if (!outcome.ok) throw new Error(`search failed: ${outcome.code} ${outcome.message}`)
  return outcome.rows as Hit[]
}
/** n distinct words the knowledge base does not know. */
const filler = (n: number) =>
  Array.from({ length: n }, (_, i) => `zq${String.fromCharCode(97 + (i % 26))}${i}x`).join(' ')
const key = (hit: Hit) => (hit.kind === 'guide' ? `guide ${hit.slug}` : `${hit.act} ${hit.section}`)

describeOnEachDatabase('search_knowledge(), the assistant’s retrieval', (target) => {
  const db = useMigratedDatabase(target)
  beforeAll(async () => {
    await db().query(
      `insert into auth.users (id, aud, role, email, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, now(), now())`,
      [someone.id, someone.email],
    )
    // The words alone: the examples' votes are tested below.
    await db().query('delete from public.kb_examples')
    await db().query('select public.kb_refresh_examples()')
  })
  const search = async (question: string, cited: unknown[] = [], max = 8) =>
    hits(
      await requestAs(
        db(),
        signedIn(someone),
        'select * from public.search_knowledge($1, $2::jsonb, $3)',
        [question, JSON.stringify(cited), max],
      ),
    )

  it('normalises text exactly as the generator does', async () => {
    for (const text of ['Cheque  Bounce!', 'ज़मानत', 'दहेज़', 'FIR नहीं लिख रहे।', '₹50,000']) {
      const { rows } = await db().query<{ n: string }>('select private.kb_normalize($1) as n', [
        text,
      ])
      expect(rows[0].n).toBe(normalizeTerm(text))
    }
  })

  it('puts an explicitly cited section first, with its twin', async () => {
    const [first] = await search('what is IPC 420', [{ act: 'IPC', section: '420' }])
    expect(key(first)).toBe('IPC 420')
    expect(first.is_cited).toBe(true)
    expect(first.twins.map((t) => `${t.act} ${t.section}`)).toContain('BNS 318(4)')
  })

  it('reads a bare number in both criminal codes', async () => {
    const cited = (await search('what is section 302?', [{ act: null, section: '302' }])).filter(
      (h) => h.is_cited,
    )
    expect(cited.map(key).sort()).toEqual(['BNS 302', 'IPC 302'])
  })

  it('finds the law from plain English, Hinglish and Hindi', async () => {
    const best = async (question: string) => (await search(question)).map(key)
    expect(await best('cheque bounced, what do I do')).toContain('NI 138')
    expect((await best('mera phone chori ho gaya')).some((k) => k.startsWith('BNS 303'))).toBe(true)
    expect(await best('मुझे ज़मानत कैसे मिलेगी')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^BNSS 4[78]\d/)]),
    )
  })

  it('says which words each row matched, without Hindi and Hinglish function words', async () => {
    const rows = await search('bail kaise milega')
    expect(rows[0]!.matched).toContain('bail')
    for (const row of rows) expect(row.matched).not.toEqual(expect.arrayContaining(['kais']))
    const told = await search('usne bola ki paise de do warna maar denge, maine mana kar di')
    const matched = told.flatMap((row) => row.matched)
    expect(matched).toContain('maar')
    for (const particle of ['bola', 'de', 'di', 'usn', 'main'])
      expect(matched).not.toContain(particle)
  })

  it('discounts a legal homonym when the question is about something else', async () => {
    // The assistant's threshold (supabase/functions/assistant/compose.ts MIN_RANK) is 0.24.
    const top = async (question: string) => (await search(question))[0]?.rank ?? 0
    expect(await top('what is the capital of france')).toBeLessThan(0.24)
    expect(await top('when do the bails fall off the stumps in cricket')).toBeLessThan(0.24)
    expect(await top('python me list ko reverse kaise karte hai')).toBeLessThan(0.24)
    expect(await top('best phone case for iphone 15 under 500')).toBeLessThan(0.24)
    expect(await top('how to get bail')).toBeGreaterThan(0.24)
    expect(await top('is there capital punishment for murder')).toBeGreaterThan(0.24)
    // A word of the law ('son') beside them does not make the homonym the topic.
    expect(
      await top('is the capital of australia sydney or canberra? my son says sydney'),
    ).toBeLessThan(0.24)
    expect(await top('my son was arrested, how to get bail')).toBeGreaterThan(0.24)
  })

  it('matches a keyword spread over the question only by two words that are not function words', async () => {
    // 'without making any will' is 'make' and 'without' once its stop words are dropped.
    const rows = await search('how to make masala chai stronger without it going bitter')
    expect(rows.flatMap((row) => row.matched)).not.toContain('without making any will')
    expect((await search('my father died without making any will'))[0]?.matched).toContain(
      'without making any will',
    )
  })

  it('returns nothing for a question it has no words for', async () => {
    expect(await search('qwertyuiop asdfghjkl')).toEqual([])
    expect(await search('')).toEqual([])
  })

  it('is for signed-in users only, bounded, and refuses malformed citations with 22023', async () => {
    expect(
      await requestAs(db(), anon, `select * from public.search_knowledge('theft')`),
    ).toMatchObject({ ok: false, code: '42501' })
    expect(
      (await search('theft theft theft '.repeat(500), [], 500)).filter((h) => h.kind === 'section')
        .length,
    ).toBeLessThanOrEqual(20)
    for (const cited of [
      '{"act":"IPC"}',
      JSON.stringify(Array.from({ length: 21 }, () => ({ section: '1' }))),
    ]) {
      const outcome = await requestAs(
        db(),
        signedIn(someone),
        'select * from public.search_knowledge($1, $2::jsonb)',
        ['x', cited],
      )
      expect(outcome).toMatchObject({ ok: false, code: '22023' })
    }
    // Odd citation shapes are ignored, never an error.
    expect(
      await search('qzxv', [
        1,
        'IPC 420',
        { act: 'IPC', section: 'x'.repeat(100) },
        { section: "420'; --" },
      ]),
    ).toEqual([])
  })

  it('reads the first 60 distinct words of a question: repeating words is free, new ones beyond are ignored', async () => {
    const finds = async (question: string) => (await search(question)).map(key).includes('NI 138')
    expect(await finds(`${filler(58)} cheque bounce`)).toBe(true)
    expect(await finds(`${filler(60)} cheque bounce`)).toBe(false)
    expect(await finds(`${'cheque bounce '.repeat(140)}`)).toBe(true)
  })

  it('holds the knowledge base’s Devanagari words as a question is read, without the nukta', async () => {
    const { rows } = await db().query<{ n: number; word: boolean }>(
      `select count(*) filter (where lexeme ~ U&'[\\093C\\0958-\\095F]')::int as n,
              bool_or(lexeme = 'कब्जा') as word
       from private.kb_postings`,
    )
    expect(rows[0]).toEqual({ n: 0, word: true })
    const matched = (await search('पड़ोसी ने ज़मीन पर कब्ज़ा किया')).flatMap((row) => row.matched)
    expect(matched).toContain('कब्जा')
  })

  it('ranks a long story as well as a line, and reads its asking sentence first', async () => {
    const story =
      'I run a small tailoring shop near the railway station in Nagpur with my two nephews, ' +
      'and most of my customers are regulars who pay at the end of every month. '
    const line = await search('my friend gave me a cheque and it bounced')
    const told = await search(`${story}Last week a friend's cheque to me bounced. What can I do?`)
    expect(told.map(key)).toContain('NI 138')
    const rank = (hits: Hit[]) => hits.find((h) => key(h) === 'NI 138')!.rank
    // The story's other words no longer dilute the rank below what the line alone gets.
    expect(rank(told)).toBeGreaterThan(rank(line) / 2)
    // Past the first 60 words, the question is still read when it is the sentence that asks.
    const asked = await search(`${filler(70)}. Can I file a cheque bounce case?`)
    expect(asked.map(key)).toContain('NI 138')
  })

  it('allows each user 30 searches a minute and refuses the 31st with LS024; the service role has no limit', async () => {
    const once: [string, unknown[]] = [
      'select count(*) from public.search_knowledge($1)',
      ['theft'],
    ]
    expect(await stepsAs(db(), signedIn(someone), Array(30).fill(once))).toMatchObject({ ok: true })
    expect(await stepsAs(db(), signedIn(someone), Array(31).fill(once))).toMatchObject({
      ok: false,
      code: 'LS024',
      message:
        'You are asking too fast: at most 30 questions a minute. Wait a minute and ask again.',
    })
    expect(await stepsAs(db(), serviceRole, Array(31).fill(once))).toMatchObject({ ok: true })
    // Searches more than a minute old no longer count.
    await db().query(
      `insert into private.write_attempts (kind, actor, at)
       select 'knowledge_search', $1, now() - interval '61 seconds' from generate_series(1, 30)`,
      [someone.id],
    )
    try {
      expect(await stepsAs(db(), signedIn(someone), Array(30).fill(once))).toMatchObject({
        ok: true,
      })
    } finally {
      await db().query(
        `delete from private.write_attempts where kind = 'knowledge_search' and actor = $1`,
        [someone.id],
      )
    }
  })
})

describeOnEachDatabase('search_knowledge() and the answered examples', (target) => {
  const db = useMigratedDatabase(target)
  const search = async (question: string) =>
    hits(
      await requestAs(
        db(),
        serviceRole,
        'select * from public.search_knowledge($1, $2::jsonb, $3)',
        [question, '[]', 20],
      ),
    )
  const rankOf = async (question: string, section: string) =>
    (await search(question)).find((hit) => key(hit) === section)?.rank ?? 0
  /** Replaces the examples: each a question and the sections its answer cites. */
  async function useExamples(examples: [string, string[]][]) {
    await db().query('delete from public.kb_examples')
    for (const [i, [question, sections]] of examples.entries()) {
      await db().query('insert into public.kb_examples (id, question) values ($1, $2)', [
        i + 1,
        question,
      ])
      for (const section of sections) {
        const [act, number] = section.split(' ')
        await db().query(
          'insert into public.kb_example_cites (example_id, act, section) values ($1, $2, $3)',
          [i + 1, act, number],
        )
      }
    }
    await db().query('select public.kb_refresh_examples()')
  }

  it('holds the dev split’s standalone questions, readable by all and written by no API role', async () => {
    const { rows } = await db().query<{ n: number }>(
      'select count(*)::int as n from public.kb_examples',
    )
    expect(rows[0].n).toBe(loadSplit('dev').filter((q) => !q.previous).length)
    for (const caller of [anon, signedIn(someone), serviceRole]) {
      expect(
        (await requestAs(db(), caller, 'select count(*) from public.kb_example_cites')).ok,
      ).toBe(true)
      for (const sql of [
        `insert into public.kb_examples (id, question) values (9999, 'x')`,
        `delete from public.kb_example_cites`,
        `select public.kb_refresh_examples()`,
      ])
        expect(await requestAs(db(), caller, sql)).toMatchObject({ ok: false, code: '42501' })
    }
  })

  const kept = 'the man at the tea stall kept the purse he picked up near the temple'
  const paraphrase = 'tea stall owner picked up my purse and kept it, what can i do'
  const cake = 'how to bake a sponge cake at home without an oven'
  const cooker = 'someone stole the pressure cooker from my home'
  const examples: [string, string[]][] = [
    [kept, ['BNS 314']],
    [cake, []],
    [cooker, ['BNS 303']],
  ]

  it('lets the nearest examples vote for their sections, each vote its similarity', async () => {
    await useExamples([])
    const alone = await rankOf(paraphrase, 'BNS 314')
    await useExamples(examples)
    expect(await rankOf(paraphrase, 'BNS 314')).toBeGreaterThan(alone + 0.1)
  })

  it('never lets an example vote for its own words', async () => {
    await useExamples([])
    const alone = await rankOf(kept, 'BNS 314')
    await useExamples(examples)
    expect(await rankOf(kept, 'BNS 314')).toBeCloseTo(alone, 5)
  })

  it('takes one shared word for chance, and lets questions that are not legal outvote a section', async () => {
    await useExamples([])
    const temple = await rankOf('what time does the temple open', 'BNS 314')
    const baking = await rankOf('how to bake a sponge cake in a pressure cooker at home', 'BNS 303')
    await useExamples(examples)
    expect(await rankOf('what time does the temple open', 'BNS 314')).toBeCloseTo(temple, 5)
    expect(
      await rankOf('how to bake a sponge cake in a pressure cooker at home', 'BNS 303'),
    ).toBeCloseTo(baking, 5)
  })

  it('halves the words of a question whose nearest examples are not about the law', async () => {
    const question = 'how to bake a sponge cake at home for my unpaid salary party'
    await useExamples([])
    const [alone] = await search(question)
    expect(alone?.kind).toBeDefined()
    await useExamples([
      [cake, []],
      ['best sponge cake recipe for a party at home', []],
    ])
    const [near] = await search(question)
    expect(key(near!)).toBe(key(alone!))
    expect(near!.rank).toBeCloseTo(alone!.rank / 2, 4)
  })
})
