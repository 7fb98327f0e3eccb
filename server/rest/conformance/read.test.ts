import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canCreateFixtures, createRestHarness, isRemote, type RestHarness } from './harness'

describe.skipIf(!canCreateFixtures)('reading tables and views', () => {
  let h: RestHarness
  beforeAll(async () => {
    h = await createRestHarness()
  })
  afterAll(() => h?.close())

  it('returns the listed columns, aliased and cast, in select order', async () => {
    const { data, error, status } = await h
      .anon()
      .from('todos')
      .select('id, label:title, price::text')
      .eq('id', 1)
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data).toEqual([{ id: 1, label: 'File the petition', price: '10.50' }])
  })

  it('sends the JSON Postgres renders, byte for byte (numeric scale, timestamps, jsonb spacing)', async () => {
    const response = await h.rest('/todos?select=id,price,data,created_at&id=eq.1')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await response.text()).toBe(
      '[{"id":1,"price":10.50,"data":{"court": {"name": "Pune"}, "pages": 3},"created_at":"2026-01-01T00:00:00+00:00"}]',
    )
  })

  it('reads JSON paths, naming them after the last key, in select, filters and order', async () => {
    const { data } = await h
      .anon()
      .from('todos')
      .select('id, data->court->>name, pages:data->pages')
      .not('data->court->>name', 'is', null)
      .order('data->court->>name', { ascending: false })
    expect(data).toEqual([
      { id: 1, name: 'Pune', pages: 3 },
      { id: 2, name: 'Mumbai', pages: 1 },
    ])
  })

  it('returns every column for *, and for an empty select', async () => {
    const star = await h.anon().from('profiles').select('*').eq('username', 'bob')
    expect(star.data).toEqual([
      {
        id: expect.any(String),
        username: 'bob',
        bio: null,
        created_at: '2026-01-01T00:00:00+00:00',
      },
    ])
    const empty = await h.rest('/profiles?select=&username=eq.bob')
    expect(await empty.json()).toEqual(star.data)
  })

  it('orders by several columns with nulls first or last', async () => {
    const { data } = await h
      .anon()
      .from('todos')
      .select('id, priority')
      .order('priority', { ascending: false, nullsFirst: true })
      .order('id', { ascending: true })
    expect(data?.map((row) => row.id)).toEqual([3, 5, 4, 2, 1])
    const last = await h.rest('/todos?select=id&order=priority.asc.nullslast,id.desc')
    expect((await last.json()).map((row: { id: number }) => row.id)).toEqual([1, 2, 4, 5, 3])
  })

  it('pages with range() and reports the total with count=exact (206 when partial)', async () => {
    const partial = await h
      .anon()
      .from('numbers')
      .select('n', { count: 'exact' })
      .order('n')
      .range(2, 4)
    expect(partial.status).toBe(206)
    expect(partial.count).toBe(10)
    expect(partial.data).toEqual([{ n: 3 }, { n: 4 }, { n: 5 }])
    const whole = await h.anon().from('numbers').select('n', { count: 'exact' })
    expect(whole.status).toBe(200)
    expect(whole.count).toBe(10)
  })

  it('sends Content-Range first-last/total, or */total when no rows are returned', async () => {
    const page = await h.rest('/numbers?select=n&order=n&offset=3&limit=2', {
      headers: { Prefer: 'count=exact' },
    })
    expect(page.headers.get('content-range')).toBe('3-4/10')
    expect(page.headers.get('preference-applied')).toBe('count=exact')
    const none = await h.rest('/numbers?select=n&limit=0', { headers: { Prefer: 'count=exact' } })
    expect(none.status).toBe(206)
    expect(none.headers.get('content-range')).toBe('*/10')
    expect(await none.json()).toEqual([])
    const noCount = await h.rest('/numbers?select=n&n=gt.100')
    expect(noCount.headers.get('content-range')).toBe('*/*')
  })

  it('answers 416 PGRST103 for an offset past the end', async () => {
    const { status, error } = await h
      .anon()
      .from('numbers')
      .select('n', { count: 'exact' })
      .range(20, 25)
    expect(status).toBe(416)
    expect(error).toEqual({
      code: 'PGRST103',
      details: 'An offset of 20 was requested, but there are only 10 rows.',
      hint: null,
      message: 'Requested range not satisfiable',
    })
  })

  it('honours the Range header on GET', async () => {
    const response = await h.rest('/numbers?select=n&order=n', {
      headers: { Range: '1-2', 'Range-Unit': 'items' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-range')).toBe('1-2/*')
    expect(await response.json()).toEqual([{ n: 2 }, { n: 3 }])
  })

  it.skipIf(isRemote)('caps responses at max rows', async () => {
    const config = h.backend!.config
    const previous = config.maxRows
    config.maxRows = 3
    try {
      const { data, count, status } = await h
        .anon()
        .from('numbers')
        .select('n', { count: 'exact' })
        .order('n')
      expect(data).toHaveLength(3)
      expect(count).toBe(10)
      expect(status).toBe(206)
    } finally {
      config.maxRows = previous
    }
  })

  it('answers HEAD with the count and no body', async () => {
    const { data, count, status, error } = await h
      .anon()
      .from('numbers')
      .select('*', { count: 'exact', head: true })
      .gt('n', 4)
    expect({ data, count, status, error }).toEqual({
      data: null,
      count: 6,
      status: 200,
      error: null,
    })
  })

  it('returns a bare object for single() and 406 PGRST116 otherwise', async () => {
    const one = await h.anon().from('todos').select('id, title').eq('id', 2).single()
    expect(one.data).toEqual({ id: 2, title: 'Call the client' })
    const raw = await h.rest('/todos?select=id&id=eq.2', {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    })
    expect(raw.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8')
    expect(await raw.text()).toBe('{"id":2}')
    const none = await h.anon().from('todos').select('id').eq('id', 99).single()
    expect(none.status).toBe(406)
    expect(none.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    })
    const many = await h.anon().from('todos').select('id').single()
    expect(many.error?.details).toBe('The result contains 5 rows')
  })

  it('resolves maybeSingle() to null for no rows and to an error for several', async () => {
    const none = await h.anon().from('todos').select('id').eq('id', 99).maybeSingle()
    expect(none).toMatchObject({ data: null, error: null, status: 200 })
    const many = await h.anon().from('todos').select('id').in('id', [1, 2]).maybeSingle()
    expect(many.error?.code).toBe('PGRST116')
  })

  it('strips null values on request', async () => {
    const { data } = await h
      .anon()
      .from('profiles')
      .select('username, bio')
      .eq('username', 'bob')
      .stripNulls()
    expect(data).toEqual([{ username: 'bob' }])
  })

  it('reads views like tables', async () => {
    const { data } = await h.anon().from('open_todos').select('id, title').order('id')
    expect(data?.map((row) => row.id)).toEqual([1, 3, 4])
  })

  it('names the resource and canonical query in Content-Location', async () => {
    const response = await h.rest('/todos?select=id&order=id&id=gt.3')
    expect(response.headers.get('content-location')).toBe('/todos?id=gt.3&order=id&select=id')
    expect(response.headers.get('content-profile')).toBe('public')
  })

  it('answers 404 PGRST205 for an unknown table, suggesting a close name', async () => {
    const { status, error } = await h.anon().from('todo').select()
    expect(status).toBe(404)
    expect(error).toEqual({
      code: 'PGRST205',
      details: null,
      hint: "Perhaps you meant the table 'public.todos'",
      message: "Could not find the table 'public.todo' in the schema cache",
    })
    const far = await h.anon().from('xyzzy_plugh').select()
    expect(far.error?.hint).toBeNull()
  })

  it('answers 400 42703 for an unknown column and 42704 for an unknown cast type', async () => {
    const column = await h.anon().from('todos').select('id, nope')
    expect(column.status).toBe(400)
    expect(column.error).toMatchObject({
      code: '42703',
      message: 'column todos.nope does not exist',
    })
    const cast = await h.anon().from('todos').select('id::frobnicate')
    expect(cast.status).toBe(400)
    expect(cast.error).toMatchObject({ code: '42704', message: 'type "frobnicate" does not exist' })
  })

  it('answers 406 PGRST106 for a schema that is not exposed', async () => {
    const response = await h.rest('/todos', { headers: { 'Accept-Profile': 'auth' } })
    expect(response.status).toBe(406)
    expect(await response.json()).toEqual({
      code: 'PGRST106',
      details: null,
      hint: 'Only the following schemas are exposed: public, graphql_public',
      message: 'Invalid schema: auth',
    })
  })

  it('answers 406 PGRST107 for media types it cannot produce', async () => {
    const response = await h.rest('/todos', { headers: { Accept: 'application/xml' } })
    expect(response.status).toBe(406)
    expect((await response.json()).code).toBe('PGRST107')
  })

  it('runs reads in a read-only transaction', async () => {
    const response = await h.rest('/rpc/claims')
    expect((await response.json()).read_only).toBe('on')
  })
})
