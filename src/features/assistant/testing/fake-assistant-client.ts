import { vi } from 'vitest'
import type { AppSupabaseClient } from '@/lib/supabase'

/**
 * An in-memory stand-in for what the assistant feature asks of supabase-js (tests only):
 * `from(table)` with select (columns, `alias:column` and the embeds of EMBEDS), eq, order, limit,
 * update, upsert, delete, single, maybeSingle and abortSignal over plain rows, and
 * `functions.invoke`, a spy the test answers. The assistant's own tests run on the real backend
 * (src/testing/real-backend.ts); this stays for the dashboard panels' tests in src/app.
 */
type Row = Record<string, unknown>
type Result = { data: unknown; error: unknown }

type FakeTables = Record<string, Row[]>

/** The one-to-many embeds the feature reads: the child table and its column that holds the id. */
const EMBEDS: Record<string, { column: string }> = { assistant_feedback: { column: 'reply_id' } }

/** `a,b:c,d:e(f,g)` → ['a', 'b:c', 'd:e(f,g)']: commas inside an embed's brackets do not split. */
function splitColumns(columns: string): string[] {
  const parts: string[] = []
  let depth = 0
  let current = ''
  for (const char of columns) {
    if (char === ',' && depth === 0) {
      parts.push(current.trim())
      current = ''
      continue
    }
    if (char === '(') depth++
    if (char === ')') depth--
    current += char
  }
  return [...parts, current.trim()]
}

export function createFakeAssistantClient(initial: FakeTables = {}) {
  const tables = structuredClone(initial)
  const failures: Record<string, { message: string; code?: string } | undefined> = {}

  function query(table: string) {
    const rows = (tables[table] ??= [])
    let operation: 'select' | 'update' | 'upsert' | 'delete' = 'select'
    let columns: string | null = null
    let values: Row = {}
    let conflictColumns: string[] = []
    let single: 'one' | 'maybe' | null = null
    let limit = Infinity
    let order: { column: string; ascending: boolean } | null = null
    const filters: Array<[string, unknown]> = []

    const project = (row: Row) => {
      if (!columns) return { ...row }
      return Object.fromEntries(
        splitColumns(columns).map((part) => {
          const [, alias, column = alias, embedded] = /^(\w+)(?::(\w+))?(?:\((.*)\))?$/.exec(part)!
          if (embedded === undefined) return [alias, row[column]]
          const children = (tables[column] ?? []).filter(
            (child) => child[EMBEDS[column]!.column] === row.id,
          )
          const picked = embedded.split(',').map((name) => name.trim())
          return [
            alias,
            children.map((child) => Object.fromEntries(picked.map((c) => [c, child[c]]))),
          ]
        }),
      )
    }

    const run = (): Result => {
      const failure = failures[table]
      if (failure) return { data: null, error: failure }
      let matching = rows.filter((row) => filters.every(([column, value]) => row[column] === value))
      if (operation === 'delete') {
        tables[table] = rows.filter((row) => !matching.includes(row))
        return { data: null, error: null }
      }
      if (operation === 'upsert') {
        // Conflict columns the database fills itself (owner_id) are not in the values: not compared.
        const stored = rows.find((row) =>
          conflictColumns.every((column) => !(column in values) || row[column] === values[column]),
        )
        if (stored) Object.assign(stored, values)
        else rows.push({ ...values })
        matching = [stored ?? rows[rows.length - 1]!]
      }
      if (operation === 'update') matching.forEach((row) => Object.assign(row, values))
      if (order) {
        const { column, ascending } = order
        matching = [...matching].sort(
          (a, b) => String(a[column]).localeCompare(String(b[column])) * (ascending ? 1 : -1),
        )
      }
      const data = matching.slice(0, limit).map(project)
      if (single === 'one' && data.length !== 1)
        return {
          data: null,
          error: { code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object' },
        }
      return single ? { data: data[0] ?? null, error: null } : { data, error: null }
    }

    const builder = {
      select: (selected?: string) => ((columns = selected ?? null), builder),
      update: (next: Row) => ((operation = 'update'), (values = next), builder),
      upsert: (next: Row, options: { onConflict?: string } = {}) => (
        (operation = 'upsert'),
        (values = next),
        (conflictColumns = (options.onConflict ?? 'id').split(',')),
        builder
      ),
      delete: () => ((operation = 'delete'), builder),
      eq: (column: string, value: unknown) => (filters.push([column, value]), builder),
      order: (column: string, options: { ascending?: boolean } = {}) => (
        (order = { column, ascending: options.ascending ?? true }),
        builder
      ),
      limit: (count: number) => ((limit = count), builder),
      abortSignal: () => builder,
      single: () => ((single = 'one'), builder),
      maybeSingle: () => ((single = 'maybe'), builder),
      then: <T>(resolve: (result: Result) => T, reject?: (error: unknown) => T) =>
        Promise.resolve().then(run).then(resolve, reject),
    }
    return builder
  }

  const invoke = vi.fn<(name: string, options: { body: unknown }) => Promise<Result>>(async () => ({
    data: null,
    error: new Error('invoke was not answered by the test'),
  }))
  const from = vi.fn(query)
  const client = { from, functions: { invoke } } as unknown as AppSupabaseClient
  return { client, from, invoke, tables, failures }
}
