import { nestsTooDeep, TOO_DEEP_MESSAGE } from '../../http/json-shape'
import { RestError } from '../errors'
import { Cursor, parseParameter } from './cursor'
import { fieldName, jsonPath } from './field'
import { parseLogic } from './logic'
import { opExpr, restOfInput } from './operator'
import { parseOrder } from './order'
import { canonicalQuery, MAX_QUERY_LENGTH, splitQuery } from './query-string'
import { parseSelect } from './select'
import type { EmbedPath, Field, Filter, LogicTree, OrderTerm, SelectItem } from './types'

export type RangeParam = { path: EmbedPath; limit?: number; offset?: number }

export type QueryParams = {
  select: SelectItem[]
  filters: { path: EmbedPath; filter: Filter }[]
  /** GET /rpc/fn?a=1: parameters whose value is not an operator expression. */
  rpcArgs: { name: string; value: string }[]
  logic: { path: EmbedPath; tree: LogicTree }[]
  order: { path: EmbedPath; terms: OrderTerm[] }[]
  ranges: Map<string, RangeParam>
  columns?: string[]
  onConflict?: string[]
  canonical: string
}

const RESERVED = new Set(['select', 'columns', 'on_conflict'])
const EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or'])
/** The gateway's credential, stripped before PostgREST sees the query (Kong hide_credentials). */
const GATEWAY_PARAMS = new Set(['apikey'])

export const pathKey = (path: EmbedPath) => path.join('\u0000')

function treePath(key: string): { path: EmbedPath; field: Field } {
  return parseParameter('failed to parse tree path', key, (cursor) => {
    const names = [fieldName(cursor)]
    while (cursor.eat('.')) names.push(fieldName(cursor))
    const path = jsonPath(cursor)
    if (!cursor.atEnd) cursor.fail('delimiter (.) or end of input')
    return { path: names.slice(0, -1), field: { name: names[names.length - 1], jsonPath: path } }
  })
}

function columnList(context: string, input: string): string[] {
  return parseParameter(context, input, (cursor) => {
    const names = [fieldName(cursor)]
    for (cursor.skipSpaces(); cursor.eat(','); cursor.skipSpaces()) {
      cursor.skipSpaces()
      names.push(fieldName(cursor))
    }
    if (!cursor.atEnd) cursor.fail('"," or end of input')
    return names
  })
}

/**
 * Haskell's `readMaybe :: Integer`: anything but digits is ignored, as PostgREST does. Digits past
 * what a bigint offset can mean are refused, where PostgREST would hand them to Postgres.
 */
function integer(key: string, value: string): number | undefined {
  if (!/^-?\d+$/.test(value)) return undefined
  const number = Number(value)
  if (!Number.isSafeInteger(number))
    throw RestError.queryParam(
      `"${key}" is out of range`,
      `The limit is ${Number.MAX_SAFE_INTEGER}.`,
    )
  return number
}

function addRange(ranges: Map<string, RangeParam>, key: string, value: string) {
  const segments = key.split('.')
  const path = segments.slice(0, -1)
  const entry = ranges.get(pathKey(path)) ?? { path }
  const number = integer(key, value)
  if (segments[segments.length - 1] === 'limit') entry.limit = number
  else entry.offset = number
  ranges.set(pathKey(path), entry)
}

function parseFilter(key: string, value: string, isRpcRead: boolean, params: QueryParams) {
  const { path, field } = treePath(key)
  const parse = (cursor: Cursor) => opExpr(cursor, restOfInput)
  if (isRpcRead) {
    const cursor = new Cursor(value)
    const expr = cursor.attempt(() => parse(cursor))
    if (expr) params.filters.push({ path, filter: { field, expr } })
    else params.rpcArgs.push({ name: key, value })
    return
  }
  const expr = parseParameter('failed to parse filter', value, parse)
  params.filters.push({ path, filter: { field, expr } })
}

/** Parses every query parameter of a request (PostgREST ApiRequest/QueryParams.hs). */
export function parseQueryParams(search: string, isRpcRead: boolean): QueryParams {
  if (search.length > MAX_QUERY_LENGTH) {
    throw RestError.queryParam(
      'Query string is too long',
      `The limit is ${MAX_QUERY_LENGTH} characters.`,
    )
  }
  const pairs = splitQuery(search).filter((pair) => !GATEWAY_PARAMS.has(pair.key))
  // A filter value may reach Postgres's JSON or array parser: refuse deep nesting before any SQL.
  const deep = pairs.find(
    ({ value }) => value !== undefined && nestsTooDeep(value, { anywhere: true }),
  )
  if (deep) throw RestError.queryParam(`failed to parse "${deep.key}"`, TOO_DEEP_MESSAGE)
  const params: QueryParams = {
    select: [],
    filters: [],
    rpcArgs: [],
    logic: [],
    order: [],
    ranges: new Map(),
    canonical: canonicalQuery(pairs),
  }
  const lookup = (name: string) => pairs.find((pair) => pair.key === name)?.value
  params.select = parseSelect(lookup('select') ?? '*')
  const columns = lookup('columns')
  if (columns !== undefined)
    params.columns = columnList('failed to parse columns parameter', columns)
  const onConflict = lookup('on_conflict')
  if (onConflict !== undefined)
    params.onConflict = columnList('failed to parse on_conflict parameter', onConflict)

  for (const { key, value } of pairs) {
    if (value === undefined || RESERVED.has(key)) continue
    const last = key.slice(key.lastIndexOf('.') + 1)
    if (!EMBEDDABLE.has(last)) parseFilter(key, value, isRpcRead, params)
    else if (last === 'order')
      params.order.push({ path: key.split('.').slice(0, -1), terms: parseOrder(value) })
    else if (last === 'limit' || last === 'offset') addRange(params.ranges, key, value)
    else params.logic.push(parseLogic(key, value))
  }
  return params
}
