import { runAsClient } from '../db/client-context'
import type { Driver } from '../db/driver'
import { filterSql, matchesLoosely, type Filter } from './filter'
import type { Identity } from './identity'
import { quoteIdent, type Column, type PublishedTables, type Table } from './tables'

export type ChangeEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE'

/** One postgres_changes entry of a channel's join, with the id the server gave it. */
export type Binding = {
  id: number
  event: ChangeEvent
  schema: string
  /** undefined: every published table of the schema. */
  table?: string
  filter?: Filter
}

/** The `data` of a postgres_changes push, as Realtime sends it. */
export type ChangeData = {
  schema: string
  table: string
  commit_timestamp: string
  type: Exclude<ChangeEvent, '*'>
  columns: { name: string; type: string }[]
  record?: Record<string, unknown>
  old_record?: Record<string, unknown>
  errors: null
}

/** A joined channel with postgres_changes bindings. */
export interface Subscriber {
  readonly bindings: Binding[]
  /** The client's key for the database's fair scheduler (its address). */
  readonly clientKey: string
  identity(): Identity
  deliver(ids: number[], data: ChangeData): void
  /** Changes may have been missed (the listening connection was lost). */
  missed(): void
}

type Notification = {
  schema: string
  table: string
  type: Exclude<ChangeEvent, '*'>
  key?: Record<string, unknown>
  old_key?: Record<string, unknown>
  /** The row's short values (realtime.notify_row_change() leaves long ones out). */
  values?: Record<string, unknown>
}

const CHANNEL = 'realtime'
/**
 * The database scheduler's key for the feed's own reads of the catalog (once per table and role):
 * apart from the 'server' key of start-up work. Each subscriber's check is charged to its client.
 */
const REALTIME_CLIENT = 'realtime'
const CHECK_TIMEOUT_MS = 2_000

const PRELUDE = `select null from (select set_config('role', $1, true),
  set_config('request.jwt.claims', $2, true),
  set_config('search_path', 'public, extensions', true)) as prelude`

function parse(payload: string): Notification | undefined {
  try {
    const value = JSON.parse(payload) as Notification
    return typeof value.schema === 'string' && typeof value.table === 'string' ? value : undefined
  } catch {
    return undefined
  }
}

const keyCondition = (table: Table) =>
  table.primaryKey.map((column, i) => `${quoteIdent(column)} = $${i + 1}`).join(' and ')

function pick(row: Record<string, unknown> | undefined, columns: Column[]) {
  const picked: Record<string, unknown> = {}
  for (const { name } of columns) if (row && name in row) picked[name] = row[name]
  return picked
}

const appliesTo = (binding: Binding, change: Notification) =>
  binding.schema === change.schema &&
  (binding.table === undefined || binding.table === change.table) &&
  (binding.event === '*' || binding.event === change.type)

/**
 * Postgres Changes: the NOTIFYs of realtime.notify_row_change() (server/db/bootstrap.sql) turned
 * into events, each sent only to subscribers who may SELECT the row, with only the columns they
 * may SELECT: the row is read again as each subscriber's role and claims, as Supabase's Realtime
 * checks RLS. A deleted row cannot be read again, so a DELETE reaches only subscribers whose role
 * RLS does not apply to (Supabase sends the key to every subscriber of the table: this server
 * sends nothing it cannot prove the subscriber could see). The row is read when its event is
 * checked, a few milliseconds after the commit: a row changed again by then is sent as it is
 * then, and one deleted by then is not sent (replication would have sent each version).
 */
export class ChangeFeed {
  private readonly subscribers = new Set<Subscriber>()
  private listening?: Promise<() => Promise<void>>
  /** Notifications are handled one after another, so a subscriber gets them in commit order. */
  private dispatching = Promise.resolve()
  /** Each subscriber's checks run in order, so its events arrive in order. */
  private readonly queues = new WeakMap<Subscriber, Promise<void>>()

  constructor(
    private readonly db: Driver,
    private readonly tables: PublishedTables,
    private readonly log: (line: string) => void,
  ) {}

  /** Starts listening on the first subscriber; resolves once changes from now on will arrive. */
  async add(subscriber: Subscriber): Promise<void> {
    this.subscribers.add(subscriber)
    this.listening ??= this.db.listen(CHANNEL, {
      onPayload: (payload) => {
        const change = parse(payload)
        if (!change || this.subscribers.size === 0) return
        const receivedAt = new Date().toISOString()
        this.dispatching = this.dispatching.then(() =>
          this.dispatch(change, receivedAt).catch((error: unknown) =>
            this.log(
              `realtime: a change of ${change.schema}.${change.table} was not sent: ${String(error)}`,
            ),
          ),
        )
      },
      onGap: () => this.subscribers.forEach((s) => s.missed()),
    })
    await this.listening.catch((error: unknown) => {
      this.listening = undefined
      this.subscribers.delete(subscriber)
      throw error
    })
  }

  remove(subscriber: Subscriber) {
    this.subscribers.delete(subscriber)
  }

  async close() {
    this.subscribers.clear()
    const stop = await this.listening?.catch(() => undefined)
    this.listening = undefined
    await stop?.().catch(() => undefined)
  }

  private async dispatch(change: Notification, commitTimestamp: string) {
    const interested = [...this.subscribers]
      .map((subscriber) => ({
        subscriber,
        bindings: subscriber.bindings.filter((binding) => appliesTo(binding, change)),
      }))
      .filter(({ bindings }) => bindings.length > 0)
    if (interested.length === 0) return
    const table = await runAsClient(REALTIME_CLIENT, () =>
      this.tables.find(change.schema, change.table),
    )
    if (!table) return
    const base = { schema: table.schema, table: table.name, commit_timestamp: commitTimestamp }
    if (change.type === 'DELETE') {
      for (const { subscriber, bindings } of interested) {
        const unfiltered = bindings.filter((binding) => !binding.filter)
        if (unfiltered.length > 0)
          this.enqueue(subscriber, () =>
            this.deliverDelete(subscriber, table, unfiltered, { ...base, type: 'DELETE' }, change),
          )
      }
      return
    }
    // A subscriber whose filter the row's values surely fail costs no query. A value left out of
    // the notification (too long) cannot tell: the subscriber's own read decides.
    const values = change.values ?? {}
    const typeOf = new Map(table.columns.map((column) => [column.name, column.type]))
    for (const { subscriber, bindings } of interested) {
      const candidates = bindings.filter(
        ({ filter }) =>
          !filter ||
          !(filter.column in values) ||
          matchesLoosely(filter, values[filter.column], typeOf.get(filter.column) ?? ''),
      )
      if (candidates.length > 0)
        this.enqueue(subscriber, () =>
          this.deliverChecked(
            subscriber,
            table,
            candidates,
            { ...base, type: change.type },
            change,
          ),
        )
    }
  }

  private enqueue(subscriber: Subscriber, task: () => Promise<void>) {
    const queue = (this.queues.get(subscriber) ?? Promise.resolve()).then(() =>
      this.subscribers.has(subscriber)
        ? task().catch((error: unknown) => this.log(`realtime: a check failed: ${String(error)}`))
        : undefined,
    )
    this.queues.set(subscriber, queue)
  }

  private async deliverDelete(
    subscriber: Subscriber,
    table: Table,
    bindings: Binding[],
    base: Omit<ChangeData, 'columns' | 'errors'>,
    change: Notification,
  ) {
    const access = await runAsClient(subscriber.clientKey, () =>
      this.tables.accessOf(table, subscriber.identity().role),
    )
    if (!access || access.rowSecurity || access.columns.length === 0) return
    subscriber.deliver(
      bindings.map((binding) => binding.id),
      {
        ...base,
        columns: access.columns.map(({ name, type }) => ({ name, type })),
        old_record: pick(change.old_key, access.columns),
        errors: null,
      },
    )
  }

  /** The row read again as the subscriber, once per distinct filter among its bindings. */
  private async deliverChecked(
    subscriber: Subscriber,
    table: Table,
    bindings: Binding[],
    base: Omit<ChangeData, 'columns' | 'errors'>,
    change: Notification,
  ) {
    const identity = subscriber.identity()
    const access = await runAsClient(subscriber.clientKey, () =>
      this.tables.accessOf(table, identity.role),
    )
    if (!access || access.columns.length === 0) return
    const key = table.primaryKey.map((column) => change.key?.[column])
    const columns = access.columns.map(({ name }) => quoteIdent(name)).join(', ')
    const source = `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`
    const filters = [
      ...new Map(bindings.map((b) => [JSON.stringify(b.filter ?? null), b.filter])).entries(),
    ]
    const statements = filters.map(([, filter]) => ({
      sql: `select to_jsonb(r) as record from (select ${columns} from ${source} where ${keyCondition(table)}${
        filter ? ` and ${filterSql(filter, key.length + 1)}` : ''
      }) as r`,
      params: [...key, ...(filter?.values ?? [])],
    }))
    const { results } = await runAsClient(subscriber.clientKey, () =>
      this.db.batch(
        [{ sql: PRELUDE, params: [identity.role, JSON.stringify(identity.claims)] }, ...statements],
        { readOnly: true, finish: 'rollback', timeoutMs: CHECK_TIMEOUT_MS },
      ),
    )
    const passed = new Set(
      filters.flatMap(([filterKey], i) => (results[i + 1].rows.length > 0 ? [filterKey] : [])),
    )
    const ids = bindings
      .filter((b) => passed.has(JSON.stringify(b.filter ?? null)))
      .map((b) => b.id)
    const record = results.slice(1).find((result) => result.rows.length > 0)?.rows[0]?.record
    if (ids.length === 0 || !record) return
    subscriber.deliver(ids, {
      ...base,
      columns: access.columns.map(({ name, type }) => ({ name, type })),
      record: record as Record<string, unknown>,
      ...(base.type === 'UPDATE' ? { old_record: pick(change.old_key, access.columns) } : {}),
      errors: null,
    })
  }
}
