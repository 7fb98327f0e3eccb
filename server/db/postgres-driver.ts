import pg from 'pg'
import { Rollback, toDbError, type Driver, type Queryable, type QueryResult, type TransactionOptions } from './driver'

export type PostgresOptions = { connectionString: string; timeoutMs: number; maxConnections?: number }

function rethrow(error: unknown): never {
  throw toDbError(error) ?? error
}

/** Any PostgreSQL 15+ through node-postgres; statement_timeout bounds each transaction. */
export class PostgresDriver implements Driver {
  readonly kind = 'postgres'
  private readonly pool: pg.Pool

  constructor(private readonly options: PostgresOptions) {
    this.pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.maxConnections ?? 10,
      // UTC so that Postgres renders timestamps exactly as PGlite and hosted Supabase do.
      options: '-c TimeZone=UTC',
    })
  }

  static async open(options: PostgresOptions): Promise<PostgresDriver> {
    const driver = new PostgresDriver(options)
    await driver.query('select 1')
    return driver
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
    const result = await this.pool.query(sql, params).catch(rethrow)
    return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length }
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql).catch(rethrow)
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    const client = await this.pool.connect()
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
      await client.query('rollback').catch(() => undefined)
      if (error instanceof Rollback) return error.value as T
      throw toDbError(error) ?? error
    } finally {
      client.release()
    }
  }

  async close(): Promise<void> {
    await this.pool.end()
  }
}
