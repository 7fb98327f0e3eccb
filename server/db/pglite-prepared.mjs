// Named prepared statements for the PGlite worker's pipelines, as PostgREST prepares its own
// queries (db-prepared-statements): Postgres parses and plans a statement text once, and each
// request only binds new values. Postgres replans a prepared statement itself when the schema
// changes; the one thing it refuses is a changed result type, which `isStalePlan` recognises.
// Plain JavaScript, like the worker that imports it.
import { protocol } from '@electric-sql/pglite'

const { serialize } = protocol

/** Enough for every statement shape the app sends; past it, all are dropped and re-prepared. */
const DEFAULT_LIMIT = 1000

/** Postgres' answer when a table under a prepared `select *` gained or lost a column. */
export const isStalePlan = (error) =>
  error?.code === '0A000' && /cached plan must not change result type/.test(error.message ?? '')

export class PreparedStatements {
  #names = new Map()
  #awaiting = []
  #counter = 0
  #limit

  constructor(limit = DEFAULT_LIMIT) {
    this.#limit = limit
  }

  get size() {
    return this.#names.size
  }

  /** Whether the cache is full and the caller must DEALLOCATE ALL and then call `clear()`. */
  get full() {
    return this.#names.size >= this.#limit
  }

  clear() {
    this.#names.clear()
    this.#awaiting = []
  }

  /**
   * The protocol messages that run `sql` with `params`: Parse first when the text is new. Each
   * new text is awaited until its parseComplete (see `confirm`); names are never reused, so a
   * Parse that an earlier error skipped cannot collide with one that ran.
   */
  messages(sql, params) {
    let name = this.#names.get(sql) ?? this.#awaiting.find(([text]) => text === sql)?.[1]
    const parse = []
    if (!name) {
      name = `lexsetu_${++this.#counter}`
      this.#awaiting.push([sql, name])
      parse.push(serialize.parse({ name, text: sql }))
    }
    return [
      ...parse,
      serialize.bind({ statement: name, values: params.map((value) => value ?? null) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
    ]
  }

  /** Postgres answered parseComplete: the oldest awaited text now exists under its name. */
  confirm() {
    const [sql, name] = this.#awaiting.shift() ?? []
    if (sql !== undefined) this.#names.set(sql, name)
  }

  /** The pipeline ended: Parses it did not reach never ran. */
  settle() {
    this.#awaiting = []
  }
}
