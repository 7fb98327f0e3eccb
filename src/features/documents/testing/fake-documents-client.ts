import { vi } from 'vitest'
import type { AppSupabaseClient } from '@/lib/supabase'
import type { DocumentRow } from '../api/document-schema'

export { buildDocument } from './build-document'

/**
 * An in-memory stand-in for what the documents feature asks of supabase-js (tests only), with
 * the rules of the documents migration the screens rely on: own rows only; `upsert` with
 * ignore-duplicates (a known id stores nothing); `update(...).eq('id').eq('version')` matches
 * only the current version, and every update bumps `version` and `updated_at`; a free plan's
 * insert or update is refused (LS021), the 201st document too (LS022), and so is an edit of a
 * final document that stays final (LS023).
 */
type Row = Record<string, unknown>
type FakeError = { message: string; code?: string; details?: string | null }
type Result = { data: unknown; error: FakeError | null; status: number }
type Operation = 'select' | 'upsert' | 'update' | 'delete'
type Key = `documents:${Operation}`

const ME = '00000000-0000-4000-8000-0000000000a1'

const LS021: FakeError = {
  code: 'LS021',
  message:
    'Saving documents is part of Premium. Upgrade to Premium to save and download documents.',
}
const LS022: FakeError = {
  code: 'LS022',
  message:
    'You have 200 saved documents, the most an account can keep. Delete one to save another.',
}
const LS023: FakeError = {
  code: 'LS023',
  message: 'This document is final. Reopen it as a draft to edit it.',
}

type FakeOptions = {
  documents?: Array<DocumentRow & { owner_id?: string }>
  plan?: 'free' | 'premium'
  me?: string
}

export function createFakeDocumentsClient(options: FakeOptions = {}) {
  const me = options.me ?? ME
  const state = { plan: options.plan ?? 'premium' }
  const documents: Row[] = (options.documents ?? []).map((row) => ({
    owner_id: me,
    ...structuredClone(row),
  }))
  /** `failures['documents:update'] = error` fails that request until cleared. */
  const failures: Partial<Record<Key, FakeError>> = {}
  /** One-shot failures, used before `failures`; `lost` does the write, then answers with the error. */
  const nextFailures: Array<{ key: Key; error: FakeError; lost: boolean }> = []
  const held = new Map<Key, Promise<void>>()
  /** Every write that reached the fake, in order (retries included). */
  const writes: Array<{ operation: Operation; values: Row | null; filters: Row }> = []
  let clock = Date.UTC(2026, 10, 27, 6, 0)
  const now = () => new Date((clock += 60_000)).toISOString()

  const hold = (key: Key) => {
    let release = () => {}
    held.set(key, new Promise<void>((resolve) => (release = resolve)))
    return () => {
      held.delete(key)
      release()
    }
  }
  const failNext = (key: Key, error: FakeError, { lost = false } = {}) =>
    nextFailures.push({ key, error, lost })
  const takeFailure = (key: Key) => {
    const index = nextFailures.findIndex((failure) => failure.key === key)
    if (index >= 0) return nextFailures.splice(index, 1)[0]
    const error = failures[key]
    return error ? { key, error, lost: false } : null
  }
  const refuse = (error: FakeError): Result => ({ data: null, error, status: 400 })
  const mine = () => documents.filter((row) => row.owner_id === me)

  /** Someone else (another tab, another device) saves: the version moves on. */
  const changeElsewhere = (id: string, values: Row) => {
    const row = documents.find((candidate) => candidate.id === id)
    if (!row) throw new Error(`fake has no document ${id}`)
    Object.assign(row, values, { version: Number(row.version) + 1, updated_at: now() })
    return row
  }

  function insert(values: Row, ignoreDuplicates: boolean): Result {
    if (documents.some((row) => row.id === values.id))
      return ignoreDuplicates
        ? { data: [], error: null, status: 201 }
        : refuse({ code: '23505', message: 'duplicate key value violates unique constraint' })
    if (state.plan !== 'premium') return refuse(LS021)
    if (mine().length >= 200) return refuse(LS022)
    const at = now()
    const row: Row = {
      id: values.id ?? `d3d00000-0000-4000-8000-${String(900 + documents.length)}`,
      owner_id: me,
      template: values.template,
      title: values.title,
      answers: values.answers ?? {},
      status: values.status ?? 'draft',
      version: 1,
      created_at: at,
      updated_at: at,
    }
    documents.push(row)
    return { data: [row], error: null, status: 201 }
  }

  function update(values: Row, matching: Row[]): Result {
    if (matching.length === 0) return { data: [], error: null, status: 200 }
    if (state.plan !== 'premium') return refuse(LS021)
    for (const row of matching) {
      const staysFinal = row.status === 'final' && (values.status ?? 'final') === 'final'
      const edits =
        ('title' in values && values.title !== row.title) ||
        ('answers' in values && JSON.stringify(values.answers) !== JSON.stringify(row.answers))
      if (staysFinal && edits) return refuse(LS023)
    }
    for (const row of matching)
      Object.assign(row, values, { version: Number(row.version) + 1, updated_at: now() })
    return { data: matching, error: null, status: 200 }
  }

  function query() {
    let operation: Operation = 'select'
    let columns: string | null = null
    let values: Row | null = null
    let ignoreDuplicates = false
    let single = false
    let limit = Infinity
    const orders: Array<{ column: string; ascending: boolean }> = []
    const filters: Array<[string, unknown]> = []

    const project = (row: Row) =>
      columns
        ? Object.fromEntries(
            columns
              .split(',')
              .map((column) => [column.trim(), structuredClone(row[column.trim()])]),
          )
        : structuredClone(row)
    const matching = () =>
      mine().filter((row) => filters.every(([column, value]) => row[column] === value))

    const run = (): Result => {
      const failure = takeFailure(`documents:${operation}`)
      if (failure && !failure.lost) return { data: null, error: failure.error, status: 500 }
      let result: Result
      if (operation === 'upsert') result = insert(values ?? {}, ignoreDuplicates)
      else if (operation === 'update') result = update(values ?? {}, matching())
      else if (operation === 'delete') {
        const gone = matching()
        gone.forEach((row) => documents.splice(documents.indexOf(row), 1))
        result = { data: gone, error: null, status: 200 }
      } else {
        const rows = [...matching()].sort((a, b) => {
          for (const { column, ascending } of orders) {
            const order = String(a[column]).localeCompare(String(b[column])) * (ascending ? 1 : -1)
            if (order !== 0) return order
          }
          return 0
        })
        result = { data: rows.slice(0, limit), error: null, status: 200 }
      }
      if (failure?.lost) return { data: null, error: failure.error, status: 0 }
      if (Array.isArray(result.data)) {
        const data = columns === null && operation !== 'select' ? null : result.data.map(project)
        result = { ...result, data: single ? (data?.[0] ?? null) : data }
      }
      return result
    }

    const builder = {
      select: (selected?: string) => ((columns = selected ?? null), builder),
      upsert: (row: Row, opts: { ignoreDuplicates?: boolean } = {}) => {
        operation = 'upsert'
        values = row
        ignoreDuplicates = opts.ignoreDuplicates ?? false
        return builder
      },
      update: (next: Row) => ((operation = 'update'), (values = next), builder),
      delete: () => ((operation = 'delete'), builder),
      eq: (column: string, value: unknown) => (filters.push([column, value]), builder),
      order: (column: string, opts: { ascending?: boolean } = {}) => (
        orders.push({ column, ascending: opts.ascending ?? true }),
        builder
      ),
      limit: (count: number) => ((limit = count), builder),
      abortSignal: () => builder,
      maybeSingle: () => ((single = true), builder),
      then: <T>(resolve: (result: Result) => T, reject?: (error: unknown) => T) => {
        if (operation !== 'select')
          writes.push({ operation, values, filters: Object.fromEntries(filters) })
        return Promise.resolve(held.get(`documents:${operation}`))
          .then(run)
          .then(resolve, reject)
      },
    }
    return builder
  }

  const from = vi.fn((table: string) => {
    if (table !== 'documents') throw new Error(`fake documents client has no table ${table}`)
    return query()
  })
  const client = { from } as unknown as AppSupabaseClient
  return {
    client,
    from,
    /** Every row, all owners (the database's view). */
    documents,
    state,
    failures,
    failNext,
    hold,
    writes,
    changeElsewhere,
    /** ME's row with this id, as stored. */
    row: (id: string) => documents.find((row) => row.id === id) as DocumentRow | undefined,
  }
}
