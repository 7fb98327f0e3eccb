import { execFileSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  openNewPglite,
  openPgliteSnapshot,
  type TestDatabase,
} from '../../tests/support/test-databases'
import { runAsClient } from './client-context'
import { DbError } from './driver'
import { PgliteDriver } from './pglite-driver'

const elapsedSince = (started: number) => Date.now() - started

describe('PgliteDriver with a data directory', () => {
  let dir: string
  let db: PgliteDriver

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lexsetu-pglite-'))
    db = await openNewPglite({ dataDir: dir, timeoutMs: 300 })
    await db.transaction(
      (tx) => tx.exec(`create table kept (id int); insert into kept values (1), (2);`),
      { timeoutMs: 60_000 },
    )
  })
  afterAll(async () => {
    await db?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('stops a query that runs past the timeout with 57014 within about a second and restarts the worker', async () => {
    const started = Date.now()
    const error = await db.query('select pg_sleep(5)').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DbError)
    expect(error).toMatchObject({ code: '57014' })
    expect(elapsedSince(started)).toBeLessThan(1500)
  })

  // Follow-up queries get a generous bound: a freshly restarted PGlite is slow on a busy machine.
  const patiently = (sql: string) => db.transaction((tx) => tx.query(sql), { timeoutMs: 60_000 })

  it('pauses a request client whose statement restarted the worker, and only that client', async () => {
    const asClient = (client: string, sql: string) =>
      runAsClient(client, () => db.query(sql), 60_000)
    await expect(asClient('runaway', 'select pg_sleep(5)')).rejects.toMatchObject({
      code: '57014',
    })
    await expect(asClient('runaway', 'select 1')).rejects.toMatchObject({ code: '53300' })
    expect((await runAsClient('bystander', () => patiently('select 1 as one'))).rows).toEqual([
      { one: 1 },
    ])
  })

  it('answers the next query from the restarted worker with the data committed before', async () => {
    const result = await patiently('select count(*)::int as n from kept')
    expect(result.rows).toEqual([{ n: 2 }])
  })

  it('runs the queries queued behind a runaway statement once the worker is back', async () => {
    const runaway = db.query('select pg_sleep(5)').catch((e: unknown) => e)
    const queued = [patiently('select 1 as n'), patiently('select 2 as n')]
    expect(await runaway).toMatchObject({ code: '57014' })
    expect((await Promise.all(queued)).map((r) => r.rows)).toEqual([[{ n: 1 }], [{ n: 2 }]])
  })
})

describe('PgliteDriver concurrency', () => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await openPgliteSnapshot()
  })
  afterAll(async () => {
    await database?.close()
  })

  it('runs concurrent transactions one after the other, never interleaved', async () => {
    const events: string[] = []
    await Promise.all(
      [0, 1, 2, 3].map((i) =>
        database.db.transaction(async (tx) => {
          events.push(`begin ${i}`)
          await tx.query('select pg_sleep(0.02)')
          events.push(`end ${i}`)
        }),
      ),
    )
    expect(events).toEqual([
      'begin 0',
      'end 0',
      'begin 1',
      'end 1',
      'begin 2',
      'end 2',
      'begin 3',
      'end 3',
    ])
  })

  it("gives the next turn to a client that has not used the connection, ahead of a busy client's queue", async () => {
    const finished: string[] = []
    const as = (client: string, label: string, sql: string) =>
      runAsClient(client, () => database.db.query(sql)).then(() => finished.push(label))
    const busy = [0, 1, 2, 3, 4].map((i) => as('busy', `busy ${i}`, 'select pg_sleep(0.05)'))
    const light = as('light', 'light', 'select 1')
    await Promise.all([...busy, light])
    // The light client waits only for the statement that was running when it asked.
    expect(finished).toEqual(['busy 0', 'light', 'busy 1', 'busy 2', 'busy 3', 'busy 4'])
  })

  it('keeps a transaction on the connection for all its statements while other clients wait', async () => {
    const events: string[] = []
    const transaction = runAsClient('writer', () =>
      database.db.transaction(async (tx) => {
        events.push('begin')
        await tx.query('select pg_sleep(0.02)')
        events.push('middle')
        await tx.query('select pg_sleep(0.02)')
        events.push('end')
      }),
    )
    const other = runAsClient('reader', () => database.db.query('select 1')).then(() =>
      events.push('other client'),
    )
    await Promise.all([transaction, other])
    expect(events).toEqual(['begin', 'middle', 'end', 'other client'])
  })

  it('makes a plain query wait for an open transaction without seeing its settings', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const transaction = database.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', '{"sub":"inside"}', true)`)
      await held
    })
    let answered = false
    const plain = database.db
      .query<{
        claims: string
      }>(`select coalesce(current_setting('request.jwt.claims', true), '') as claims`)
      .then((result) => {
        answered = true
        return result
      })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(answered).toBe(false)
    release()
    await transaction
    expect((await plain).rows).toEqual([{ claims: '' }])
  })

  it('refuses further statements of a transaction that timed out instead of running them outside it', async () => {
    const seen: unknown[] = []
    const outcome = await database.db
      .transaction(
        async (tx) => {
          seen.push(await tx.query('select pg_sleep(5)').catch((e: unknown) => e))
          seen.push(await tx.query('select 1').catch((e: unknown) => e))
        },
        { timeoutMs: 300 },
      )
      .catch((e: unknown) => e)
    expect(seen).toEqual([
      expect.objectContaining({ code: '57014' }),
      expect.objectContaining({ code: '57014' }),
    ])
    expect(outcome).toMatchObject({ code: '57014' })
  })
})

// The HTTP layer refuses deep JSON (http/json-shape.ts); this is the driver's own defence for
// whatever else may exhaust PGlite's WebAssembly stack: a broken connection is replaced.
describe('PgliteDriver after PGlite loses its footing', () => {
  let dir: string
  let db: PgliteDriver
  const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lexsetu-pglite-'))
    db = await openNewPglite({ dataDir: dir, timeoutMs: 60_000 })
    await db.exec(`create table kept (id int); insert into kept values (1), (2);`)
  })
  afterAll(async () => {
    await db?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it.each([
    ['a query', () => db.query('select $1::jsonb is not null as parsed', [deep(30_000)])],
    [
      'a query with typed parameters',
      () => db.query('select $1::jsonb is not null and $2 as parsed', [deep(30_000), true]),
    ],
    [
      'a batch',
      () => db.batch([{ sql: 'select $1::jsonb is not null as parsed', params: [deep(30_000)] }]),
    ],
    [
      'a transaction',
      () =>
        db.transaction((tx) => tx.query('select $1::jsonb is not null as parsed', [deep(30_000)])),
    ],
  ])(
    'fails %s it could not run, never answers it with no rows, and serves the next',
    async (_, run) => {
      await expect(run()).rejects.toBeInstanceOf(DbError)
      const next = await db.transaction((tx) =>
        tx.query<{ n: number }>('select count(*)::int as n from kept'),
      )
      expect(next.rows).toEqual([{ n: 2 }])
      const batch = await db.batch([{ sql: 'select count(*)::int as n from kept' }])
      expect(batch.results[0].rows).toEqual([{ n: 2 }])
    },
  )

  it('fails only the statement that broke the connection; the calls queued behind it run on the new worker', async () => {
    const broken = runAsClient('attacker', () =>
      db.query('select $1::jsonb is not null as parsed', [deep(30_000)]),
    )
    const queued = ['reader', 'writer', 'attacker'].map((client) =>
      runAsClient(client, () => db.query<{ n: number }>('select count(*)::int as n from kept')),
    )
    await expect(broken).rejects.toBeInstanceOf(DbError)
    expect((await Promise.all(queued)).map((result) => result.rows)).toEqual([
      [{ n: 2 }],
      [{ n: 2 }],
      [{ n: 2 }],
    ])
  })

  it('fails only the call in flight when the worker dies; the calls queued behind it run on a new worker', async () => {
    const inFlight = db.query('select pg_sleep(0.5)')
    const queued = [1, 2, 3].map(() =>
      db.query<{ n: number }>('select count(*)::int as n from kept'),
    )
    // As a crash of the thread would: the worker ends without the driver asking it to.
    await new Promise((resolve) => setTimeout(resolve, 100))
    await (db as unknown as { worker: { terminate: () => Promise<number> } }).worker.terminate()
    await expect(inFlight).rejects.toMatchObject({ code: '57P01' })
    expect((await Promise.all(queued)).map((result) => result.rows)).toEqual([
      [{ n: 2 }],
      [{ n: 2 }],
      [{ n: 2 }],
    ])
  })

  it('keeps its connection when a function merely says the same words', async () => {
    // A temporary table lives only as long as the connection: a restart would drop it.
    await db.exec('create temporary table marker (id int)')
    await db.query(`do $$ begin raise warning 'snapshot 0x1 still active'; end $$`)
    await expect(
      db.query(
        `do $$ begin raise exception using errcode = 'XX000', message = 'BeginTransactionBlock: unexpected state END'; end $$`,
      ),
    ).rejects.toMatchObject({ code: 'XX000' })
    expect((await db.query('select count(*)::int as n from marker')).rows).toEqual([{ n: 0 }])
  })
})

describe('PgliteDriver.dump', () => {
  let dir: string
  let db: PgliteDriver

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lexsetu-dump-'))
    db = await openNewPglite({ timeoutMs: 60_000 })
    await db.exec(`create table kept (id int); insert into kept values (1), (2);`)
    // Finished segments that a checkpoint recycles as files for later.
    for (let i = 0; i < 4; i++) await db.query('select pg_switch_wal()')
    await db.query('checkpoint')
  })
  afterAll(async () => {
    await db?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('leaves out the WAL segments made for later, and opens again with the data', async () => {
    const current = (
      await db.query<{ segment: string }>(
        'select pg_walfile_name(pg_current_wal_insert_lsn()) as segment',
      )
    ).rows[0].segment
    const dump = await db.dump()
    const file = path.join(dir, 'dump.tar')
    await writeFile(file, dump)
    const segments = execFileSync('tar', ['tf', file], { encoding: 'utf8' })
      .split('\n')
      .map((name) => /pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1])
      .filter((name) => name !== undefined)
    expect(segments.length).toBeGreaterThan(0)
    expect(segments.filter((name) => name > current)).toEqual([])

    const reopened = await PgliteDriver.open({ snapshot: dump, timeoutMs: 60_000 })
    try {
      expect((await reopened.query('select id from kept order by id')).rows).toEqual([
        { id: 1 },
        { id: 2 },
      ])
      await reopened.exec('insert into kept values (3)')
      for (let i = 0; i < 2; i++) await reopened.query('select pg_switch_wal()')
      expect((await reopened.query('select count(*)::int as n from kept')).rows).toEqual([{ n: 3 }])
    } finally {
      await reopened.close()
    }
  })

  it('fills an empty data directory from a dump once; a restarted worker keeps what was written since', async () => {
    const dataDir = path.join(dir, 'filled')
    const filled = await PgliteDriver.open({ dataDir, snapshot: await db.dump(), timeoutMs: 300 })
    try {
      await filled.exec('insert into kept values (4)')
      // A runaway statement restarts the worker: it opens the folder, not the dump again.
      await expect(filled.query('select pg_sleep(5)')).rejects.toMatchObject({ code: '57014' })
      const rows = await filled.transaction((tx) => tx.query('select id from kept order by id'), {
        timeoutMs: 60_000,
      })
      expect(rows.rows).toEqual([{ id: 1 }, { id: 2 }, { id: 4 }])
    } finally {
      await filled.close()
    }
  })

  it('opens a data directory made before supabase_admin, whose superuser is postgres', async () => {
    const dataDir = path.join(dir, 'older')
    const older = await PGlite.create({ dataDir })
    await older.exec('create table kept_before (id int); insert into kept_before values (7)')
    await older.close()
    const reopened = await PgliteDriver.open({ dataDir, timeoutMs: 60_000 })
    try {
      expect((await reopened.query('select current_user, id from kept_before')).rows).toEqual([
        { current_user: 'postgres', id: 7 },
      ])
    } finally {
      await reopened.close()
    }
  })

  it('makes a new database with supabase_admin as its superuser', async () => {
    const fresh = await PgliteDriver.open({ timeoutMs: 60_000 })
    try {
      expect(
        (
          await fresh.query(
            'select current_user, rolsuper from pg_roles where rolname = current_user',
          )
        ).rows,
      ).toEqual([{ current_user: 'supabase_admin', rolsuper: true }])
    } finally {
      await fresh.close()
    }
  })
})
