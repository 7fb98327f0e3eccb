import { vi } from 'vitest'
import type { AppSupabaseClient } from '@/lib/supabase'
import type { BankDetails, MyAdvocateProfile } from '../schemas/profile'

/**
 * An in-memory stand-in for what the advocate's own profile page and the dashboard ask of
 * supabase-js (tests only):
 * - `from('advocate_profiles' | 'advocate_bank_details').select(columns).eq(column, value)
 *   .abortSignal(signal).maybeSingle()`;
 * - `.upsert(row, options).select(columns).single()` (and without select: insert or ignore),
 *   with the advocates migration's defaults and its enrolment trigger (changed enrolment details
 *   → 'pending', cleared → 'unverified');
 * - `rpc(name)` answered by the test.
 * `failures['advocate_profiles:upsert'] = { code, message }` fails that operation until cleared.
 */
type Row = Record<string, unknown>
type Result = { data: unknown; error: unknown }
type Table = 'advocate_profiles' | 'advocate_bank_details'
type Operation = 'select' | 'upsert'
type FakeError = { message: string; code?: string }

export const ADVOCATE_ID = '00000000-0000-4000-8000-000000000001'

/** A profile with nothing filled in yet, as the first insert leaves it. */
export function emptyProfile(overrides: Partial<MyAdvocateProfile> = {}): MyAdvocateProfile {
  return {
    id: ADVOCATE_ID,
    display_name: null,
    city: null,
    state: null,
    languages: [],
    bio: null,
    practice_areas: [],
    courts: [],
    enrolment_year: null,
    fee_inr: null,
    bar_council_enrolment_no: null,
    state_bar_council: null,
    verification_status: 'unverified',
    verification_reason: null,
    submitted_at: null,
    verified_at: null,
    ...overrides,
  }
}

export const COMPLETE_BIO =
  'Fifteen years of civil and property practice before the Bombay High Court and Pune courts.'

/** A profile whose first two parts are done; verification as given (default pending). */
export function filledProfile(overrides: Partial<MyAdvocateProfile> = {}): MyAdvocateProfile {
  return emptyProfile({
    display_name: 'Adv. Meera Krishnan',
    city: 'Pune',
    state: 'Maharashtra',
    languages: ['English', 'Marathi'],
    bio: COMPLETE_BIO,
    practice_areas: ['Civil Law', 'Property Law'],
    courts: ['Bombay High Court'],
    enrolment_year: 2011,
    fee_inr: 1500,
    bar_council_enrolment_no: 'MAH/1234/2011',
    state_bar_council: 'Bar Council of Maharashtra and Goa',
    verification_status: 'pending',
    submitted_at: '2026-11-20T10:00:00+05:30',
    ...overrides,
  })
}

export function upiBankDetails(overrides: Partial<BankDetails> = {}): BankDetails {
  return {
    account_holder: 'Meera Krishnan',
    upi_id: 'meera@okaxis',
    account_number: null,
    ifsc: null,
    updated_at: '2026-11-20T10:00:00+05:30',
    ...overrides,
  }
}

const KEYS: Record<Table, string> = {
  advocate_profiles: 'id',
  advocate_bank_details: 'advocate_id',
}

export function createFakeProfileClient({
  profile = null as MyAdvocateProfile | null,
  bankDetails = null as BankDetails | null,
  userId = ADVOCATE_ID,
  now = '2026-11-27T09:15:00+05:30',
} = {}) {
  const tables: Record<Table, Row[]> = {
    advocate_profiles: profile ? [{ ...profile }] : [],
    advocate_bank_details: bankDetails ? [{ advocate_id: userId, ...bankDetails }] : [],
  }
  const failures: Partial<Record<`${Table}:${Operation}`, FakeError>> = {}
  /** Every upsert as the client sent it. */
  const writes: Array<{ table: Table; values: Row; options: Row | undefined }> = []

  /** The migration's trigger: the owner's enrolment details decide pending or unverified. */
  const enrolmentRule = (next: Row, previous: Row | undefined) => {
    const changed =
      previous === undefined ||
      next.bar_council_enrolment_no !== previous.bar_council_enrolment_no ||
      next.state_bar_council !== previous.state_bar_council
    if (!changed) return
    const isComplete = next.bar_council_enrolment_no != null && next.state_bar_council != null
    Object.assign(next, {
      verification_status: isComplete ? 'pending' : 'unverified',
      submitted_at: isComplete ? now : null,
      verification_reason: null,
      verified_at: null,
    })
  }

  function query(table: Table) {
    let operation: Operation = 'select'
    let columns: string | null = null
    let values: Row = {}
    let options: Row | undefined
    let single: 'maybe' | 'one' | null = null
    const filters: Array<[string, unknown]> = []

    const project = (row: Row) =>
      columns
        ? Object.fromEntries(columns.split(',').map((c) => [c.trim(), row[c.trim()]]))
        : { ...row }

    const run = (): Result => {
      const failure = failures[`${table}:${operation}`]
      if (failure) return { data: null, error: failure }
      const rows = tables[table]
      let matching: Row[]
      if (operation === 'upsert') {
        writes.push({ table, values, options })
        const key = KEYS[table]
        const existing = rows.find((row) => row[key] === values[key])
        if (existing && options?.ignoreDuplicates) {
          matching = []
        } else if (existing) {
          const next = { ...existing, ...values }
          if (table === 'advocate_profiles') enrolmentRule(next, existing)
          else next.updated_at = now
          Object.assign(existing, next)
          matching = [existing]
        } else {
          const created: Row =
            table === 'advocate_profiles'
              ? { ...emptyProfile({ id: userId }), ...values }
              : { upi_id: null, account_number: null, ifsc: null, updated_at: now, ...values }
          if (table === 'advocate_profiles') enrolmentRule(created, undefined)
          rows.push(created)
          matching = [created]
        }
      } else {
        matching = rows.filter((row) => filters.every(([column, value]) => row[column] === value))
      }
      const data = matching.map(project)
      if (operation === 'upsert' && columns === null) return { data: null, error: null }
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
      upsert: (row: Row, upsertOptions?: Row) => (
        (operation = 'upsert'),
        (values = row),
        (options = upsertOptions),
        builder
      ),
      eq: (column: string, value: unknown) => (filters.push([column, value]), builder),
      abortSignal: () => builder,
      maybeSingle: () => ((single = 'maybe'), builder),
      single: () => ((single = 'one'), builder),
      then: <T>(resolve: (result: Result) => T, reject?: (error: unknown) => T) =>
        Promise.resolve().then(run).then(resolve, reject),
    }
    return builder
  }

  /** Answers `rpc(name)`: the test sets what each function returns. */
  const rpcAnswers: Record<string, () => Result> = {}
  const rpc = vi.fn((name: string) => {
    const run = (): Result =>
      rpcAnswers[name]?.() ?? {
        data: null,
        error: { message: `fake rpc ${name} was not answered` },
      }
    const builder = {
      abortSignal: () => builder,
      then: <T>(resolve: (result: Result) => T, reject?: (error: unknown) => T) =>
        Promise.resolve().then(run).then(resolve, reject),
    }
    return builder
  })

  const from = vi.fn((table: string) => {
    if (table !== 'advocate_profiles' && table !== 'advocate_bank_details')
      throw new Error(`fake profile client has no table ${table}`)
    return query(table)
  })
  const client = { from, rpc } as unknown as AppSupabaseClient
  return { client, from, rpc, rpcAnswers, tables, failures, writes }
}

/** What supabase-js reports when fetch fails. */
export const NETWORK_ERROR: FakeError = { code: '', message: 'TypeError: Failed to fetch' }
