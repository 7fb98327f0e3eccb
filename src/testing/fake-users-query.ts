import type { ProfileRow } from '@/lib/get-profile'

type Result = { data: unknown; error: unknown }

/** A PostgREST-like builder over the in-memory `users` rows: select/insert/update + eq. */
export function createFakeUsersQuery(
  rows: ProfileRow[],
  failures: { insert: { message: string } | null; select: { message: string } | null },
  /** While set, a select reads the rows at once but answers only when this settles. */
  selectsHeld: () => Promise<void> | null = () => null,
) {
  let operation: 'select' | 'insert' | 'update' = 'select'
  let payload: Record<string, unknown> = {}
  const filters: Array<[string, unknown]> = []
  let singular: 'maybe' | 'one' | null = null

  const run = (): Result => {
    const matching = rows.filter((row) =>
      filters.every(([column, value]) => row[column as keyof ProfileRow] === value),
    )
    if (operation === 'insert') {
      if (failures.insert) return { data: null, error: failures.insert }
      rows.push({ name: null, ...payload } as ProfileRow)
      return { data: null, error: null }
    }
    if (operation === 'select' && failures.select) return { data: null, error: failures.select }
    if (operation === 'update') matching.forEach((row) => Object.assign(row, payload))
    if (singular === 'maybe') return { data: matching[0] ?? null, error: null }
    if (singular === 'one') {
      return matching.length === 1
        ? { data: matching[0], error: null }
        : {
            data: null,
            error: {
              message: 'JSON object requested, multiple (or no) rows returned',
              code: 'PGRST116',
            },
          }
    }
    return { data: matching, error: null }
  }

  const builder = {
    select: () => builder,
    insert: (row: Record<string, unknown>) => ((operation = 'insert'), (payload = row), builder),
    update: (values: Record<string, unknown>) => (
      (operation = 'update'),
      (payload = values),
      builder
    ),
    eq: (column: string, value: unknown) => (filters.push([column, value]), builder),
    abortSignal: () => builder,
    maybeSingle: () => ((singular = 'maybe'), builder),
    single: () => ((singular = 'one'), builder),
    then: <T>(resolve: (result: Result) => T, reject?: (error: unknown) => T) => {
      const held = operation === 'select' ? selectsHeld() : null
      if (!held) return Promise.resolve().then(run).then(resolve, reject)
      const result = run()
      return held.then(() => result).then(resolve, reject)
    },
  }
  return builder
}
