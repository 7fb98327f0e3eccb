import { vi } from 'vitest'
import type { AppSupabaseClient } from '@/lib/supabase'

/**
 * An in-memory stand-in for what the plans feature asks of supabase-js (tests only):
 * `from('upgrade_requests')` with select, insert, update, eq, order, limit, single, maybeSingle
 * and abortSignal. Inserts get the database's defaults (id, user_id, status, created_at); a
 * failure set in `failures` answers that operation with the error until it is cleared.
 */
export type UpgradeRequestRow = {
  id: string
  user_id: string
  invoice_name: string
  phone: string | null
  note: string | null
  status: 'requested' | 'granted' | 'cancelled'
  created_at: string
  resolved_at: string | null
}
type Row = Record<string, unknown>
type Operation = 'select' | 'insert' | 'update'
type Result = { data: unknown; error: unknown }
type FakeError = { message: string; code?: string; details?: string; hint?: string }

export const USER_ID = '00000000-0000-4000-8000-000000000001'

export function buildUpgradeRequest(overrides: Partial<UpgradeRequestRow> = {}): UpgradeRequestRow {
  return {
    id: '0e9a0000-0000-4000-8000-000000000001',
    user_id: USER_ID,
    invoice_name: 'Asha Rao',
    phone: null,
    note: null,
    status: 'requested',
    created_at: '2026-11-26T10:30:00+05:30',
    resolved_at: null,
    ...overrides,
  }
}

export function createFakePlansClient({
  requests = [] as UpgradeRequestRow[],
  userId = USER_ID,
  now = '2026-11-27T09:15:00+05:30',
} = {}) {
  const rows: Row[] = requests.map((row) => ({ ...row }))
  const failures: Partial<Record<Operation, FakeError>> = {}
  /** Every write as the client sent it: { operation, values, filters }. */
  const writes: Array<{ operation: Operation; values: Row; filters: Array<[string, unknown]> }> = []
  let nextId = 100

  function query(table: string) {
    if (table !== 'upgrade_requests') throw new Error(`fake plans client has no table ${table}`)
    let operation: Operation = 'select'
    let columns: string | null = null
    let values: Row = {}
    let single: 'maybe' | 'one' | null = null
    let limit = Infinity
    const filters: Array<[string, unknown]> = []
    const orders: Array<{ column: string; ascending: boolean }> = []

    const project = (row: Row) =>
      columns
        ? Object.fromEntries(columns.split(',').map((c) => [c.trim(), row[c.trim()]]))
        : { ...row }

    const run = (): Result => {
      const failure = failures[operation]
      if (failure) return { data: null, error: failure }
      let matching: Row[]
      if (operation === 'insert') {
        writes.push({ operation, values, filters: [] })
        const row = {
          id: `0e9a0000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`,
          user_id: userId,
          phone: null,
          note: null,
          status: 'requested',
          created_at: now,
          resolved_at: null,
          ...values,
        }
        rows.push(row)
        matching = [row]
      } else {
        matching = rows.filter((row) => filters.every(([column, value]) => row[column] === value))
        if (operation === 'update') {
          writes.push({ operation, values, filters: [...filters] })
          matching.forEach((row) => Object.assign(row, values))
        }
      }
      matching = [...matching].sort((a, b) => {
        for (const { column, ascending } of orders) {
          const order = String(a[column]).localeCompare(String(b[column])) * (ascending ? 1 : -1)
          if (order !== 0) return order
        }
        return 0
      })
      const data = matching.slice(0, limit).map(project)
      if (operation !== 'select' && columns === null) return { data: null, error: null }
      if (single === 'maybe') return { data: data[0] ?? null, error: null }
      if (single === 'one') {
        return data.length === 1
          ? { data: data[0], error: null }
          : {
              data: null,
              error: {
                message: 'JSON object requested, multiple (or no) rows returned',
                code: 'PGRST116',
              },
            }
      }
      return { data, error: null }
    }

    const builder = {
      select: (selected?: string) => ((columns = selected ?? '*'), builder),
      insert: (row: Row) => ((operation = 'insert'), (values = row), builder),
      update: (next: Row) => ((operation = 'update'), (values = next), builder),
      eq: (column: string, value: unknown) => (filters.push([column, value]), builder),
      order: (column: string, options: { ascending?: boolean } = {}) => (
        orders.push({ column, ascending: options.ascending ?? true }),
        builder
      ),
      limit: (count: number) => ((limit = count), builder),
      abortSignal: () => builder,
      maybeSingle: () => ((single = 'maybe'), builder),
      single: () => ((single = 'one'), builder),
      then: <T>(resolve: (result: Result) => T, reject?: (error: unknown) => T) =>
        Promise.resolve().then(run).then(resolve, reject),
    }
    return builder
  }

  const from = vi.fn(query)
  const client = { from } as unknown as AppSupabaseClient
  return { client, from, rows, failures, writes }
}

export type FakePlansClient = ReturnType<typeof createFakePlansClient>
