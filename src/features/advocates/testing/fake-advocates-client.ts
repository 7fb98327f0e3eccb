import { vi } from 'vitest'
import type { AppSupabaseClient } from '@/lib/supabase'
import type { Advocate, ReviewCard } from '../schemas/directory'

/**
 * An in-memory stand-in for what the advocate directory, the profile page and 'Connect Now' ask
 * of supabase-js (tests only):
 * - `rpc('advocate_directory_page', args).select(columns).abortSignal(signal)` over plain rows of
 *   advocate_directory (words as prefixes, every filter, the four sorts and keyset pages after an
 *   id, as the SQL function does);
 * - `rpc('record_profile_view', { advocate })`;
 * - `from('advocate_directory').select(columns).eq('id', id).abortSignal(signal).maybeSingle()`;
 * - `from('advocate_review_cards').select(columns).eq('advocate_id', id).order(…).limit(n)`;
 * - `from('consultations').insert(row).select('id').single()`.
 */
type Row = Record<string, unknown>
type Result = { data: unknown; error: unknown }
type FakeError = { message: string; code?: string }
type DirectoryArgs = {
  search?: string | null
  area?: string | null
  language?: string | null
  state?: string | null
  city?: string | null
  min_years?: number | null
  max_fee?: number | null
  sort?: string
  after?: string | null
  page_size?: number
}

export const advocateId = (n: number) => `ad000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** A verified advocate as advocate_directory shows them; `n` makes the id and the name. */
export function advocateRow(n: number, overrides: Partial<Advocate> = {}): Advocate {
  return {
    id: advocateId(n),
    name: `Advocate Number${n}`,
    city: 'Pune',
    state: 'Maharashtra',
    languages: ['English', 'Hindi'],
    practice_areas: ['Civil Law'],
    courts: ['Bombay High Court'],
    bio: `Advocate ${n} practises civil law in Pune and appears before the Bombay High Court.`,
    fee_inr: 1000,
    experience_years: 5,
    enrolment_year: 2021,
    rating: null,
    review_count: 0,
    verified_at: '2026-11-01T10:00:00+05:30',
    ...overrides,
  }
}

export function reviewRow(n: number, overrides: Partial<ReviewCard> = {}): ReviewCard {
  return {
    id: `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    advocate_id: advocateId(1),
    rating: 5,
    comment: `Review number ${n}: clear advice and on time.`,
    created_at: new Date(Date.UTC(2026, 10, 1) + n * 86_400_000).toISOString(),
    ...overrides,
  }
}

const project = (row: Row, columns: string | null) =>
  columns ? Object.fromEntries(columns.split(',').map((c) => [c.trim(), row[c.trim()]])) : row

/** A thenable query builder: each method returns it; awaiting it runs `run`. */
function builder(run: () => Result, held: () => Promise<void> | null, state: Row = {}) {
  const self: Row = {}
  const chain = (name: string, apply?: (...args: unknown[]) => void) => {
    self[name] = vi.fn((...args: unknown[]) => {
      apply?.(...args)
      return self
    })
  }
  chain('select', (columns) => (state.columns = columns))
  chain('eq', (column, value) => (state.eq = [column, value]))
  chain('order')
  chain('limit', (n) => (state.limit = n))
  chain('abortSignal')
  chain('single')
  chain('maybeSingle', () => (state.maybeSingle = true))
  self.then = <T>(resolve: (result: Result) => T, reject?: (error: unknown) => T) => {
    const wait = held()
    return Promise.resolve(wait).then(run).then(resolve, reject)
  }
  return self
}

export function createFakeAdvocatesClient({
  advocates: initialAdvocates = [],
  reviews: initialReviews = [],
}: { advocates?: Advocate[]; reviews?: ReviewCard[] } = {}) {
  const advocates: Advocate[] = structuredClone(initialAdvocates)
  const reviews: ReviewCard[] = structuredClone(initialReviews)
  const inserted: Row[] = []
  const profileViews: string[] = []
  const failures: Record<'page' | 'advocate' | 'reviews' | 'insert' | 'view', FakeError | null> = {
    page: null,
    advocate: null,
    reviews: null,
    insert: null,
    view: null,
  }
  let pagesHeld: Promise<void> | null = null
  /** Directory pages answer late from now until the returned release is called. */
  const holdPages = () => {
    let release = () => {}
    pagesHeld = new Promise<void>((resolve) => (release = resolve))
    return () => {
      pagesHeld = null
      release()
    }
  }

  const matches = (advocate: Advocate, args: DirectoryArgs) => {
    const words = (args.search ?? '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
    const text = [
      advocate.name,
      ...advocate.practice_areas,
      advocate.city,
      advocate.state,
      ...advocate.courts,
      advocate.bio,
    ]
      .join(' ')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
    return (
      words.every((word) => text.some((token) => token.startsWith(word))) &&
      (!args.area || advocate.practice_areas.includes(args.area)) &&
      (!args.language || advocate.languages.includes(args.language)) &&
      (!args.state || advocate.state === args.state) &&
      (!args.city || advocate.city?.toLowerCase() === args.city.trim().toLowerCase()) &&
      (args.min_years == null || (advocate.experience_years ?? -1) >= args.min_years) &&
      (args.max_fee == null || (advocate.fee_inr !== null && advocate.fee_inr <= args.max_fee))
    )
  }

  const sorted = (args: DirectoryArgs) => {
    const byRating = (a: Advocate, b: Advocate) =>
      (b.rating ?? 0) - (a.rating ?? 0) || b.review_count - a.review_count
    const compare = (a: Advocate, b: Advocate) => {
      switch (args.sort ?? 'relevance') {
        case 'experience':
          return (b.experience_years ?? -1) - (a.experience_years ?? -1) || byRating(a, b)
        case 'fee':
          return (a.fee_inr ?? Infinity) - (b.fee_inr ?? Infinity) || byRating(a, b)
        default:
          return byRating(a, b)
      }
    }
    return advocates
      .filter((advocate) => matches(advocate, args))
      .sort((a, b) => compare(a, b) || a.id.localeCompare(b.id))
  }

  const page = (args: DirectoryArgs, columns: string | null): Result => {
    if (failures.page) return { data: null, error: failures.page }
    if (!['relevance', 'experience', 'rating', 'fee'].includes(args.sort ?? 'relevance'))
      return { data: null, error: { code: '22023', message: 'Unknown sort.' } }
    const list = sorted(args)
    const start = args.after ? list.findIndex((row) => row.id === args.after) + 1 : 0
    // A vanished `after` gives an empty page, as the SQL row comparison does.
    if (args.after && start === 0) return { data: [], error: null }
    const rows = list.slice(start, start + (args.page_size ?? 20))
    return { data: rows.map((row) => project(row, columns)), error: null }
  }

  const rpc = vi.fn((name: string, args: Row) => {
    const state: Row = {}
    if (name === 'advocate_directory_page') {
      const heldNow = pagesHeld
      return builder(
        () => page(args, typeof state.columns === 'string' ? state.columns : null),
        () => heldNow,
        state,
      )
    }
    if (name === 'record_profile_view') {
      return builder(
        () => {
          if (failures.view) return { data: null, error: failures.view }
          profileViews.push(String(args.advocate))
          return { data: null, error: null }
        },
        () => null,
      )
    }
    return builder(
      () => ({ data: null, error: { message: `no function ${name}` } }),
      () => null,
    )
  })

  const from = vi.fn((table: string) => {
    const state: Row = {}
    const columns = () => (typeof state.columns === 'string' ? state.columns : null)
    if (table === 'advocate_directory') {
      return builder(
        () => {
          if (failures.advocate) return { data: null, error: failures.advocate }
          const [, id] = Array.isArray(state.eq) ? state.eq : []
          const row = advocates.find((advocate) => advocate.id === id)
          return { data: row ? project(row, columns()) : null, error: null }
        },
        () => null,
        state,
      )
    }
    if (table === 'advocate_review_cards') {
      return builder(
        () => {
          if (failures.reviews) return { data: null, error: failures.reviews }
          const [, id] = Array.isArray(state.eq) ? state.eq : []
          const rows = reviews
            .filter((review) => review.advocate_id === id)
            .sort((a, b) => b.created_at.localeCompare(a.created_at))
            .slice(0, typeof state.limit === 'number' ? state.limit : undefined)
          return { data: rows.map((row) => project(row, columns())), error: null }
        },
        () => null,
        state,
      )
    }
    if (table === 'consultations') {
      return {
        insert: vi.fn((row: Row) =>
          builder(
            () => {
              if (failures.insert) return { data: null, error: failures.insert }
              inserted.push(row)
              return { data: { id: `c1000000-0000-4000-8000-${inserted.length}` }, error: null }
            },
            () => null,
          ),
        ),
      }
    }
    throw new Error(`fake advocates client has no table ${table}`)
  })

  const client = { rpc, from } as unknown as AppSupabaseClient
  return {
    client,
    rpc,
    from,
    advocates,
    reviews,
    inserted,
    profileViews,
    failures,
    holdPages,
    /** The args of each advocate_directory_page request, in order. */
    pageRequests: () =>
      rpc.mock.calls.filter(([name]) => name === 'advocate_directory_page').map(([, args]) => args),
  }
}
