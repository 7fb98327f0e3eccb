import { describe, expect, it } from 'vitest'
import { RestError } from '../errors'
import { MAX_SELECT_DEPTH, parseSelect } from './select'

const field = (name: string, extra: object = {}) => ({
  kind: 'field',
  field: { name, jsonPath: [] },
  ...extra,
})

function failure(input: string): RestError {
  try {
    parseSelect(input)
  } catch (error) {
    if (error instanceof RestError) return error
    throw error
  }
  throw new Error(`"${input}" parsed`)
}

describe('parseSelect', () => {
  it('reads plain columns, the star and surrounding spaces', () => {
    expect(parseSelect('id, title ,*')).toEqual([field('id'), field('title'), field('*')])
  })

  it('reads aliases and casts', () => {
    expect(parseSelect('label:title,price::text,cost:price::numeric')).toEqual([
      field('title', { alias: 'label' }),
      field('price', { cast: 'text' }),
      field('price', { alias: 'cost', cast: 'numeric' }),
    ])
  })

  it('reads JSON paths with keys, indexes and quoted keys', () => {
    expect(parseSelect('data->court->>name,data->0,data->"a.b"')).toEqual([
      {
        kind: 'field',
        field: {
          name: 'data',
          jsonPath: [
            { arrow: '->', key: 'court', isIndex: false },
            { arrow: '->>', key: 'name', isIndex: false },
          ],
        },
      },
      {
        kind: 'field',
        field: { name: 'data', jsonPath: [{ arrow: '->', key: '+0', isIndex: true }] },
      },
      {
        kind: 'field',
        field: { name: 'data', jsonPath: [{ arrow: '->', key: 'a.b', isIndex: false }] },
      },
    ])
  })

  it('reads dashed and quoted column names', () => {
    expect(parseSelect('first-name,"weird, name"')).toEqual([
      field('first-name'),
      field('weird, name'),
    ])
  })

  it('reads quoted names holding ":", "(" and "," whether or not an alias or embed follows', () => {
    expect(parseSelect('"a:b","c(d",e:"f,g",h:"i(j"(k)')).toEqual([
      field('a:b'),
      field('c(d'),
      field('f,g', { alias: 'e' }),
      { kind: 'embed', relation: 'i(j', alias: 'h', isSpread: false, children: [field('k')] },
    ])
  })

  it('reads embeds with alias, hint, join type and spread', () => {
    expect(
      parseSelect('id,owner:profiles!owner_id(username),tags!inner(*),...profiles!fk!left(bio)'),
    ).toEqual([
      field('id'),
      {
        kind: 'embed',
        relation: 'profiles',
        alias: 'owner',
        hint: 'owner_id',
        isSpread: false,
        children: [field('username')],
      },
      {
        kind: 'embed',
        relation: 'tags',
        alias: undefined,
        joinType: 'inner',
        isSpread: false,
        children: [field('*')],
      },
      {
        kind: 'embed',
        relation: 'profiles',
        alias: undefined,
        hint: 'fk',
        joinType: 'left',
        isSpread: true,
        children: [field('bio')],
      },
    ])
  })

  it('reads nested embeds and empty embeds', () => {
    expect(parseSelect('a(b(c)),d()')).toEqual([
      {
        kind: 'embed',
        relation: 'a',
        alias: undefined,
        isSpread: false,
        children: [
          {
            kind: 'embed',
            relation: 'b',
            alias: undefined,
            isSpread: false,
            children: [field('c')],
          },
        ],
      },
      { kind: 'embed', relation: 'd', alias: undefined, isSpread: false, children: [] },
    ])
  })

  it('treats an empty select as no columns', () => {
    expect(parseSelect('')).toEqual([])
  })

  it('fails like PostgREST on a bad character, naming the parameter and the column', () => {
    const error = failure('id,clients(name[])')
    expect(error.status).toBe(400)
    expect(error.code).toBe('PGRST100')
    expect(error.message).toBe(
      '"failed to parse select parameter (id,clients(name[]))" (line 1, column 16)',
    )
    expect(error.details).toMatch(/^unexpected "\[" expecting/)
  })

  it('fails on unbalanced parentheses, dangling commas and empty casts', () => {
    for (const input of ['a(b', 'a)', 'id,', 'name::', 'a(b))', '!x', 'id:']) {
      expect(failure(input).code).toBe('PGRST100')
    }
  })

  it('refuses aggregates as PostgREST does when they are disabled', () => {
    expect(failure('count()').code).toBe('PGRST123')
    expect(failure('price.sum()').code).toBe('PGRST123')
  })

  it('bounds the nesting of embeds', () => {
    const deep = `${'a('.repeat(MAX_SELECT_DEPTH + 1)}id${')'.repeat(MAX_SELECT_DEPTH + 1)}`
    expect(failure(deep).code).toBe('PGRST100')
    expect(() =>
      parseSelect(`${'a('.repeat(MAX_SELECT_DEPTH)}id${')'.repeat(MAX_SELECT_DEPTH)}`),
    ).not.toThrow()
  })

  it('survives hostile input without throwing anything but a PGRST100', () => {
    for (const input of [
      '((((((',
      '"unterminated',
      '\u0000',
      'a->',
      'a->>-x',
      '...',
      ':::',
      '💥(💥)',
      'a!b!c!d(x)',
    ]) {
      try {
        parseSelect(input)
      } catch (error) {
        expect(error).toBeInstanceOf(RestError)
      }
    }
  })
})
