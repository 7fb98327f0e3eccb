import { beforeEach, expect, it } from 'vitest'
import { describeOnEachDatabase, useMigratedDatabase } from '../../tests/support/test-databases'
import { DbError, Rollback } from './driver'

/** The contract both drivers keep (driver.ts); the REST and auth code rely on nothing else. */
describeOnEachDatabase('Driver contract', (target) => {
  const db = useMigratedDatabase(target)

  // Per test: a PGlite database kept in memory restarts from its snapshot after a timeout.
  beforeEach(async () => {
    await db().exec(`create schema if not exists driver_probe;
      create table if not exists driver_probe.notes (id int primary key, body text not null check (body <> ''));
      truncate driver_probe.notes;`)
  })

  it('cancels a transaction that runs past its timeoutMs with 57014 within about a second', async () => {
    const started = Date.now()
    const error = await db()
      .transaction((tx) => tx.query('select pg_sleep(5)'), { timeoutMs: 300 })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DbError)
    expect(error).toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    })
    expect(Date.now() - started).toBeLessThan(1500)
    expect((await db().query('select 1 as one')).rows).toEqual([{ one: 1 }])
  })

  it('hands the value of a Rollback out and keeps none of the writes', async () => {
    const value = await db().transaction(async (tx) => {
      await tx.query(`insert into driver_probe.notes values (1, 'draft')`)
      const seen = await tx.query<{ n: number }>(
        'select count(*)::int as n from driver_probe.notes',
      )
      throw new Rollback({ seenInside: seen.rows[0].n })
    })
    expect(value).toEqual({ seenInside: 1 })
    expect((await db().query('select count(*)::int as n from driver_probe.notes')).rows).toEqual([
      { n: 0 },
    ])
  })

  it('commits what the function wrote and returns its value', async () => {
    const value = await db().transaction(async (tx) => {
      const result = await tx.query(
        `insert into driver_probe.notes values (2, 'kept') returning id`,
      )
      return result.rowCount
    })
    expect(value).toBe(1)
    expect((await db().query('select body from driver_probe.notes where id = 2')).rows).toEqual([
      { body: 'kept' },
    ])
  })

  it('rolls back every statement of a transaction that fails, and reports SQLSTATE, constraint and detail', async () => {
    const error = await db()
      .transaction(async (tx) => {
        await tx.query(`insert into driver_probe.notes values (3, 'first')`)
        await tx.query(`insert into driver_probe.notes values (3, 'again')`)
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DbError)
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'notes_pkey',
      detail: 'Key (id)=(3) already exists.',
      table: 'notes',
      schema: 'driver_probe',
    })
    expect((await db().query('select id from driver_probe.notes where id = 3')).rows).toEqual([])
  })

  it('gives concurrent transactions each only their own request.jwt.claims', async () => {
    const seen = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        db().transaction(async (tx) => {
          await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
            JSON.stringify({ sub: `user-${i}` }),
          ])
          await tx.query('select pg_sleep(0.01)')
          const claims = await tx.query<{ sub: string }>(
            `select current_setting('request.jwt.claims', true)::jsonb ->> 'sub' as sub`,
          )
          return claims.rows[0].sub
        }),
      ),
    )
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => `user-${i}`))
    const after = await db().query(
      `select coalesce(current_setting('request.jwt.claims', true), '') as claims`,
    )
    expect(after.rows).toEqual([{ claims: '' }])
  })

  it('refuses writes in a read-only transaction (25006)', async () => {
    const error = await db()
      .transaction((tx) => tx.query(`insert into driver_probe.notes values (4, 'no')`), {
        readOnly: true,
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: '25006' })
  })

  it('returns the same JavaScript values from both drivers', async () => {
    const result = await db().query(
      `select 1::int4 as int4, 2::int8 as int8, 1.50::numeric as numeric, true as bool, '{"a":[1]}'::jsonb as jsonb,
              '00000000-0000-4000-8000-000000000000'::uuid as uuid, '{1,2}'::int[] as array, null::text as nothing,
              '2026-01-02 03:04:05+00'::timestamptz as at`,
    )
    expect(result.rows).toEqual([
      {
        int4: 1,
        int8: 2,
        numeric: '1.50',
        bool: true,
        jsonb: { a: [1] },
        uuid: '00000000-0000-4000-8000-000000000000',
        array: [1, 2],
        nothing: null,
        at: new Date('2026-01-02T03:04:05Z'),
      },
    ])
    expect(result.rowCount).toBe(1)
  })

  it('renders timestamps in UTC, as hosted Supabase does', async () => {
    const result = await db().query(`select '2026-01-02 08:34:05+05:30'::timestamptz::text as at`)
    expect(result.rows).toEqual([{ at: '2026-01-02 03:04:05+00' }])
  })

  it('follows the schema when a table under a query it ran before gains a column', async () => {
    const readAll = () => db().query(`select * from driver_probe.notes where id = $1`, [1])
    await db().query(`insert into driver_probe.notes values (1, 'before')`)
    expect((await readAll()).rows).toEqual([{ id: 1, body: 'before' }])
    await db().exec(`alter table driver_probe.notes add column mood text not null default 'calm'`)
    try {
      expect((await readAll()).rows).toEqual([{ id: 1, body: 'before', mood: 'calm' }])
    } finally {
      await db().exec(`alter table driver_probe.notes drop column mood`)
    }
  })

  it('binds numbers as their value, also where Postgres infers text or numeric', async () => {
    const { rows } = await db().query<Record<string, unknown>>(
      `select $1::int + 1 as n, $2::numeric as big, $3::text as t, $4::float8 as f, $5 || '' as untyped`,
      [41, 12345678901234, 7, 0.5, 3],
    )
    expect(rows).toEqual([{ n: 42, big: '12345678901234', t: '7', f: 0.5, untyped: '3' }])
  })

  it('runs multi-statement scripts with exec and reports the SQLSTATE of a failing one', async () => {
    await db().exec(
      `insert into driver_probe.notes values (5, 'a'); insert into driver_probe.notes values (6, 'b');`,
    )
    expect(
      (await db().query('select count(*)::int as n from driver_probe.notes where id in (5, 6)'))
        .rows,
    ).toEqual([{ n: 2 }])
    await expect(db().exec(`insert into driver_probe.notes values (7, '')`)).rejects.toMatchObject({
      code: '23514',
    })
  })
})

/** Driver.batch: statements known up front, one transaction (one message to PGlite's worker). */
describeOnEachDatabase('Driver batch', (target) => {
  const db = useMigratedDatabase(target)
  const count = async () =>
    (await db().query<{ n: number }>('select count(*)::int as n from driver_probe.notes')).rows[0].n

  beforeEach(async () => {
    await db().exec(`create schema if not exists driver_probe;
      create table if not exists driver_probe.notes (id int primary key, body text not null check (body <> ''));
      truncate driver_probe.notes;`)
  })

  it('commits the statements in order and returns the rows and row count of each', async () => {
    const { results, committed } = await db().batch([
      {
        sql: `insert into driver_probe.notes values ($1, $2), ($3, $4)`,
        params: ['1', 'a', '2', 'b'],
      },
      { sql: `update driver_probe.notes set body = body || '!' where id > $1`, params: ['0'] },
      { sql: `select id, body from driver_probe.notes order by id` },
    ])
    expect(committed).toBe(true)
    expect(results).toEqual([
      { rows: [], rowCount: 2 },
      { rows: [], rowCount: 2 },
      {
        rows: [
          { id: 1, body: 'a!' },
          { id: 2, body: 'b!' },
        ],
        rowCount: 2,
      },
    ])
    expect(await count()).toBe(2)
  })

  it('binds numbers, booleans, objects and nulls by their Postgres type as query() does', async () => {
    const { results } = await db().batch([
      {
        sql: `select $1::int + 1 as n, $2::boolean as flag, $3::jsonb as doc, $4::text as nothing, $5::int as text_number`,
        params: [41, true, { a: [1] }, null, '7'],
      },
    ])
    expect(results[0].rows).toEqual([
      { n: 42, flag: true, doc: { a: [1] }, nothing: null, text_number: 7 },
    ])
  })

  it('rolls back every statement when one fails and throws its SQLSTATE and constraint', async () => {
    const error = await db()
      .batch([
        { sql: `insert into driver_probe.notes values ($1, $2)`, params: ['3', 'first'] },
        { sql: `insert into driver_probe.notes values ($1, $2)`, params: ['3', 'again'] },
        { sql: `insert into driver_probe.notes values ($1, $2)`, params: ['4', 'never'] },
      ])
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DbError)
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'notes_pkey',
      detail: 'Key (id)=(3) already exists.',
    })
    expect(await count()).toBe(0)
    expect((await db().query('select 1 as one')).rows).toEqual([{ one: 1 }])
  })

  it('ends with ROLLBACK when asked, after handing out what the statements returned', async () => {
    const { results, committed } = await db().batch(
      [
        {
          sql: `insert into driver_probe.notes values ($1, $2) returning id`,
          params: ['5', 'draft'],
        },
      ],
      { finish: 'rollback' },
    )
    expect(committed).toBe(false)
    expect(results[0].rows).toEqual([{ id: 5 }])
    expect(await count()).toBe(0)
  })

  it('commits only when the last row meets commitIf, and rolls back otherwise', async () => {
    const insertTwo = (first: string) => [
      {
        sql: `insert into driver_probe.notes values ($1, 'x'), ($1::int + 1, 'y')`,
        params: [first],
      },
      { sql: `select count(*)::text as page from driver_probe.notes` },
    ]
    const refused = await db().batch(insertTwo('10'), {
      commitIf: { column: 'page', min: 1, max: 1 },
    })
    expect(refused).toMatchObject({
      committed: false,
      results: [{ rowCount: 2 }, { rows: [{ page: '2' }] }],
    })
    expect(await count()).toBe(0)
    const accepted = await db().batch(insertTwo('20'), { commitIf: { column: 'page', max: 2 } })
    expect(accepted.committed).toBe(true)
    expect(await count()).toBe(2)
  })

  it('refuses writes in a read-only batch (25006)', async () => {
    const error = await db()
      .batch([{ sql: `insert into driver_probe.notes values ($1, $2)`, params: ['6', 'no'] }], {
        readOnly: true,
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: '25006' })
  })

  it('keeps set_config(…, true) inside the batch', async () => {
    const { results } = await db().batch([
      { sql: `select set_config('request.jwt.claims', $1, true)`, params: ['{"sub":"inside"}'] },
      { sql: `select current_setting('request.jwt.claims', true)::jsonb ->> 'sub' as sub` },
    ])
    expect(results[1].rows).toEqual([{ sub: 'inside' }])
    const after = await db().query(
      `select coalesce(current_setting('request.jwt.claims', true), '') as claims`,
    )
    expect(after.rows).toEqual([{ claims: '' }])
  })

  it('runs the same statement texts again with new values, also after a batch of them failed midway', async () => {
    const insertAndRead = (id: string) => [
      { sql: `insert into driver_probe.notes values ($1, $2)`, params: [id, `note ${id}`] },
      { sql: `select body from driver_probe.notes where id = $1`, params: [id] },
    ]
    expect((await db().batch(insertAndRead('30'))).results[1].rows).toEqual([{ body: 'note 30' }])
    const error = await db()
      .batch([
        ...insertAndRead('31'),
        ...insertAndRead('30'),
        { sql: `select $1 || '?' as never`, params: ['x'] },
      ])
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: '23505' })
    expect((await db().batch(insertAndRead('32'))).results[1].rows).toEqual([{ body: 'note 32' }])
    expect(
      (await db().batch([{ sql: `select $1 || '?' as never`, params: ['x'] }])).results[0].rows,
    ).toEqual([{ never: 'x?' }])
    expect(await count()).toBe(2)
  })

  it('follows the schema when a table under a statement it ran before gains a column', async () => {
    const readAll = [{ sql: `select * from driver_probe.notes where id = $1`, params: ['40'] }]
    await db().query(`insert into driver_probe.notes values (40, 'before')`)
    expect((await db().batch(readAll)).results[0].rows).toEqual([{ id: 40, body: 'before' }])
    await db().exec(`alter table driver_probe.notes add column mood text not null default 'calm'`)
    try {
      expect((await db().batch(readAll)).results[0].rows).toEqual([
        { id: 40, body: 'before', mood: 'calm' },
      ])
    } finally {
      await db().exec(`alter table driver_probe.notes drop column mood`)
    }
  })

  it('cancels a batch that runs past its timeoutMs with 57014 and answers the next query', async () => {
    const started = Date.now()
    const error = await db()
      .batch([{ sql: 'select pg_sleep(5)' }], { timeoutMs: 300 })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    })
    expect(Date.now() - started).toBeLessThan(1500)
    expect((await db().query('select 1 as one')).rows).toEqual([{ one: 1 }])
  })
})
