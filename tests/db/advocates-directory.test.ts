import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../../server/db/driver'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { requestAs, signedIn, type Outcome } from './request-as'

/**
 * advocate_directory_page (docs/PRODUCT.md §2 'Advocates'): every filter alone and together, prefix
 * search, the four sort orders and keyset paging, on the seeded directory plus advocates of this
 * file with the awkward values (no fee, a fee of 0, no year of enrolment, equal fees and years).
 * Results are compared with what the view advocate_directory holds, filtered here in TypeScript.
 */
const reader = {
  id: '13100000-0000-4000-8000-000000000001',
  email: 'reader.directory@example.test',
}
const fixture = (n: number) => `13200000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`
const PENDING = fixture(90)
const REJECTED = fixture(91)
/** Fees and years with ties and gaps, so that every sort has equal keys to get past. */
const FEES = [null, 0, 500, 500, 500, null, 1000, 1000, 2500, 100000, 0, 750, null, 500, 1500, 1500]
const YEARS = [
  null,
  2020,
  2020,
  2010,
  1990,
  2024,
  null,
  2020,
  1975,
  2001,
  2010,
  2010,
  2015,
  null,
  1999,
  2020,
]

type Filters = {
  search?: string | null
  area?: string | null
  language?: string | null
  state?: string | null
  city?: string | null
  min_years?: number | null
  max_fee?: number | null
  sort?: string | null
}
type Advocate = {
  id: string
  name: string
  city: string | null
  state: string | null
  languages: string[]
  practice_areas: string[]
  courts: string[]
  bio: string | null
  fee_inr: number | null
  enrolment_year: number | null
  experience_years: number | null
  rating: string | null
  review_count: number
}

function rowsOf(outcome: Outcome) {
  if (!outcome.ok) throw new Error(`expected rows, got ${outcome.code}: ${outcome.message}`)
  return outcome.rows
}

/** Lower-case words of letters and digits, as the search splits both the text and the query. */
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** The search as specified: every word of the query starts a word of the advocate's text. */
function matchesSearch(a: Advocate, search: string) {
  const text = words(
    [a.name, a.city, a.state, ...a.practice_areas, ...a.courts, a.bio ?? ''].join(' '),
  )
  return words(search).every((w) => text.some((t) => t.startsWith(w)))
}

function matches(a: Advocate, f: Filters) {
  return (
    (!f.search || matchesSearch(a, f.search)) &&
    (!f.area || a.practice_areas.includes(f.area)) &&
    (!f.language || a.languages.includes(f.language)) &&
    (!f.state || a.state === f.state) &&
    (!f.city || a.city?.toLowerCase() === f.city.trim().toLowerCase()) &&
    (f.min_years == null || (a.experience_years ?? -1) >= f.min_years) &&
    (f.max_fee == null || (a.fee_inr !== null && a.fee_inr <= f.max_fee))
  )
}

const rating = (a: Advocate) => (a.rating === null ? null : Number(a.rating))

/** Whether `list` is in the order the sort promises (its main keys; ties are the database's). */
function expectSorted(list: Advocate[], sort: string) {
  for (let i = 1; i < list.length; i++) {
    const [a, b] = [list[i - 1]!, list[i]!]
    if (sort === 'rating') {
      // Rated first, best first; 'New' (no reviews) last; equal ratings by number of reviews.
      if (rating(a) === null) expect(rating(b)).toBeNull()
      else if (rating(b) !== null) {
        expect(rating(a)!).toBeGreaterThanOrEqual(rating(b)!)
      }
    } else if (sort === 'fee') {
      // Lowest fee first, no fee last.
      if (a.fee_inr === null) expect(b.fee_inr).toBeNull()
      else if (b.fee_inr !== null) expect(a.fee_inr).toBeLessThanOrEqual(b.fee_inr)
    } else if (sort === 'experience') {
      // Most years first, unknown last.
      if (a.experience_years === null) expect(b.experience_years).toBeNull()
      else if (b.experience_years !== null) {
        expect(a.experience_years).toBeGreaterThanOrEqual(b.experience_years)
      }
    }
  }
}

describeOnEachDatabase('the advocate directory: filters, search, sort and paging', (target) => {
  const db = useMigratedDatabase(target)
  let everyone: Advocate[] = []

  const call = (f: Filters, after: string | null, pageSize: number | null) =>
    requestAs(
      db(),
      signedIn(reader),
      `select * from public.advocate_directory_page(search => $1, area => $2, language => $3,
         state => $4, city => $5, min_years => $6, max_fee => $7, sort => $8, after => $9,
         page_size => $10)`,
      [
        f.search ?? null,
        f.area ?? null,
        f.language ?? null,
        f.state ?? null,
        f.city ?? null,
        f.min_years ?? null,
        f.max_fee ?? null,
        f.sort ?? null,
        after,
        pageSize,
      ],
    )

  /** Every page, following `after`, until a short one. */
  async function allPages(f: Filters, pageSize = 50): Promise<Advocate[]> {
    const list: Advocate[] = []
    let after: string | null = null
    for (let guard = 0; guard < 200; guard++) {
      const page = rowsOf(await call(f, after, pageSize)) as unknown as Advocate[]
      expect(page.length).toBeLessThanOrEqual(pageSize)
      list.push(...page)
      if (page.length < pageSize) return list
      after = page.at(-1)!.id
    }
    throw new Error('paging did not end')
  }

  const ids = (list: { id: string }[]) => list.map((a) => a.id)
  const expected = (f: Filters) => ids(everyone.filter((a) => matches(a, f))).sort()

  beforeAll(async () => {
    await db().query(
      `insert into auth.users (id, aud, role, email, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, now(), now())`,
      [reader.id, reader.email],
    )
    await db().query(
      `insert into public.users (id, email, role) values ($1, $2, 'client')
       on conflict (id) do update set email = excluded.email, role = excluded.role`,
      [reader.id, reader.email],
    )
    const extra = [...FEES.map((_, i) => i + 1), 90, 91]
    for (const n of extra) {
      const id = fixture(n)
      const email = `advocate${n}.directory@example.test`
      await db().query(
        `insert into auth.users (id, aud, role, email, created_at, updated_at)
         values ($1, 'authenticated', 'authenticated', $2, now(), now())`,
        [id, email],
      )
      await db().query(
        `insert into public.users (id, email, name, role) values ($1, $2, $3, 'advocate')
       on conflict (id) do update set email = excluded.email, name = excluded.name, role = excluded.role`,
        [id, email, `Adv. Zoya Testwala ${n}`],
      )
      const status = n === 90 ? 'pending' : n === 91 ? 'rejected' : 'verified'
      await db().query(
        `insert into public.advocate_profiles (id, display_name, city, state, languages, bio,
           practice_areas, courts, enrolment_year, fee_inr, verification_status, verified_at)
         values ($1, $2, 'Testpur', 'Goa', $3, 'A fictional advocate of the directory tests.',
           $4, '{District Court, Testpur}', $5, $6, $7, now())`,
        [
          id,
          // One without a display name: listed under the account's name.
          n === 5 ? null : `Adv. Zoya Testwala ${n}`,
          n % 2 ? ['Konkani', 'English'] : ['Konkani'],
          n % 3 ? ['Tax Law'] : ['Tax Law', 'Cyber Law'],
          n > 16 ? 2000 : YEARS[n - 1],
          n > 16 ? 100 : FEES[n - 1],
          status,
        ],
      )
    }
    everyone = rowsOf(
      await requestAs(db(), signedIn(reader), 'select * from public.advocate_directory'),
    ) as unknown as Advocate[]
  })

  it('has more advocates than one page holds, and lists only verified ones', async () => {
    expect(everyone.length).toBeGreaterThan(50)
    expect(ids(everyone)).not.toContain(PENDING)
    expect(ids(everyone)).not.toContain(REJECTED)
    const unlisted = await db().query(
      `select count(*)::int as n from public.advocate_profiles where verification_status = 'verified'`,
    )
    expect(everyone.length).toBe(unlisted.rows[0]!.n)
    expect(everyone.find((a) => a.id === fixture(5))?.name).toBe('Adv. Zoya Testwala 5')
  })

  describe('filters', () => {
    const FILTERS: [string, Filters][] = [
      ['area', { area: 'Family Law' }],
      ['area', { area: 'Tax Law' }],
      ['language', { language: 'Tamil' }],
      ['language', { language: 'Konkani' }],
      ['state', { state: 'Karnataka' }],
      ['state', { state: 'Goa' }],
      ['city, any case, trimmed', { city: '  BENGALURU ' }],
      ['city, any case', { city: 'new delhi' }],
      ['min_years', { min_years: 20 }],
      ['min_years 0 (everyone with a year)', { min_years: 0 }],
      ['max_fee', { max_fee: 1000 }],
      ['max_fee 0', { max_fee: 0 }],
      [
        'all together',
        { area: 'Criminal Law', language: 'Hindi', state: 'Delhi', min_years: 10, max_fee: 5000 },
      ],
      [
        'all together, in Goa',
        { area: 'Cyber Law', language: 'English', city: 'testpur', max_fee: 600 },
      ],
      ['search and filters', { search: 'court', state: 'Maharashtra', sort: 'fee' }],
    ]

    it.each(FILTERS)('%s', async (_title, f) => {
      const want = expected(f)
      expect(want.length).toBeGreaterThan(0)
      expect(want.length).toBeLessThan(everyone.length)
      expect(ids(await allPages(f)).sort()).toEqual(want)
    })

    it('finds nothing for a combination no advocate has, or an unknown city, without an error', async () => {
      expect(await allPages({ state: 'Goa', area: 'Family Law' })).toEqual([])
      expect(await allPages({ city: 'Atlantis' })).toEqual([])
      expect(await allPages({ max_fee: 0, min_years: 60 })).toEqual([])
    })

    it('refuses unknown values and out-of-range numbers (22023)', async () => {
      for (const [f, size] of [
        [{ sort: 'cheapest' }, 20],
        [{ sort: 'RATING' }, 20],
        [{ area: 'family law' }, 20],
        [{ area: 'Space Law' }, 20],
        [{ language: 'Klingon' }, 20],
        [{ state: 'Bombay' }, 20],
        [{ min_years: -1 }, 20],
        [{ min_years: 81 }, 20],
        [{ max_fee: -1 }, 20],
        [{ search: 'x'.repeat(201) }, 20],
        [{}, 0],
        [{}, 51],
        [{}, -1],
      ] as [Filters, number][]) {
        expect(await call(f, null, size)).toMatchObject({ ok: false, code: '22023' })
      }
      expect((await call({ search: 'x'.repeat(200) }, null, 20)).ok).toBe(true)
    })
  })

  describe('search', () => {
    const SEARCHES = [
      'meer',
      'MEERA',
      'family',
      'famil',
      'criminal',
      'criminal law',
      'consumer',
      'constitutional',
      'property',
      'corporate',
      'labour',
      'pune',
      'bengaluru',
      'kochi',
      'tamil nadu',
      'high court',
      'divorce',
      'bns',
      'gst appeals',
      'sessions',
      'zoya testwala',
      'karthik',
    ]

    it.each(SEARCHES)('%s: every word a prefix of a word of the profile', async (search) => {
      const want = expected({ search })
      expect(want.length).toBeGreaterThan(0)
      expect(ids(await allPages({ search })).sort()).toEqual(want)
    })

    it("finds Meera by 'meer', and practice areas and cities by their words", async () => {
      const names = async (search: string) => (await allPages({ search })).map((a) => a.name)
      expect(await names('meer')).toEqual(['Adv. Meera Iyer'])
      const family = ids(await allPages({ search: 'family' }))
      for (const id of expected({ area: 'Family Law' })) expect(family).toContain(id)
      const criminal = ids(await allPages({ search: 'criminal' }))
      for (const id of expected({ area: 'Criminal Law' })) expect(criminal).toContain(id)
      expect(await names('kochi')).toEqual(['Adv. Thomas Kurian'])
    })

    it('returns nothing, and no error, for a search of punctuation only; blank means no search', async () => {
      for (const search of ['!!!', '&|!', ':*', "'", '()', '---', '\\', '<->', '"']) {
        expect(rowsOf(await call({ search }, null, 20))).toEqual([])
      }
      expect(rowsOf(await call({ search: '   ' }, null, 50))).toHaveLength(50)
    })

    it('treats tsquery and SQL syntax as words', async () => {
      for (const search of [
        "meer'; drop table public.users; --",
        'meer:* | a',
        'meer & !iyer',
        '(meer',
      ]) {
        const outcome = await call({ search }, null, 50)
        expect(outcome.ok).toBe(true)
        expect(ids(rowsOf(outcome) as unknown as Advocate[]).sort()).toEqual(expected({ search }))
      }
    })
  })

  describe('sort orders and keyset paging', () => {
    const SORTS = ['relevance', 'rating', 'fee', 'experience'] as const

    it.each(SORTS)('%s: in order, every advocate exactly once', async (sort) => {
      const list = await allPages({ sort })
      expect(ids(list).sort()).toEqual(ids(everyone).sort())
      expectSorted(list, sort === 'relevance' ? 'rating' : sort)
    })

    it('puts rated advocates first, then the new ones; equal ratings by number of reviews', async () => {
      const list = await allPages({ sort: 'rating' })
      const firstNew = list.findIndex((a) => a.rating === null)
      expect(firstNew).toBeGreaterThan(0)
      expect(list.slice(firstNew).every((a) => a.rating === null && a.review_count === 0)).toBe(
        true,
      )
      // The directory shows one decimal; ties are on the stored average.
      const stored = new Map(
        (
          await db().query<{ id: string; avg: string }>(
            `select id, rating_avg::text as avg from public.advocate_profiles where rating_avg is not null`,
          )
        ).rows.map((row) => [row.id, Number(row.avg)]),
      )
      let ties = 0
      for (let i = 1; i < firstNew; i++) {
        const [a, b] = [list[i - 1]!, list[i]!]
        expect(stored.get(a.id)!).toBeGreaterThanOrEqual(stored.get(b.id)!)
        if (stored.get(a.id) === stored.get(b.id)) {
          ties++
          expect(a.review_count).toBeGreaterThanOrEqual(b.review_count)
        }
      }
      expect(ties).toBeGreaterThan(0)
    })

    it('orders by relevance exactly as by rating when there is no search', async () => {
      expect(ids(await allPages({ sort: 'relevance' }))).toEqual(
        ids(await allPages({ sort: 'rating' })),
      )
      expect(ids(await allPages({}))).toEqual(ids(await allPages({ sort: 'rating' })))
    })

    it('puts the lowest fee first, a fee of 0 before any other, and no fee last', async () => {
      const list = await allPages({ sort: 'fee' })
      expect(list[0]!.fee_inr).toBe(0)
      expect(list.at(-1)!.fee_inr).toBeNull()
      expect(list.filter((a) => a.fee_inr === null)).toHaveLength(
        everyone.filter((a) => a.fee_inr === null).length,
      )
    })

    it('puts the most experienced first and those without a year last', async () => {
      const list = await allPages({ sort: 'experience' })
      const most = Math.max(...everyone.map((a) => a.experience_years ?? -1))
      expect(list[0]!.experience_years).toBe(most)
      expect(list.at(-1)!.experience_years).toBeNull()
    })

    it.each([
      ...SORTS.map((sort) => [sort, {}] as const),
      ['relevance', { search: 'law' }] as const,
      ['fee', { language: 'English' }] as const,
    ])('%s %o: pages of 1, 7, 20 and 50 give the same list', async (sort, f) => {
      const whole = ids(await allPages({ ...f, sort }, 50))
      expect(new Set(whole).size).toBe(whole.length)
      for (const size of [1, 7, 20]) {
        expect(ids(await allPages({ ...f, sort }, size))).toEqual(whole)
      }
    })

    it('pages with the default size of 20 when none is given', async () => {
      const first = rowsOf(await call({}, null, null))
      expect(first).toHaveLength(20)
      const second = rowsOf(await call({}, (first.at(-1) as Row).id as string, null))
      expect(second).toHaveLength(20)
      expect(ids(second as unknown as Advocate[])).not.toContain((first[0] as Row).id)
    })
  })
})
