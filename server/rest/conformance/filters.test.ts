import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canCreateFixtures, createRestHarness, type RestHarness } from './harness'

type Query = ReturnType<ReturnType<SupabaseClient['from']>['select']>

describe.skipIf(!canCreateFixtures)('filters', () => {
  let h: RestHarness
  const ids = async (build: (query: Query) => Query) => {
    const { data, error } = await build(h.anon().from('todos').select('id')).order('id')
    expect(error).toBeNull()
    return (data as { id: number }[]).map((row) => row.id)
  }
  beforeAll(async () => {
    h = await createRestHarness()
  })
  afterAll(() => h?.close())

  it('compares with eq, neq, gt, gte, lt and lte', async () => {
    expect(await ids((q) => q.eq('priority', 2))).toEqual([2])
    expect(await ids((q) => q.neq('priority', 2))).toEqual([1, 4])
    expect(await ids((q) => q.gt('priority', 1))).toEqual([2, 4])
    expect(await ids((q) => q.gte('priority', 2))).toEqual([2, 4])
    expect(await ids((q) => q.lt('priority', 3))).toEqual([1, 2])
    expect(await ids((q) => q.lte('price', 10.5))).toEqual([1, 4])
  })

  it('matches patterns with like and ilike (* or %), and their any/all forms', async () => {
    expect(await ids((q) => q.like('title', '%the%'))).toEqual([1, 2, 3, 5])
    expect(await ids((q) => q.like('title', '*court*'))).toEqual([4])
    expect(await ids((q) => q.ilike('title', 'PAY%'))).toEqual([4])
    expect(await ids((q) => q.likeAnyOf('title', ['File%', 'Pay%']))).toEqual([1, 4])
    expect(await ids((q) => q.ilikeAllOf('title', ['%THE%', '%client%']))).toEqual([2])
  })

  it('matches regular expressions with match and imatch', async () => {
    expect(await ids((q) => q.regexMatch('title', '^(File|Call)'))).toEqual([1, 2])
    expect(await ids((q) => q.regexIMatch('title', '^draft'))).toEqual([3])
  })

  it('tests null and booleans with is, and distinctness with isdistinct', async () => {
    expect(await ids((q) => q.is('priority', null))).toEqual([3, 5])
    expect(await ids((q) => q.is('done', true))).toEqual([2, 5])
    expect(await ids((q) => q.not('priority', 'is', null))).toEqual([1, 2, 4])
    expect(await ids((q) => q.isDistinct('priority', 1))).toEqual([2, 3, 4, 5])
  })

  it('filters with in and not.in, quoting values that hold commas or parentheses', async () => {
    expect(await ids((q) => q.in('id', [1, 3, 42]))).toEqual([1, 3])
    expect(await ids((q) => q.in('title', ['Call the client', 'a,b (c)']))).toEqual([2])
    expect(await ids((q) => q.notIn('id', [1, 2, 3]))).toEqual([4, 5])
    expect(await ids((q) => q.in('id', []))).toEqual([])
  })

  it('tests arrays and jsonb with contains, containedBy and overlaps', async () => {
    expect(await ids((q) => q.contains('labels', ['legal']))).toEqual([1, 4])
    expect(await ids((q) => q.containedBy('labels', ['legal', 'phone']))).toEqual([2, 3, 4, 5])
    expect(await ids((q) => q.overlaps('labels', ['urgent', 'phone']))).toEqual([1, 2])
    expect(await ids((q) => q.contains('data', { court: { name: 'Pune' } }))).toEqual([1])
  })

  it('compares ranges with sl, sr, nxl, nxr, adj and ov', async () => {
    expect(await ids((q) => q.rangeLt('days', '[10,20)'))).toEqual([1, 2])
    expect(await ids((q) => q.rangeGt('days', '[10,20)'))).toEqual([3])
    expect(await ids((q) => q.rangeGte('days', '[10,20)'))).toEqual([3, 5])
    expect(await ids((q) => q.rangeLte('days', '[10,20)'))).toEqual([1, 2, 5])
    expect(await ids((q) => q.rangeAdjacent('days', '[10,20)'))).toEqual([2, 3])
    expect(await ids((q) => q.overlaps('days', '[3,6)'))).toEqual([1, 2])
  })

  it('searches text with fts, plfts, phfts and wfts, on tsvector and text columns', async () => {
    expect(await ids((q) => q.textSearch('search', 'petition'))).toEqual([1])
    expect(
      await ids((q) => q.textSearch('title', "'rental' & 'agreement'", { config: 'english' })),
    ).toEqual([3])
    expect(
      await ids((q) => q.textSearch('title', 'court fees', { type: 'plain', config: 'english' })),
    ).toEqual([4])
    expect(
      await ids((q) => q.textSearch('title', 'the client', { type: 'phrase', config: 'english' })),
    ).toEqual([2])
    expect(
      await ids((q) => q.textSearch('search', '"new notification" -court', { type: 'websearch' })),
    ).toEqual([5])
  })

  it('negates any operator with not', async () => {
    expect(await ids((q) => q.not('title', 'like', '%the%'))).toEqual([4])
    expect(await ids((q) => q.not('id', 'in', '(1,2,3)'))).toEqual([4, 5])
  })

  it('combines conditions with or, and, not.or and nesting', async () => {
    expect(await ids((q) => q.or('done.eq.true,priority.gt.2'))).toEqual([2, 4, 5])
    expect(await ids((q) => q.or('id.eq.1,and(done.eq.false,priority.is.null)'))).toEqual([1, 3])
    expect(await ids((q) => q.or('title.eq."Call the client",labels.cs.{legal,urgent}'))).toEqual([
      1, 2,
    ])
    const notOr = await h.rest('/todos?select=id&not.or=(done.eq.true,priority.is.null)&order=id')
    expect((await notOr.json()).map((row: { id: number }) => row.id)).toEqual([1, 4])
    const and = await h.rest(
      '/todos?select=id&and=(id.gt.1,or(priority.eq.3,price.gt.50))&order=id',
    )
    expect((await and.json()).map((row: { id: number }) => row.id)).toEqual([3, 4])
  })

  it('combines match() into several eq filters', async () => {
    expect(await ids((q) => q.match({ done: false, priority: 3 }))).toEqual([4])
  })

  it('filters on JSON paths with text and jsonb comparisons', async () => {
    expect(await ids((q) => q.eq('data->court->>name', 'Mumbai'))).toEqual([2])
    expect(await ids((q) => q.gt('data->pages', 2))).toEqual([1])
  })

  it('answers 400 with the Postgres error for a value of the wrong type', async () => {
    const { status, error } = await h.anon().from('todos').select('id').eq('id', 'one')
    expect(status).toBe(400)
    expect(error).toEqual({
      code: '22P02',
      details: null,
      hint: null,
      message: 'invalid input syntax for type bigint: "one"',
    })
  })

  it('answers 400 PGRST100 for an unknown operator', async () => {
    const response = await h.rest('/todos?id=approx.1')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      code: 'PGRST100',
      details: 'unexpected "a" expecting "not" or operator (eq, gt, ...)',
      hint: null,
      message: '"failed to parse filter (approx.1)" (line 1, column 1)',
    })
  })
})
