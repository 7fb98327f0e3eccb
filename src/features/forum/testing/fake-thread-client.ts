import { vi } from 'vitest'
import type { AppSupabaseClient } from '@/lib/supabase'
import type { Thread } from '../schemas/forum'

/**
 * An in-memory stand-in for what the forum's dashboard panels ask of supabase-js (tests only):
 * `from(table)` with select, insert, update, delete, eq, order (several), range, limit,
 * maybeSingle and abortSignal over plain rows, and `rpc(name, args)` answered by the test. The
 * thread page's tests run on the real backend instead (src/testing/real-backend.ts).
 */
type Row = Record<string, unknown>
type Result = { data: unknown; error: unknown }
type Operation = 'select' | 'insert' | 'update' | 'delete'
type FakeError = { message: string; code?: string }

type FakeForumTables = Record<string, Row[]>

export function createFakeThreadClient(initial: FakeForumTables = {}) {
  const tables: FakeForumTables = structuredClone(initial)
  /** `failures['forum_thread_votes:insert'] = { code, message }` fails that write until cleared. */
  const failures: Partial<Record<`${string}:${Operation}`, FakeError>> = {}
  const compare = (a: unknown, b: unknown) => {
    if (typeof a === 'number' && typeof b === 'number') return a - b
    if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b)
    return String(a).localeCompare(String(b))
  }

  function query(table: string) {
    let operation: Operation = 'select'
    let columns: string | null = null
    let values: Row[] = []
    let single = false
    let from = 0
    let to = Infinity
    const orders: Array<{ column: string; ascending: boolean }> = []
    const filters: Array<[string, unknown]> = []

    const project = (row: Row) =>
      columns
        ? Object.fromEntries(columns.split(',').map((column) => [column, row[column.trim()]]))
        : null

    const run = (): Result => {
      const failure = failures[`${table}:${operation}`]
      if (failure) return { data: null, error: failure }
      const rows = (tables[table] ??= [])
      if (operation === 'insert') {
        rows.push(...values)
        return { data: columns ? values.map(project) : null, error: null }
      }
      let matching = rows.filter((row) => filters.every(([column, value]) => row[column] === value))
      if (operation === 'delete') tables[table] = rows.filter((row) => !matching.includes(row))
      if (operation === 'update') {
        matching.forEach((row) => Object.assign(row, values[0]))
      }
      if (orders.length > 0) {
        matching = [...matching].sort((a, b) => {
          for (const { column, ascending } of orders) {
            const order = compare(a[column], b[column]) * (ascending ? 1 : -1)
            if (order !== 0) return order
          }
          return 0
        })
      }
      const data = matching.slice(from, to + 1).map((row) => project(row) ?? { ...row })
      if (operation !== 'select' && !columns) return { data: null, error: null }
      return single ? { data: data[0] ?? null, error: null } : { data, error: null }
    }

    const builder = {
      select: (selected?: string) => ((columns = selected ?? null), builder),
      insert: (row: Row | Row[]) => (
        (operation = 'insert'),
        (values = Array.isArray(row) ? row : [row]),
        builder
      ),
      update: (next: Row) => ((operation = 'update'), (values = [next]), builder),
      delete: () => ((operation = 'delete'), builder),
      eq: (column: string, value: unknown) => (filters.push([column, value]), builder),
      order: (column: string, options: { ascending?: boolean } = {}) => (
        orders.push({ column, ascending: options.ascending ?? true }),
        builder
      ),
      range: (start: number, end: number) => ((from = start), (to = end), builder),
      limit: (count: number) => ((to = from + count - 1), builder),
      abortSignal: () => builder,
      maybeSingle: () => ((single = true), builder),
      then: <T>(resolve: (result: Result) => T, reject?: (error: unknown) => T) =>
        Promise.resolve().then(run).then(resolve, reject),
    }
    return builder
  }

  /** Answers `rpc(name, args)`: the test sets what each function returns. */
  const rpcAnswers: Record<string, (args: Row | undefined) => Result> = {}
  const rpc = vi.fn((name: string, args?: Row) => {
    let columns: string | null = null
    const run = (): Result => {
      const answer = rpcAnswers[name]
      if (!answer) return { data: null, error: { message: `fake rpc ${name} was not answered` } }
      const result = answer(args)
      if (!columns || !Array.isArray(result.data)) return result
      const keep = columns.split(',')
      return {
        ...result,
        data: (result.data as Row[]).map((row) =>
          Object.fromEntries(keep.map((column) => [column, row[column]])),
        ),
      }
    }
    const builder = {
      select: (selected: string) => ((columns = selected), builder),
      abortSignal: () => builder,
      then: <T>(resolve: (result: Result) => T, reject?: (error: unknown) => T) =>
        Promise.resolve().then(run).then(resolve, reject),
    }
    return builder
  })

  const fromSpy = vi.fn(query)
  const client = { from: fromSpy, rpc } as unknown as AppSupabaseClient
  return { client, from: fromSpy, rpc, rpcAnswers, tables, failures }
}

export const THREAD_ID = '5f0e0000-0000-4000-8000-000000000001'

/** A row of forum_thread_cards (with its body): someone else's question, posted in 2026. */
export function buildThread(overrides: Partial<Thread> = {}): Thread {
  return {
    id: THREAD_ID,
    title: 'Can my landlord keep the whole deposit?',
    body: 'I left the flat after two years.\nThe landlord keeps ₹40,000 for "repairs".',
    excerpt: 'I left the flat after two years. The landlord keeps ₹40,000 for "repairs".',
    categories: ['Civil Law', 'Property Law'],
    is_anonymous: false,
    reply_count: 0,
    upvote_count: 2,
    helpful_reply_id: null,
    created_at: '2026-11-20T10:00:00+05:30',
    edited_at: null,
    is_deleted: false,
    author_id: '00000000-0000-4000-8000-0000000000a1',
    author_name: 'Meera K.',
    author_role: 'client',
    author_is_verified_advocate: false,
    is_mine: false,
    has_upvoted: false,
    ...overrides,
  }
}
