import { describe, expect, it } from 'vitest'
import { RestError } from '../errors'
import { MAX_LIST_LENGTH } from './operator'
import { parseQueryParams, pathKey } from './query-params'

const filterOf = (search: string) => parseQueryParams(search, false).filters[0]?.filter.expr

function failure(search: string, isRpcRead = false): RestError {
  try {
    parseQueryParams(search, isRpcRead)
  } catch (error) {
    if (error instanceof RestError) return error
    throw error
  }
  throw new Error(`"${search}" parsed`)
}

describe('filters', () => {
  it('reads every operator postgrest-js sends', () => {
    const operators = [
      'eq',
      'neq',
      'gt',
      'gte',
      'lt',
      'lte',
      'like',
      'ilike',
      'match',
      'imatch',
      'cs',
      'cd',
      'ov',
      'sl',
      'sr',
      'nxl',
      'nxr',
      'adj',
      'isdistinct',
    ]
    for (const op of operators) {
      const expr = filterOf(`a=${op}.x`)
      expect(expr?.negated).toBe(false)
      expect(expr?.operation).toMatchObject({ value: 'x' })
    }
  })

  it('keeps everything after the operator as the value, dots and commas included', () => {
    expect(filterOf('a=eq.1.5,2')?.operation).toEqual({
      kind: 'quant',
      op: 'eq',
      value: '1.5,2',
      quantifier: undefined,
    })
  })

  it('reads negation, quantifiers and full-text search languages', () => {
    expect(filterOf('a=not.like(any).{a*,b*}')).toEqual({
      negated: true,
      operation: { kind: 'quant', op: 'like', quantifier: 'any', value: '{a*,b*}' },
    })
    expect(filterOf('a=wfts(english).the cat')?.operation).toEqual({
      kind: 'fts',
      op: 'wfts',
      language: 'english',
      value: 'the cat',
    })
    expect(filterOf('a=plfts.cat')?.operation).toEqual({
      kind: 'fts',
      op: 'plfts',
      language: undefined,
      value: 'cat',
    })
  })

  it('reads in-lists with quoted values and escapes', () => {
    expect(filterOf('a=in.(1,"b,c","d\\"e",)')?.operation).toEqual({
      kind: 'in',
      values: ['1', 'b,c', 'd"e', ''],
    })
    // Like PostgREST, spaces belong to the value: a quote after a space is an ordinary character.
    expect(filterOf('a=in.(1, "b")')?.operation).toEqual({ kind: 'in', values: ['1', ' "b"'] })
    expect(filterOf('a=in.()')?.operation).toEqual({ kind: 'in', values: [''] })
  })

  it('reads is values case-insensitively', () => {
    expect(filterOf('a=is.NULL')?.operation).toEqual({ kind: 'is', value: 'null' })
    expect(filterOf('a=is.not_null')?.operation).toEqual({ kind: 'is', value: 'not_null' })
    expect(filterOf('a=not.is.true')).toEqual({
      negated: true,
      operation: { kind: 'is', value: 'true' },
    })
  })

  it('places filters on embeds and JSON paths from the key', () => {
    const params = parseQueryParams('tags.name=eq.x&data->a->>b=eq.1', false)
    expect(params.filters[0]).toMatchObject({
      path: ['tags'],
      filter: { field: { name: 'name', jsonPath: [] } },
    })
    expect(params.filters[1].filter.field.jsonPath.map((step) => step.key)).toEqual(['a', 'b'])
  })

  it('fails with PostgREST messages on unknown operators', () => {
    const error = failure('id=noop.0')
    expect(error.message).toBe('"failed to parse filter (noop.0)" (line 1, column 1)')
    expect(error.details).toBe('unexpected "n" expecting "not" or operator (eq, gt, ...)')
    expect(failure('id=val').code).toBe('PGRST100')
    expect(failure('id=is.maybe').code).toBe('PGRST100')
    expect(failure('id=in.1,2').code).toBe('PGRST100')
    expect(failure('id=eq(some).1').code).toBe('PGRST100')
  })

  it('treats non-operator values as arguments on GET /rpc', () => {
    const params = parseQueryParams('a=1&b=eq.2', true)
    expect(params.rpcArgs).toEqual([{ name: 'a', value: '1' }])
    expect(params.filters).toHaveLength(1)
  })

  it('bounds in-lists', () => {
    const list = Array.from({ length: MAX_LIST_LENGTH + 1 }, (_, i) => i).join(',')
    expect(failure(`id=in.(${list})`).code).toBe('PGRST100')
  })
})

describe('query parameters', () => {
  it('refuses a limit or offset past any row number with 400 instead of ignoring it', () => {
    for (const query of [
      'offset=99999999999999999999',
      'limit=9007199254740992',
      'tags.offset=-99999999999999999999',
    ])
      expect(() => parseQueryParams(query, false), query).toThrow(
        expect.objectContaining({ status: 400, code: 'PGRST100' }),
      )
  })

  it('reads limit and offset per embed, ignoring non-integers like PostgREST', () => {
    const params = parseQueryParams('limit=5&offset=10&tags.limit=2&x.limit=abc', false)
    expect(params.ranges.get(pathKey([]))).toEqual({ path: [], limit: 5, offset: 10 })
    expect(params.ranges.get(pathKey(['tags']))).toEqual({ path: ['tags'], limit: 2 })
    expect(params.ranges.get(pathKey(['x']))).toEqual({ path: ['x'], limit: undefined })
  })

  it('reads columns and on_conflict lists', () => {
    const params = parseQueryParams('columns=%22title%22,done&on_conflict=id,%20name', false)
    expect(params.columns).toEqual(['title', 'done'])
    expect(params.onConflict).toEqual(['id', 'name'])
  })

  it('decodes + as a space and tolerates malformed escapes', () => {
    expect(filterOf('a=eq.x+y')?.operation).toMatchObject({ value: 'x y' })
    expect(filterOf('a=eq.%E0%A4%A')?.operation).toMatchObject({ kind: 'quant' })
  })

  it('builds the canonical query of Content-Location, sorted by key', () => {
    expect(parseQueryParams('select=id,title&order=id.desc&id=gt.1', false).canonical).toBe(
      'id=gt.1&order=id.desc&select=id%2Ctitle',
    )
  })

  it('ignores the gateway apikey parameter and parameters without a value', () => {
    const params = parseQueryParams('apikey=abc&flag&select=id', false)
    expect(params.filters).toEqual([])
    expect(params.canonical).toBe('flag=&select=id')
  })

  it('refuses a query string over the limit', () => {
    expect(failure(`a=eq.${'x'.repeat(70_000)}`).code).toBe('PGRST100')
  })
})
