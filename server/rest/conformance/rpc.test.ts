import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURE_SQL } from './fixtures'
import { canCreateFixtures, createRestHarness, isRemote, type RestHarness } from './harness'

describe.skipIf(!canCreateFixtures)('calling functions (RPC)', () => {
  let h: RestHarness
  beforeAll(async () => {
    h = await createRestHarness()
  })
  afterAll(() => h?.close())

  it('calls with named arguments by POST and by GET, returning a bare scalar', async () => {
    expect(await h.anon().rpc('add', { a: 1, b: 2 })).toMatchObject({
      data: 3,
      status: 200,
      error: null,
    })
    expect(await h.anon().rpc('add', { a: 40, b: 2 }, { get: true })).toMatchObject({
      data: 42,
      status: 200,
    })
    const raw = await h.rest('/rpc/hello?name=Asha')
    expect(raw.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await raw.text()).toBe('"hello Asha"')
  })

  it('uses parameter defaults for arguments left out', async () => {
    expect((await h.anon().rpc('hello')).data).toBe('hello world')
  })

  it('returns a composite as an object and a set of rows as an array', async () => {
    const one = await h.anon().rpc('get_todo', { todo_id: 2 }).select('id, title')
    expect(one.data).toEqual({ id: 2, title: 'Call the client' })
    const set = await h
      .anon()
      .rpc('search_todos', { term: 'the' })
      .select('id, title')
      .eq('done', false)
      .order('id', { ascending: false })
      .limit(2)
    expect(set.data).toEqual([
      { id: 3, title: 'Draft the rental agreement' },
      { id: 1, title: 'File the petition' },
    ])
    const table = await h.anon().rpc('todo_stats')
    expect(table.data).toEqual([{ total: 5, done: 2 }])
  })

  it('returns a set of scalars as an array, with count and range', async () => {
    expect((await h.anon().rpc('numbers_upto', { n: 3 })).data).toEqual([1, 2, 3])
    const page = await h.anon().rpc('numbers_upto', { n: 10 }, { count: 'exact' }).range(0, 2)
    expect(page).toMatchObject({ status: 206, count: 10, data: [1, 2, 3] })
    const head = await h.anon().rpc('numbers_upto', { n: 5 }, { head: true, count: 'exact' })
    expect(head).toMatchObject({ status: 200, count: 5, data: null })
  })

  it('embeds from the rows a function returns', async () => {
    const { data } = await h
      .anon()
      .rpc('search_todos', { term: 'petition' })
      .select('id, tags(name)')
    expect(data).toEqual([{ id: 1, tags: [{ name: 'court' }, { name: 'family' }] }])
  })

  it('answers 204 with no body for a void function, and runs it', async () => {
    const response = await h.rest('/rpc/complete_todo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"todo_id": 3}',
    })
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect((await h.anon().rpc('complete_todo', { todo_id: 4 })).data).toBeNull()
    const { data } = await h.anon().from('todos').select('id').eq('done', true).order('id')
    expect(data).toEqual([{ id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }])
  })

  it('passes the whole body to a single unnamed json parameter', async () => {
    const { data } = await h.anon().rpc('echo', { nested: { list: [1, 'two', null] } })
    expect(data).toEqual({ nested: { list: [1, 'two', null] } })
  })

  it('runs a volatile function read-write by POST and answers 405 25006 by GET', async () => {
    const post = await h.anon().rpc('add_todo', { title: 'From RPC' }).select('id, title')
    expect(post.data).toEqual({ id: 6, title: 'From RPC' })
    const get = await h.anon().rpc('add_todo', { title: 'Sneaky' }, { get: true })
    expect(get.status).toBe(405)
    expect(get.error).toMatchObject({
      code: '25006',
      message: 'cannot execute INSERT in a read-only transaction',
    })
  })

  it('runs stable functions read-only even by POST', async () => {
    expect((await h.anon().rpc('claims')).data).toMatchObject({
      read_only: 'on',
      method: 'POST',
      path: '/rpc/claims',
    })
  })

  it('answers 404 PGRST202 for an unknown function or argument set, with a hint', async () => {
    const unknown = await h.anon().rpc('add_todos', { title: 'x' })
    expect(unknown.status).toBe(404)
    expect(unknown.error).toEqual({
      code: 'PGRST202',
      details:
        'Searched for the function public.add_todos with parameter title or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add_todo',
      message: 'Could not find the function public.add_todos(title) in the schema cache',
    })
    const far = await h.anon().rpc('frobnicate')
    expect(far.error).toMatchObject({
      message:
        'Could not find the function public.frobnicate without parameters in the schema cache',
      hint: null,
    })
    const wrongArgs = await h.anon().rpc('add', { a: 1, c: 2 }, { get: true })
    expect(wrongArgs.error).toEqual({
      code: 'PGRST202',
      details:
        'Searched for the function public.add with parameters a, c, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add(a, b)',
      message: 'Could not find the function public.add(a, c) in the schema cache',
    })
  })

  it('maps RAISE to 400 P0001 with detail and hint, and PTxyz to status xyz', async () => {
    const raised = await h.anon().rpc('fail')
    expect(raised.status).toBe(400)
    expect(raised.error).toEqual({
      code: 'P0001',
      details: 'the detail',
      hint: 'the hint',
      message: 'Something went wrong',
    })
    const custom = await h.anon().rpc('fail', { code: 'PT402' })
    expect(custom.status).toBe(402)
    expect(custom.error).toMatchObject({ code: 'PT402', message: 'Payment required' })
  })

  it('answers 405 PGRST101 for other methods on /rpc', async () => {
    const response = await h.rest('/rpc/add', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(response.status).toBe(405)
    expect(await response.json()).toMatchObject({
      code: 'PGRST101',
      message: 'Cannot use the PATCH method on RPC',
    })
  })

  it('returns a singular result or 406 PGRST116 for single()', async () => {
    expect((await h.anon().rpc('numbers_upto', { n: 1 }).single()).data).toBe(1)
    const many = await h.anon().rpc('numbers_upto', { n: 3 }).single()
    expect(many.status).toBe(406)
    expect(many.error?.details).toBe('The result contains 3 rows')
  })

  it.skipIf(isRemote)(
    'answers 500 57014 (never 503) when a call outlives the statement timeout',
    async () => {
      const timeouts = h.backend!.config.statementTimeoutMs
      const previous = timeouts.anon
      timeouts.anon = 300
      try {
        const { status, error } = await h.anon().rpc('slow', { seconds: 5 })
        expect(status).toBe(500)
        expect(error).toMatchObject({
          code: '57014',
          message: 'canceling statement due to statement timeout',
        })
      } finally {
        timeouts.anon = previous
      }
      // The embedded database was restarted to stop the query; the test copy restarts from its snapshot.
      await h.exec(FIXTURE_SQL)
      expect((await h.anon().rpc('add', { a: 1, b: 1 })).data).toBe(2)
    },
  )
})
