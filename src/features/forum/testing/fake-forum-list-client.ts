import { vi } from 'vitest'
import type { AppSupabaseClient } from '@/lib/supabase'
import type { ThreadCard } from '../schemas/forum'

/**
 * An in-memory stand-in for what /forum and /forum/new ask of supabase-js (tests only):
 * `rpc('forum_thread_page', args).select(columns).abortSignal(signal)` over plain thread cards
 * (a simple search by words, one category, the four sorts and keyset pagination after an id,
 * as the SQL function does), `rpc('my_forum_threads', args)` (the threads that are the user's or
 * in `repliedTo`, newest first), `rpc('forum_search_suggestion', args)` (answers `suggestion`),
 * and `from('forum_threads').insert(row).select('id').single()`.
 */
type Row = Record<string, unknown>
type Result = { data: unknown; error: unknown }
type FakeError = { message: string; code?: string }
type PageArgs = {
  search?: string | null
  category?: string | null
  sort?: string
  after?: string | null
  page_size?: number
}

let counter = 0

/** A row of forum_thread_cards; `n` orders them (a larger n is newer). */
export function threadCard(n: number, overrides: Partial<ThreadCard> = {}): ThreadCard {
  counter += 1
  return {
    id: `7f000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Question number ${n} about a legal problem`,
    excerpt: `The details of question ${n}, as the list shows them.`,
    categories: ['Civil Law'],
    is_anonymous: false,
    reply_count: 0,
    upvote_count: 0,
    helpful_reply_id: null,
    created_at: new Date(Date.UTC(2026, 10, 1) + n * 60_000).toISOString(),
    edited_at: null,
    is_deleted: false,
    author_id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    author_name: `Member ${n}`,
    author_role: 'client',
    author_is_verified_advocate: false,
    is_mine: false,
    has_upvoted: false,
    ...overrides,
  }
}

export function createFakeForumListClient(initialThreads: ThreadCard[] = []) {
  const threads: ThreadCard[] = structuredClone(initialThreads)
  const inserted: Row[] = []
  const failures: {
    page: FakeError | null
    insert: FakeError | null
    mine: FakeError | null
    suggestion: FakeError | null
  } = { page: null, insert: null, mine: null, suggestion: null }
  /** Threads the user replied to (my_forum_threads lists them with the user's own). */
  const repliedTo = new Set<string>()
  const suggestion: { suggested_category: string | null; has_matches: boolean } = {
    suggested_category: null,
    has_matches: false,
  }
  let nextId = 'a0000000-0000-4000-8000-000000000001'
  let held: Promise<void> | null = null

  /** Page requests answer late from now until the returned release is called. */
  const holdPages = () => {
    let release = () => {}
    held = new Promise<void>((resolve) => (release = resolve))
    return () => {
      held = null
      release()
    }
  }

  const sorted = ({ search, category, sort = 'newest' }: PageArgs) => {
    const words = (search ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean)
    const matching = threads.filter(
      (thread) =>
        !thread.is_deleted &&
        (!category || thread.categories.includes(category)) &&
        words.every((word) => `${thread.title} ${thread.excerpt}`.toLowerCase().includes(word)) &&
        (sort !== 'unanswered' || thread.reply_count === 0),
    )
    const newest = (a: ThreadCard, b: ThreadCard) =>
      b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id)
    return matching.sort((a, b) =>
      sort === 'upvoted' ? b.upvote_count - a.upvote_count || newest(a, b) : newest(a, b),
    )
  }

  const page = (args: PageArgs, columns: string | null): Result => {
    if (failures.page) return { data: null, error: failures.page }
    return pageOf(sorted(args), args, columns)
  }

  const mine = (args: PageArgs, columns: string | null): Result => {
    if (failures.mine) return { data: null, error: failures.mine }
    const list = sorted({}).filter((thread) => thread.is_mine || repliedTo.has(thread.id))
    return pageOf(list, args, columns)
  }

  const answer = (name: string, args: PageArgs, columns: string | null): Result => {
    if (name === 'forum_thread_page') return page(args, columns)
    if (name === 'my_forum_threads') return mine(args, columns)
    if (name === 'forum_search_suggestion')
      return failures.suggestion
        ? { data: null, error: failures.suggestion }
        : { data: { ...suggestion }, error: null }
    return { data: null, error: { message: `no function ${name}` } }
  }

  const pageOf = (list: ThreadCard[], args: PageArgs, columns: string | null): Result => {
    let start = 0
    if (args.after) {
      const index = list.findIndex((thread) => thread.id === args.after)
      if (index < 0)
        return {
          data: null,
          error: {
            code: '22023',
            message: 'The page you were reading has changed: reload the list.',
          },
        }
      start = index + 1
    }
    const rows = list.slice(start, start + (args.page_size ?? 20)) as unknown as Row[]
    const project = (row: Row) =>
      columns ? Object.fromEntries(columns.split(',').map((c) => [c, row[c]])) : row
    return { data: rows.map(project), error: null }
  }

  const rpc = vi.fn((name: string, args: PageArgs) => {
    let columns: string | null = null
    const heldNow = held
    const builder = {
      select: (selected: string) => ((columns = selected), builder),
      abortSignal: vi.fn(() => builder),
      then: <T>(resolve: (result: Result) => T, reject?: (error: unknown) => T) =>
        Promise.resolve(heldNow)
          .then(() => answer(name, args, columns))
          .then(resolve, reject),
    }
    return builder
  })

  const insert = vi.fn((row: Row) => {
    let columns: string | null = null
    const builder = {
      select: (selected: string) => ((columns = selected), builder),
      single: () => builder,
      then: <T>(resolve: (result: Result) => T, reject?: (error: unknown) => T) =>
        Promise.resolve()
          .then((): Result => {
            if (failures.insert) return { data: null, error: failures.insert }
            inserted.push(row)
            const id = nextId
            return { data: columns === 'id' ? { id } : { ...row, id }, error: null }
          })
          .then(resolve, reject),
    }
    return builder
  })

  const from = vi.fn((table: string) => {
    if (table !== 'forum_threads') throw new Error(`fake forum client has no table ${table}`)
    return { insert }
  })

  const client = { rpc, from } as unknown as AppSupabaseClient
  return {
    client,
    rpc,
    from,
    insert,
    threads,
    inserted,
    failures,
    repliedTo,
    suggestion,
    holdPages,
    setNextId: (id: string) => (nextId = id),
    /** The args of each forum_thread_page request, in order. */
    pageRequests: () =>
      rpc.mock.calls.filter(([name]) => name === 'forum_thread_page').map(([, args]) => args),
    /** The args of each request of another function, in order. */
    requestsOf: (name: string) =>
      rpc.mock.calls.filter(([called]) => called === name).map(([, args]) => args),
  }
}
