import pg from 'pg'
import { currentClient } from './client-context'
import {
  meetsCondition,
  Rollback,
  toDbError,
  type BatchOptions,
  type BatchResult,
  type Driver,
  type Listener,
  type Queryable,
  type QueryResult,
  type Statement,
  type TransactionOptions,
} from './driver'
import { FairScheduler } from './fair-scheduler'
import { FaultCooldown } from './fault-cooldown'

type PostgresOptions = {
  connectionString: string
  timeoutMs: number
  maxConnections?: number
}

function rethrow(error: unknown): never {
  throw toDbError(error) ?? error
}

const INT8_OID = 20
const STATEMENT_TIMEOUT = '57014'

/** bigint (count(*), bigserial) as a number, as PGlite returns it; text only beyond 2^53. */
function parseInt8(value: string): number | string {
  const number = Number(value)
  return Number.isSafeInteger(number) ? number : value
}

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

/**
 * Any PostgreSQL 15+ through node-postgres; statement_timeout bounds each transaction. The pool's
 * connections are shared between clients as PGlite's one is (fair-scheduler.ts): otherwise one
 * client's queued requests would hold all of them.
 */
export class PostgresDriver implements Driver {
  readonly kind = 'postgres'
  private readonly pool: pg.Pool
  private readonly scheduler: FairScheduler
  private readonly cooldown = new FaultCooldown()
  private readonly listeners = new Map<string, Set<Listener>>()
  /** The one connection that LISTENs, apart from the pool; opened on the first listen(). */
  private listening?: Promise<pg.Client>
  private closed = false

  constructor(private readonly options: PostgresOptions) {
    const max = options.maxConnections ?? 10
    this.scheduler = new FairScheduler({ capacity: max })
    this.pool = new pg.Pool({
      connectionString: options.connectionString,
      max,
      // UTC so that Postgres renders timestamps exactly as PGlite and hosted Supabase do.
      options: '-c TimeZone=UTC',
      // Bounds a query outside a transaction too; a transaction sets its own (transaction()).
      statement_timeout: options.timeoutMs,
      types,
    })
    // A pooled connection the server closes while idle (restart, admin kill) reports here; the pool
    // has already dropped it and opens a new one on demand. Unhandled, it would end the process.
    this.pool.on('error', () => undefined)
  }

  static async open(options: PostgresOptions): Promise<PostgresDriver> {
    const driver = new PostgresDriver(options)
    await driver.query('select 1')
    return driver
  }

  /** Takes the calling client's turn; one whose statement ran past its deadline is paused. */
  private turn<T>(fn: () => Promise<T>): Promise<T> {
    const refused = this.cooldown.refusal()
    if (refused) return refused
    return this.scheduler.run(currentClient(), async () => {
      this.cooldown.check()
      try {
        return await fn()
      } catch (error) {
        if (toDbError(error)?.code === STATEMENT_TIMEOUT) this.cooldown.report()
        throw error
      }
    })
  }

  query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
    return this.turn(async () => {
      const result = await this.pool.query(sql, params).catch(rethrow)
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length }
    })
  }

  exec(sql: string): Promise<void> {
    return this.turn(async () => {
      await this.pool.query(sql).catch(rethrow)
    })
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    return this.turn(() => this.transactionOnPool(fn, options))
  }

  private async transactionOnPool<T>(
    fn: (tx: Queryable) => Promise<T>,
    options: TransactionOptions,
  ): Promise<T> {
    const client = await this.pool.connect().catch(rethrow)
    let brokenConnection: Error | undefined
    const tx: Queryable = {
      query: async <R>(sql: string, params: unknown[] = []) => {
        const result = await client.query(sql, params).catch(rethrow)
        return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length }
      },
      exec: async (sql: string) => {
        await client.query(sql).catch(rethrow)
      },
    }
    try {
      await client.query(options.readOnly ? 'begin read only' : 'begin')
      await client.query(`select set_config('statement_timeout', $1, true)`, [
        String(options.timeoutMs ?? this.options.timeoutMs),
      ])
      const value = await fn(tx)
      await client.query('commit')
      return value
    } catch (error) {
      // A connection that cannot even roll back is broken: destroy it rather than pool it.
      brokenConnection = await client.query('rollback').then(
        () => undefined,
        (rollbackError: unknown) =>
          rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError)),
      )
      if (error instanceof Rollback) return error.value as T
      throw toDbError(error) ?? error
    } finally {
      client.release(brokenConnection)
    }
  }

  /** The statements on one pooled connection, in transaction(); node-postgres sends one at a time. */
  async batch(statements: Statement[], options: BatchOptions = {}): Promise<BatchResult> {
    const { finish = 'commit', commitIf } = options
    let committed = false
    const results = await this.transaction(async (tx) => {
      const done: QueryResult[] = []
      for (const { sql, params } of statements) done.push(await tx.query(sql, params))
      committed = finish !== 'rollback' && meetsCondition(done.at(-1)?.rows[0], commitIf)
      if (!committed) throw new Rollback(done)
      return done
    }, options)
    return { results, committed }
  }

  async listen(channel: string, listener: Listener): Promise<() => Promise<void>> {
    const set = this.listeners.get(channel)
    if (set) set.add(listener)
    else {
      this.listeners.set(channel, new Set([listener]))
      const connecting = (this.listening ??= this.connectListener())
      const client = await connecting.catch((error: unknown) => {
        if (this.listening === connecting) this.listening = undefined
        throw error
      })
      await client.query(`listen ${pg.escapeIdentifier(channel)}`).catch(rethrow)
    }
    return async () => {
      const remaining = this.listeners.get(channel)
      if (!remaining?.delete(listener) || remaining.size > 0) return
      this.listeners.delete(channel)
      const client = await this.listening?.catch(() => undefined)
      await client?.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined)
    }
  }

  /** Connects the listening connection and LISTENs on every channel asked for so far. */
  private async connectListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.options.connectionString })
    client.on('notification', ({ channel, payload }) => {
      for (const listener of this.listeners.get(channel) ?? []) listener.onPayload(payload ?? '')
    })
    client.on('error', () => undefined)
    try {
      await client.connect()
      for (const channel of this.listeners.keys())
        await client.query(`listen ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      await client.end().catch(() => undefined)
      throw toDbError(error) ?? error
    }
    client.once('end', () => {
      if (!this.closed) this.reconnectListener()
    })
    return client
  }

  /** After the listening connection dropped: again with backoff (0.1 s doubling to 5 s), then tells each listener of the gap. */
  private reconnectListener() {
    this.listening = (async () => {
      for (let attempt = 0; ; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 100 * 2 ** attempt)))
        if (this.closed) throw new Error('the driver closed')
        const client = await this.connectListener().catch(() => undefined)
        if (client) return client
      }
    })()
    this.listening.then(
      () => {
        for (const set of this.listeners.values()) for (const listener of set) listener.onGap?.()
      },
      () => undefined,
    )
  }

  async close(): Promise<void> {
    this.closed = true
    const listening = this.listening
    this.listening = undefined
    await (await listening?.catch(() => undefined))?.end().catch(() => undefined)
    await this.scheduler.idle()
    await this.pool.end()
  }
}
