import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canCreateFixtures, createRestHarness, type RestHarness } from './harness'

describe.skipIf(!canCreateFixtures)('embedding through foreign keys', () => {
  let h: RestHarness
  beforeAll(async () => {
    h = await createRestHarness()
  })
  afterAll(() => h?.close())

  it('embeds a many-to-one relationship as an object, or null', async () => {
    const { data, error } = await h
      .anon()
      .from('todos')
      .select('id, owner:profiles!owner_id(username)')
      .in('id', [1, 5])
      .order('id')
    expect(error).toBeNull()
    expect(data).toEqual([
      { id: 1, owner: { username: 'alice' } },
      { id: 5, owner: null },
    ])
  })

  it('embeds a one-to-many relationship as an array, empty when there are no rows', async () => {
    const { data } = await h
      .anon()
      .from('todos')
      .select('id, tags(name)')
      .in('id', [1, 2])
      .order('id')
    expect(data).toEqual([
      { id: 1, tags: [{ name: 'court' }, { name: 'family' }] },
      { id: 2, tags: [] },
    ])
  })

  it('renders embeds as jsonb, like PostgREST', async () => {
    const response = await h.rest('/todos?select=id,profiles!owner_id(username),tags(name)&id=eq.3')
    expect(await response.text()).toBe(
      '[{"id":3,"profiles":{"username": "bob"},"tags":[{"name": "property"}]}]',
    )
  })

  it('lists embeds after the columns, whatever their place in select', async () => {
    const response = await h.rest('/todos?select=tags(name),id&id=eq.3')
    expect(await response.text()).toBe('[{"id":3,"tags":[{"name": "property"}]}]')
  })

  it('disambiguates with the constraint name, a column name, or the referenced column', async () => {
    const byConstraint = await h
      .anon()
      .from('todos')
      .select('id, reviewer:profiles!todos_reviewer_id_fkey(username)')
      .eq('id', 1)
    expect(byConstraint.data).toEqual([{ id: 1, reviewer: { username: 'bob' } }])
    const byColumn = await h.anon().from('todos').select('id, reviewer_id(username)').eq('id', 3)
    expect(byColumn.data).toEqual([{ id: 3, reviewer_id: { username: 'alice' } }])
    const reverse = await h
      .anon()
      .from('profiles')
      .select('username, todos!owner_id(id)')
      .eq('username', 'alice')
    expect(reverse.data).toEqual([{ username: 'alice', todos: [{ id: 1 }, { id: 2 }] }])
  })

  it('keeps only parents with matches for !inner, and filters embeds by their columns', async () => {
    const inner = await h
      .anon()
      .from('todos')
      .select('id, tags!inner(name)')
      .eq('tags.name', 'court')
    expect(inner.data).toEqual([{ id: 1, tags: [{ name: 'court' }] }])
    const left = await h
      .anon()
      .from('todos')
      .select('id, tags(name)')
      .eq('tags.name', 'court')
      .in('id', [1, 3])
      .order('id')
    expect(left.data).toEqual([
      { id: 1, tags: [{ name: 'court' }] },
      { id: 3, tags: [] },
    ])
    const innerOne = await h
      .anon()
      .from('todos')
      .select('id, owner:profiles!owner_id!inner(username)')
      .eq('owner.username', 'bob')
    expect(innerOne.data?.map((row) => row.id)).toEqual([3, 4])
  })

  it('counts parents after !inner filtering', async () => {
    const { count } = await h
      .anon()
      .from('todos')
      .select('id, tags!inner(name)', { count: 'exact', head: true })
    expect(count).toBe(2)
  })

  it('orders, limits and combines filters inside an embed', async () => {
    const { data } = await h
      .anon()
      .from('todos')
      .select('id, tags(name)')
      .eq('id', 1)
      .order('name', { referencedTable: 'tags', ascending: false })
      .limit(1, { referencedTable: 'tags' })
    expect(data).toEqual([{ id: 1, tags: [{ name: 'family' }] }])
    const or = await h
      .anon()
      .from('todos')
      .select('id, tags(name)')
      .eq('id', 1)
      .or('name.eq.family,name.eq.none', { referencedTable: 'tags' })
    expect(or.data).toEqual([{ id: 1, tags: [{ name: 'family' }] }])
  })

  it('orders parents by a column of a to-one embed', async () => {
    const response = await h.rest(
      '/todos?select=id,owner:profiles!owner_id(username)&owner_id=not.is.null&order=owner(username).desc,id',
    )
    expect((await response.json()).map((row: { id: number }) => row.id)).toEqual([3, 4, 1, 2])
  })

  it('nests embeds', async () => {
    const { data } = await h
      .anon()
      .from('tags')
      .select('name, todos(title, owner:profiles!owner_id(username))')
      .eq('name', 'property')
    expect(data).toEqual([
      {
        name: 'property',
        todos: { title: 'Draft the rental agreement', owner: { username: 'bob' } },
      },
    ])
  })

  it('spreads a to-one embed into the parent', async () => {
    const { data } = await h
      .anon()
      .from('todos')
      .select('id, ...profiles!owner_id(owner_name:username)')
      .eq('id', 1)
    expect(data).toEqual([{ id: 1, owner_name: 'alice' }])
  })

  it('filters on the presence of an embed with is.null', async () => {
    const response = await h.rest('/todos?select=id,tags(name)&tags=not.is.null&order=id')
    expect((await response.json()).map((row: { id: number }) => row.id)).toEqual([1, 3])
  })

  it('answers 400 PGRST200 when no foreign key joins the tables', async () => {
    const { status, error } = await h.anon().from('todos').select('id, numbers(n)')
    expect(status).toBe(400)
    expect(error).toEqual({
      code: 'PGRST200',
      details:
        "Searched for a foreign key relationship between 'todos' and 'numbers' in the schema 'public', but no matches were found.",
      hint: null,
      message: "Could not find a relationship between 'todos' and 'numbers' in the schema cache",
    })
    const typo = await h.anon().from('todos').select('id, tag(name)')
    expect(typo.error?.hint).toBe("Perhaps you meant 'tags' instead of 'tag'.")
  })

  it('answers 300 PGRST201 when several foreign keys match, listing them', async () => {
    const { status, error } = await h.anon().from('todos').select('id, profiles(username)')
    expect(status).toBe(300)
    expect(error).toEqual({
      code: 'PGRST201',
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'todos with profiles',
          relationship: 'todos_owner_id_fkey using todos(owner_id) and profiles(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'todos with profiles',
          relationship: 'todos_reviewer_id_fkey using todos(reviewer_id) and profiles(id)',
        },
      ],
      hint: "Try changing 'profiles' to one of the following: 'profiles!todos_owner_id_fkey', 'profiles!todos_reviewer_id_fkey'. Find the desired relationship in the 'details' key.",
      message:
        "Could not embed because more than one relationship was found for 'todos' and 'profiles'",
    })
  })

  it('answers 400 PGRST108 for a filter on a resource that is not embedded', async () => {
    const response = await h.rest('/todos?select=id&tags.name=eq.court')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      code: 'PGRST108',
      details: null,
      hint: "Verify that 'tags' is included in the 'select' query parameter.",
      message: "'tags' is not an embedded resource in this request",
    })
  })

  it('answers 400 PGRST118 for ordering by a to-many embed', async () => {
    const response = await h.rest('/todos?select=id,tags(name)&order=tags(name)')
    expect(response.status).toBe(400)
    expect((await response.json()).code).toBe('PGRST118')
  })
})
