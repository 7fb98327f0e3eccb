import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DATABASE_TARGETS,
  openFreshPostgres,
  targetTitle,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../../tests/support/test-databases'
import { runAsClient } from './client-context'
import { DbError } from './driver'
import { PostgresDriver } from './postgres-driver'

const postgres = DATABASE_TARGETS.find((target) => target.name === 'PostgreSQL 15')!
if (postgres.skipReason) console.warn(`PostgresDriver on ${postgres.name}: ${postgres.skipReason}`)

describe.skipIf(postgres.skipReason !== undefined)(
  `PostgresDriver on ${targetTitle(postgres)}`,
  () => {
    let database: TestDatabase

    beforeAll(async () => {
      database = await openFreshPostgres({ migrated: false, timeoutMs: 300 })
    })
    afterAll(async () => {
      await database?.close()
    })

    it('bounds a query outside a transaction by statement_timeout (57014)', async () => {
      const started = Date.now()
      const error = await database.db.query('select pg_sleep(5)').catch((e: unknown) => e)
      expect(error).toBeInstanceOf(DbError)
      expect(error).toMatchObject({
        code: '57014',
        message: 'canceling statement due to statement timeout',
      })
      expect(Date.now() - started).toBeLessThan(1500)
    })

    it('keeps working when the server ends its pooled connections', async () => {
      await Promise.all([1, 2, 3].map(() => database.db.query('select pg_sleep(0.05)')))
      await database.db.transaction((tx) =>
        tx.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
        ),
      )
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect((await database.db.query('select 1 as one')).rows).toEqual([{ one: 1 }])
    })

    it("shares the pool between clients: a light client does not wait behind a busy client's queue", async () => {
      const db = await PostgresDriver.open({
        connectionString: TEST_DATABASE_URL!,
        timeoutMs: 5_000,
        maxConnections: 2,
      })
      try {
        const finished: string[] = []
        const as = (client: string, label: string, sql: string) =>
          runAsClient(client, () => db.query(sql)).then(() => finished.push(label))
        const busy = [0, 1, 2, 3, 4, 5].map((i) => as('busy', `busy ${i}`, 'select pg_sleep(0.1)'))
        const light = as('light', 'light', 'select 1')
        await Promise.all([...busy, light])
        // Two connections: the light client waits for one of the two statements already running.
        expect(finished.indexOf('light')).toBeLessThanOrEqual(2)
      } finally {
        await db.close()
      }
    })

    it('pauses a request client whose statement ran past its deadline, and only that client', async () => {
      const asClient = (client: string, sql: string) =>
        runAsClient(client, () => database.db.query(sql), 60_000)
      await expect(asClient('runaway', 'select pg_sleep(5)')).rejects.toMatchObject({
        code: '57014',
      })
      await expect(asClient('runaway', 'select 1')).rejects.toMatchObject({ code: '53300' })
      expect((await asClient('bystander', 'select 1 as one')).rows).toEqual([{ one: 1 }])
      // Outside a request (migrations, the CLI) nothing is paused.
      expect((await database.db.query('select 1 as one')).rows).toEqual([{ one: 1 }])
    })

    it('keeps a bigint beyond 2^53 as text rather than rounding it', async () => {
      const result = await database.db.query(
        'select 9007199254740993::int8 as big, 42::int8 as small',
      )
      expect(result.rows).toEqual([{ big: '9007199254740993', small: 42 }])
    })
  },
)
