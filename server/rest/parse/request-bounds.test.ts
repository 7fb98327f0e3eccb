import { describe, expect, it } from 'vitest'
import { MAX_JSON_WIDTH, measureJson } from '../../http/json-shape'
import type { Routine } from '../schema/types'
import { parseQueryParams } from './query-params'
import {
  assertArrayLiteralsBounded,
  assertBodyShapeBounded,
  assertQueryArgumentsBounded,
  assertQueryBounded,
  MAX_COLUMNS,
  MAX_EMBEDS,
  MAX_FILTERS,
  MAX_JSON_PATH,
  MAX_ORDER_TERMS,
  MAX_PATTERNS,
  MAX_WRITE_ROWS,
} from './request-bounds'

const list = (length: number, item: (i: number) => string) =>
  Array.from({ length }, (_, i) => item(i)).join(',')
const check = (search: string) => () => assertQueryBounded(parseQueryParams(search, false))
const refused = (message: string) =>
  expect.objectContaining({ status: 400, code: 'PGRST100', message })

describe('assertQueryBounded', () => {
  it('allows what the app and ordinary clients send', () => {
    expect(
      check(
        'select=id,title,kb_entries(section,kb_acts(code,replaces(code)))&act=in.(BNS,IPC)&order=act,section.desc&or=(title.ilike.*theft*,summary.fts.theft)',
      ),
    ).not.toThrow()
  })

  it('bounds embed depth and count', () => {
    expect(check('select=a(b(c(d)))')).not.toThrow()
    expect(check('select=a(b(c(d(e))))')).toThrow(
      refused('Embedded resources may nest at most 3 levels deep'),
    )
    expect(check(`select=${list(MAX_EMBEDS, (i) => `e${i}:t(id)`)}`)).not.toThrow()
    expect(check(`select=${list(MAX_EMBEDS + 1, (i) => `e${i}:t(id)`)}`)).toThrow(
      refused('A request may embed at most 10 resources'),
    )
  })

  it('bounds columns, orders and filters', () => {
    expect(check(`select=${list(MAX_COLUMNS, () => 'id')}`)).not.toThrow()
    expect(check(`select=${list(MAX_COLUMNS + 1, () => 'id')}`)).toThrow(
      refused('A request may select at most 100 columns and embedded resources'),
    )
    expect(check(`columns=${list(MAX_COLUMNS + 1, () => 'id')}`)).toThrow(
      refused('The columns parameter may name at most 100 columns'),
    )
    expect(check(`order=${list(MAX_ORDER_TERMS + 1, () => 'id')}`)).toThrow(
      refused('A request may order by at most 16 columns'),
    )
    expect(check(`or=(${list(MAX_FILTERS, (i) => `a.eq.${i}`)})`)).not.toThrow()
    expect(check(`a=eq.1&or=(${list(MAX_FILTERS, (i) => `a.eq.${i}`)})`)).toThrow(
      refused('A request may have at most 100 filters'),
    )
  })

  it('bounds JSON paths in selects, filters and orders', () => {
    const path = (steps: number) => `data${'->a'.repeat(steps)}`
    expect(check(`select=x:${path(MAX_JSON_PATH)}`)).not.toThrow()
    for (const search of [
      `select=x:${path(MAX_JSON_PATH + 1)}`,
      `${path(MAX_JSON_PATH + 1)}=eq.1`,
      `or=(${path(MAX_JSON_PATH + 1)}.eq.1)`,
      `order=${path(MAX_JSON_PATH + 1)}`,
    ])
      expect(check(search), search).toThrow(refused('JSON paths are limited to 16 steps'))
  })

  it('bounds patterns, full-text queries and any/all lists', () => {
    expect(check(`a=like(any).{${list(MAX_PATTERNS, (i) => `p${i}`)}}`)).not.toThrow()
    const tooMany = refused(
      'A request may have at most 16 like, ilike, match, imatch and full-text filters',
    )
    expect(check(`a=like(any).{${list(MAX_PATTERNS + 1, (i) => `p${i}`)}}`)).toThrow(tooMany)
    expect(check(`or=(${list(MAX_PATTERNS + 1, (i) => `a.fts.w${i}`)})`)).toThrow(tooMany)
    expect(check(`a=ilike.${'%a'.repeat(501)}`)).toThrow(
      refused('Patterns are limited to 1000 characters'),
    )
    expect(check(`a=plfts.${'x'.repeat(501)}`)).toThrow(
      refused('Full-text queries are limited to 500 characters'),
    )
    expect(check(`a=eq(any).{${list(1_001, String)}}`)).toThrow(
      refused('Lists are limited to 1000 values'),
    )
    expect(check(`a=cs.{${list(1_001, String)}}`)).toThrow(
      refused('Lists are limited to 1000 values'),
    )
    expect(check(`a=match(all).{"(a{1,20}){1,20}"}`)).toThrow(
      expect.objectContaining({ code: '2201B', message: 'regular expression is too complex' }),
    )
  })
})

describe('body bounds', () => {
  const checkBody =
    (value: unknown, bounds = {}) =>
    () =>
      assertBodyShapeBounded(measureJson(JSON.stringify(value)), bounds)

  it('bounds the rows of a write, when asked to', () => {
    const rows = (count: number) => Array(count).fill({})
    expect(checkBody(rows(MAX_WRITE_ROWS), { maxRows: MAX_WRITE_ROWS })).not.toThrow()
    expect(checkBody(rows(MAX_WRITE_ROWS + 1), { maxRows: MAX_WRITE_ROWS })).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'PGRST102',
        message: 'A request may write at most 100 rows',
        details: 'The body holds 101.',
      }),
    )
    expect(checkBody(rows(MAX_WRITE_ROWS + 1))).not.toThrow()
    expect(checkBody({ rows: rows(MAX_WRITE_ROWS + 1) }, { maxRows: MAX_WRITE_ROWS })).not.toThrow()
  })

  it('bounds every array of a body, and array literals given as text to array fields', () => {
    const wide = Array.from({ length: 1_001 }, String)
    const tooWide = expect.objectContaining({
      code: 'PGRST102',
      message: 'Arrays are limited to 1000 items',
      details: 'An array in the body has 1001.',
    })
    expect(checkBody({ a: { b: [wide.slice(1)] } })).not.toThrow()
    expect(checkBody({ a: { b: [wide] } })).toThrow(tooWide)
    expect(checkBody(wide)).toThrow(tooWide)
    const literal = `{${wide.join(',')}}`
    expect(() => assertArrayLiteralsBounded([{ tags: literal }], new Set())).not.toThrow()
    expect(() => assertArrayLiteralsBounded([{ tags: literal }], new Set(['tags']))).toThrow(
      tooWide,
    )
  })

  it('bounds the members of every object of a body', () => {
    const object = (members: number) =>
      Object.fromEntries(Array.from({ length: members }, (_, i) => [`k${i}`, i]))
    expect(checkBody([{ answers: object(MAX_JSON_WIDTH) }])).not.toThrow()
    expect(checkBody([{ answers: object(MAX_JSON_WIDTH + 1) }])).toThrow(
      expect.objectContaining({
        code: 'PGRST102',
        message: 'Objects are limited to 1000 members',
        details: 'An object in the body has 1001.',
      }),
    )
  })

  it('bounds the array and JSON arguments of GET /rpc/fn', () => {
    const routine = {
      params: [
        { name: 'items', type: 'text[]', isRequired: true, isVariadic: false },
        { name: 'doc', type: 'jsonb', isRequired: true, isVariadic: false },
        { name: 'note', type: 'text', isRequired: true, isVariadic: false },
      ],
    } as Routine
    const wide = list(1_001, String)
    const args = (values: Record<string, string>) => () =>
      assertQueryArgumentsBounded(routine, new Map(Object.entries(values)))
    expect(args({ note: wide })).not.toThrow()
    for (const [name, value] of [
      ['items', `{${wide}}`],
      ['doc', `[${wide}]`],
    ])
      expect(args({ [name]: value })).toThrow(
        expect.objectContaining({
          code: 'PGRST100',
          message: 'Lists are limited to 1000 values',
          details: `The argument ${name} has 1001.`,
        }),
      )
  })
})
