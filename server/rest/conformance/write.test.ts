import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { canCreateFixtures, createRestHarness, type RestHarness } from './harness'
import { FIXTURE_SQL } from './fixtures'

const json = { 'Content-Type': 'application/json' }

/** postgrest-js types maxAffected() only for clients declared against PostgREST 13+. */
type Result = {
  status: number
  error: { code: string; details: unknown; hint: unknown; message: string } | null
}
const maxAffected = (builder: unknown, rows: number) =>
  (builder as { maxAffected: (rows: number) => PromiseLike<Result> }).maxAffected(rows)

describe.skipIf(!canCreateFixtures)('inserting, upserting, updating and deleting', () => {
  let h: RestHarness
  const titles = async () => {
    const { data } = await h.anon().from('todos').select('id, title').order('id')
    return data
  }
  beforeAll(async () => {
    h = await createRestHarness({ fixtures: false })
  })
  beforeEach(() => h.exec(FIXTURE_SQL))
  afterAll(() => h?.close())

  it('inserts one row: 201, no body, Content-Range */*', async () => {
    const response = await h.rest('/todos', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ title: 'New task' }),
    })
    expect(response.status).toBe(201)
    expect(response.headers.get('content-range')).toBe('*/*')
    expect(response.headers.get('content-type')).toBeNull()
    expect(await response.text()).toBe('')
    const { data } = await h
      .anon()
      .from('todos')
      .select('title, done, priority')
      .eq('id', 6)
      .single()
    expect(data).toEqual({ title: 'New task', done: false, priority: null })
  })

  it('returns the inserted row with select(), defaults filled and numbers as sent', async () => {
    const response = await h.rest('/todos?select=id,title,done,price', {
      method: 'POST',
      headers: { ...json, Prefer: 'return=representation' },
      body: '{"title": "Pay stamp duty", "price": 1.50}',
    })
    expect(response.status).toBe(201)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('preference-applied')).toBe('return=representation')
    expect(await response.text()).toBe(
      '[{"id":6,"title":"Pay stamp duty","done":false,"price":1.50}]',
    )
  })

  it('inserts in bulk with the columns of all rows, missing ones as NULL unless missing=default', async () => {
    const rows = [{ title: 'A', done: true }, { title: 'B' }]
    const nulls = await h.anon().from('todos').insert(rows).select('title, done')
    expect(nulls.status).toBe(400)
    expect(nulls.error).toMatchObject({
      code: '23502',
      message: 'null value in column "done" of relation "todos" violates not-null constraint',
    })
    const defaults = await h
      .anon()
      .from('todos')
      .insert(rows, { defaultToNull: false })
      .select('title, done')
    expect(defaults.status).toBe(201)
    expect(defaults.data).toEqual([
      { title: 'A', done: true },
      { title: 'B', done: false },
    ])
  })

  it('refuses a column the table does not have with 400 PGRST204', async () => {
    const { status, error } = await h.anon().from('todos').insert({ title: 'x', colour: 'red' })
    expect(status).toBe(400)
    expect(error).toEqual({
      code: 'PGRST204',
      details: null,
      hint: null,
      message: "Could not find the 'colour' column of 'todos' in the schema cache",
    })
  })

  it('maps constraint violations to 409 and 400', async () => {
    const duplicate = await h.anon().from('todos').insert({ id: 1, title: 'Again' })
    expect(duplicate.status).toBe(409)
    expect(duplicate.error).toEqual({
      code: '23505',
      details: 'Key (id)=(1) already exists.',
      hint: null,
      message: 'duplicate key value violates unique constraint "todos_pkey"',
    })
    const missingParent = await h.anon().from('tags').insert({ todo_id: 999, name: 'x' })
    expect(missingParent.status).toBe(409)
    expect(missingParent.error?.code).toBe('23503')
    const check = await h.anon().from('todos').insert({ title: '' })
    expect(check.status).toBe(400)
    expect(check.error?.code).toBe('23514')
    const badType = await h.anon().from('todos').insert({ title: 'x', priority: 'high' })
    expect(badType.status).toBe(400)
    expect(badType.error?.code).toBe('22P02')
  })

  it('upserts with merge-duplicates: 200 when every row existed, 201 when one was new', async () => {
    const existing = await h
      .anon()
      .from('todos')
      .upsert({ id: 1, title: 'Petition filed' })
      .select('id, title')
    expect(existing.status).toBe(200)
    expect(existing.data).toEqual([{ id: 1, title: 'Petition filed' }])
    const mixed = await h
      .anon()
      .from('todos')
      .upsert([
        { id: 2, title: 'Client called' },
        { id: 7, title: 'Brand new' },
      ])
      .select('id, title')
    expect(mixed.status).toBe(201)
    expect(mixed.data).toEqual([
      { id: 2, title: 'Client called' },
      { id: 7, title: 'Brand new' },
    ])
    const response = await h.rest('/todos', {
      method: 'POST',
      headers: { ...json, Prefer: 'resolution=merge-duplicates' },
      body: JSON.stringify({ id: 3, title: 'Agreement drafted' }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('preference-applied')).toBe('resolution=merge-duplicates')
    expect((await titles())?.slice(0, 3).map((row) => row.title)).toEqual([
      'Petition filed',
      'Client called',
      'Agreement drafted',
    ])
  })

  it('upserts with ignore-duplicates and on_conflict, returning only the new rows', async () => {
    const { status, data } = await h
      .anon()
      .from('tags')
      .upsert(
        [
          { todo_id: 1, name: 'court' },
          { todo_id: 2, name: 'phone' },
        ],
        { onConflict: 'todo_id,name', ignoreDuplicates: true },
      )
      .select('todo_id, name')
    expect(status).toBe(201)
    expect(data).toEqual([{ todo_id: 2, name: 'phone' }])
  })

  it('updates: 204 without a representation, 200 with one, Content-Range 0-(n-1)/*', async () => {
    const minimal = await h.rest('/todos?id=in.(1,2)', {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ priority: 9 }),
    })
    expect(minimal.status).toBe(204)
    expect(minimal.headers.get('content-range')).toBe('0-1/*')
    const full = await h
      .anon()
      .from('todos')
      .update({ title: 'Renamed' })
      .eq('id', 3)
      .select('id, title, priority')
    expect(full.status).toBe(200)
    expect(full.data).toEqual([{ id: 3, title: 'Renamed', priority: null }])
    const counted = await h
      .anon()
      .from('todos')
      .update({ done: true }, { count: 'exact' })
      .eq('done', false)
    expect(counted).toMatchObject({ status: 204, count: 3 })
    const none = await h.rest('/todos?id=eq.99', {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ priority: 1 }),
    })
    expect(none.status).toBe(204)
    expect(none.headers.get('content-range')).toBe('*/*')
  })

  it('deletes: 204 and */*, or 200 with the deleted rows', async () => {
    const minimal = await h.anon().from('tags').delete().eq('name', 'property')
    expect(minimal.status).toBe(204)
    const full = await h
      .anon()
      .from('todos')
      .delete({ count: 'exact' })
      .in('id', [4, 5])
      .select('id')
    expect(full).toMatchObject({ status: 200, count: 2, data: [{ id: 4 }, { id: 5 }] })
    expect((await titles())?.map((row) => row.id)).toEqual([1, 2, 3])
  })

  it('embeds related rows in a mutation representation', async () => {
    const { data } = await h
      .anon()
      .from('tags')
      .insert({ todo_id: 3, name: 'lease' })
      .select('name, todos(title)')
      .single()
    expect(data).toEqual({ name: 'lease', todos: { title: 'Draft the rental agreement' } })
  })

  it('sends Location for return=headers-only', async () => {
    const response = await h.rest('/todos', {
      method: 'POST',
      headers: { ...json, Prefer: 'return=headers-only' },
      body: JSON.stringify({ title: 'Located' }),
    })
    expect(response.status).toBe(201)
    expect(response.headers.get('location')).toBe('/todos?id=eq.6')
    expect(await response.text()).toBe('')
  })

  it('rolls back a write whose singular result is not exactly one row', async () => {
    const insert = await h
      .anon()
      .from('todos')
      .insert([{ title: 'One' }, { title: 'Two' }])
      .select()
      .single()
    expect(insert.status).toBe(406)
    expect(insert.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' })
    const update = await h
      .anon()
      .from('todos')
      .update({ title: 'Same' })
      .lt('id', 3)
      .select()
      .single()
    expect(update.status).toBe(406)
    const remove = await h.rest('/todos?id=gt.0', {
      method: 'DELETE',
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    })
    expect(remove.status).toBe(406)
    const rows = await titles()
    expect(rows).toHaveLength(5)
    expect(rows?.[0].title).toBe('File the petition')
  })

  it('rolls back everything with Prefer: tx=rollback, after answering', async () => {
    const { status, data } = await h
      .anon()
      .from('todos')
      .insert({ title: 'Dry run' })
      .select('title')
      .rollback()
    expect(status).toBe(201)
    expect(data).toEqual([{ title: 'Dry run' }])
    expect(await titles()).toHaveLength(5)
  })

  it('answers a singular write with Prefer: tx=rollback, then keeps nothing (one row or not)', async () => {
    const one = await h
      .anon()
      .from('todos')
      .insert({ title: 'Dry single' })
      .select('title')
      .rollback()
      .single()
    expect(one.status).toBe(201)
    expect(one.data).toEqual({ title: 'Dry single' })
    const two = await h
      .anon()
      .from('todos')
      .insert([{ title: 'Dry one' }, { title: 'Dry two' }])
      .select('title')
      .rollback()
      .single()
    expect(two.status).toBe(406)
    expect(two.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' })
    expect(await titles()).toHaveLength(5)
  })

  it('enforces max-affected with handling=strict (400 PGRST124, rolled back)', async () => {
    const { status, error } = await maxAffected(
      h.anon().from('todos').update({ priority: 0 }).gt('id', 0),
      2,
    )
    expect(status).toBe(400)
    expect(error).toEqual({
      code: 'PGRST124',
      details: 'The query affects 5 rows',
      hint: null,
      message: 'Query result exceeds max-affected preference constraint',
    })
    const ok = await maxAffected(h.anon().from('todos').delete().eq('id', 5), 1)
    expect(ok.status).toBe(204)
    const { data } = await h.anon().from('todos').select('priority').eq('id', 1).single()
    expect(data).toEqual({ priority: 1 })
  })

  it('refuses unknown preferences with handling=strict (400 PGRST122)', async () => {
    const response = await h.rest('/todos', { headers: { Prefer: 'handling=strict, shiny=yes' } })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      code: 'PGRST122',
      details: 'Invalid preferences: shiny=yes',
    })
  })

  it('answers 400 PGRST102 for malformed or mixed-shape JSON bodies', async () => {
    for (const body of ['{"title": ', '', 'nonsense']) {
      const response = await h.rest('/todos', { method: 'POST', headers: json, body })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        code: 'PGRST102',
        details: null,
        hint: null,
        message: 'Empty or invalid json',
      })
    }
    const mixed = await h.rest('/todos', {
      method: 'POST',
      headers: json,
      body: '[{"title": "a"}, {"done": true}]',
    })
    expect(await mixed.json()).toMatchObject({
      code: 'PGRST102',
      message: 'All object keys must match',
    })
  })

  it('writes through an updatable view', async () => {
    const { status } = await h.anon().from('open_todos').update({ priority: 5 }).eq('id', 3)
    expect(status).toBe(204)
    const { data } = await h.anon().from('todos').select('priority').eq('id', 3).single()
    expect(data).toEqual({ priority: 5 })
  })
})
