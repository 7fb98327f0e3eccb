import { type JsonShape, MAX_JSON_WIDTH } from '../../http/json-shape'
import { RestError } from '../errors'
import type { Routine, Table } from '../schema/types'
import { arrayElements, listLength } from './array-literal'
import { MAX_LIST_LENGTH } from './operator'
import type { QueryParams } from './query-params'
import { assertRegexBounded } from './regex-bounds'
import type { Field, Filter, LogicTree, Operation, SelectItem } from './types'

// Bounds on the work one request may ask for, checked before any SQL: PGlite serves one
// statement at a time, so a request that runs for seconds stalls every user. The app asks for far
// less (its widest select names 20 columns, it embeds nothing, filters with a few eq/in and writes
// one row at a time); what was measured past these bounds on PGlite is noted beside each.

/** An embed bomb five levels deep (kb_acts → kb_entries → kb_acts …) ran 3 s. */
const MAX_EMBED_DEPTH = 3
export const MAX_EMBEDS = 10
/** Postgres refuses more than 1,664 output columns with a 500 (54011); 1,500 aliases took 0.8 s. */
export const MAX_COLUMNS = 100
/** 5,000 order terms took 0.7 s to plan. */
export const MAX_ORDER_TERMS = 16
/** 4,000 neq filters took 0.6 s, 3,000 like filters in an `or` 1.5 s. */
export const MAX_FILTERS = 100
/**
 * like, ilike, match and imatch values (each element of an any/all list counts) and full-text
 * filters: each is matched against every row. 100 ilike patterns took 0.45 s, 100 regular
 * expressions 1.3 s (past Postgres's cache of 32 compiled ones, each row compiles them again).
 */
export const MAX_PATTERNS = 16
const MAX_PATTERN_LENGTH = 1_000
const MAX_FTS_LENGTH = 500
/** 3,000 arrows in one JSON path (`data->a->a…`) overflowed Postgres's parser. */
export const MAX_JSON_PATH = 16
/** Rows in one POST or PATCH body: 50,000 chats in one insert held PGlite for seconds. */
export const MAX_WRITE_ROWS = 100

const queryLimit = RestError.queryParam

function countEmbeds(items: SelectItem[], depth: number): { embeds: number; depth: number } {
  let embeds = 0
  let deepest = depth - 1
  for (const item of items) {
    if (item.kind !== 'embed') continue
    const inner = countEmbeds(item.children, depth + 1)
    embeds += 1 + inner.embeds
    deepest = Math.max(deepest, inner.depth)
  }
  return { embeds, depth: deepest }
}

function countColumns(items: SelectItem[]): number {
  return items.reduce(
    (sum, item) => sum + (item.kind === 'embed' ? 1 + countColumns(item.children) : 1),
    0,
  )
}

function assertSelectBounded(select: SelectItem[]) {
  const { embeds, depth } = countEmbeds(select, 1)
  if (depth > MAX_EMBED_DEPTH)
    throw queryLimit(
      `Embedded resources may nest at most ${MAX_EMBED_DEPTH} levels deep`,
      `The select parameter nests them ${depth} levels deep.`,
    )
  if (embeds > MAX_EMBEDS)
    throw queryLimit(
      `A request may embed at most ${MAX_EMBEDS} resources`,
      `The select parameter embeds ${embeds}.`,
    )
  const columns = countColumns(select)
  if (columns > MAX_COLUMNS)
    throw queryLimit(
      `A request may select at most ${MAX_COLUMNS} columns and embedded resources`,
      `The select parameter names ${columns}.`,
    )
}

const leavesOf = (tree: LogicTree): Filter[] =>
  tree.kind === 'filter' ? [tree.filter] : tree.children.flatMap(leavesOf)

/** The values a filter compares with: each element of an any/all list, else the one value. */
function valuesOf(operation: Extract<Operation, { kind: 'quant' }>): string[] {
  if (operation.quantifier === undefined) return [operation.value]
  const values = arrayElements(operation.value)
  if (values.length > MAX_LIST_LENGTH)
    throw queryLimit(
      `Lists are limited to ${MAX_LIST_LENGTH} values`,
      `An ${operation.op}(${operation.quantifier}) filter has ${values.length}.`,
    )
  return values
}

function assertFiltersBounded(filters: Filter[]) {
  if (filters.length > MAX_FILTERS)
    throw queryLimit(
      `A request may have at most ${MAX_FILTERS} filters`,
      `It has ${filters.length}, counting each condition inside or/and.`,
    )
  const regexes: string[] = []
  let patterns = 0
  for (const filter of filters) {
    const { operation } = filter.expr
    if (operation.kind === 'fts') {
      patterns++
      if (operation.value.length > MAX_FTS_LENGTH)
        throw queryLimit(
          `Full-text queries are limited to ${MAX_FTS_LENGTH} characters`,
          `A ${operation.op} filter has ${operation.value.length}.`,
        )
    }
    if (operation.kind === 'simple' && listLength(operation.value) > MAX_LIST_LENGTH)
      throw queryLimit(
        `Lists are limited to ${MAX_LIST_LENGTH} values`,
        `A ${operation.op} filter has ${listLength(operation.value)}.`,
      )
    if (operation.kind !== 'quant') continue
    const values = valuesOf(operation)
    if (!['like', 'ilike', 'match', 'imatch'].includes(operation.op)) continue
    patterns += values.length
    const long = values.find((value) => value.length > MAX_PATTERN_LENGTH)
    if (long !== undefined && (operation.op === 'like' || operation.op === 'ilike'))
      throw queryLimit(
        `Patterns are limited to ${MAX_PATTERN_LENGTH} characters`,
        `A ${operation.op} pattern has ${long.length}.`,
      )
    if (operation.op === 'match' || operation.op === 'imatch') regexes.push(...values)
  }
  if (patterns > MAX_PATTERNS)
    throw queryLimit(
      `A request may have at most ${MAX_PATTERNS} like, ilike, match, imatch and full-text filters`,
      `It has ${patterns}, counting each value of an any/all list.`,
    )
  assertRegexBounded(regexes)
}

const selectedFields = (items: SelectItem[]): Field[] =>
  items.flatMap((item) => (item.kind === 'field' ? [item.field] : selectedFields(item.children)))

function assertJsonPathsBounded(fields: Field[]) {
  const deep = fields.find((field) => field.jsonPath.length > MAX_JSON_PATH)
  if (deep)
    throw queryLimit(
      `JSON paths are limited to ${MAX_JSON_PATH} steps`,
      `The path on ${deep.name} has ${deep.jsonPath.length}.`,
    )
}

/** Refuses a query string that asks for more work than the bounds above allow (400, before SQL). */
export function assertQueryBounded(query: QueryParams): void {
  assertSelectBounded(query.select)
  for (const [name, list] of [
    ['columns', query.columns],
    ['on_conflict', query.onConflict],
  ] as const) {
    if (list && list.length > MAX_COLUMNS)
      throw queryLimit(
        `The ${name} parameter may name at most ${MAX_COLUMNS} columns`,
        `It names ${list.length}.`,
      )
  }
  const terms = query.order.reduce((sum, { terms }) => sum + terms.length, 0)
  if (terms > MAX_ORDER_TERMS)
    throw queryLimit(
      `A request may order by at most ${MAX_ORDER_TERMS} columns`,
      `It orders by ${terms}.`,
    )
  const filters = [
    ...query.filters.map(({ filter }) => filter),
    ...query.logic.flatMap(({ tree }) => leavesOf(tree)),
  ]
  assertFiltersBounded(filters)
  assertJsonPathsBounded([
    ...selectedFields(query.select),
    ...filters.map((filter) => filter.field),
    ...query.order.flatMap(({ terms }) => terms.map((term) => term.field)),
  ])
}

const bodyLimit = (message: string, details: string) =>
  new RestError(400, 'PGRST102', message, details)
const tooManyItems = (items: number) =>
  bodyLimit(`Arrays are limited to ${MAX_LIST_LENGTH} items`, `An array in the body has ${items}.`)

/** The bounds of a body beyond the shape every body keeps; the secret key's holders write more rows. */
export type BodyBounds = { maxRows?: number }

/**
 * A body's text, measured before it is parsed (400 PGRST102): a table write holds at most
 * `maxRows` rows, every array at most MAX_LIST_LENGTH items (`is_list_of` compared two
 * 20,000-item arrays for 3 s) and every object at most MAX_JSON_WIDTH members.
 */
export function assertBodyShapeBounded(shape: JsonShape, { maxRows }: BodyBounds): void {
  const rows = shape.topLevelItems
  if (maxRows !== undefined && rows !== undefined && rows > maxRows)
    throw bodyLimit(`A request may write at most ${maxRows} rows`, `The body holds ${rows}.`)
  if (shape.widestArray > MAX_LIST_LENGTH) throw tooManyItems(shape.widestArray)
  if (shape.widestObject > MAX_JSON_WIDTH)
    throw bodyLimit(
      `Objects are limited to ${MAX_JSON_WIDTH} members`,
      `An object in the body has ${shape.widestObject}.`,
    )
}

const isArrayType = (type: string) => type.endsWith('[]')

/**
 * The array literals given as text to array columns or parameters (`{"items": "{a,b,…}"}`) hold
 * at most MAX_LIST_LENGTH items, as JSON arrays do (assertBodyShapeBounded).
 */
export function assertArrayLiteralsBounded(value: unknown, arrayFields: ReadonlySet<string>): void {
  for (const row of Array.isArray(value) ? value : [value]) {
    if (typeof row !== 'object' || row === null) continue
    for (const [key, field] of Object.entries(row as Record<string, unknown>)) {
      if (arrayFields.has(key) && typeof field === 'string' && listLength(field) > MAX_LIST_LENGTH)
        throw tooManyItems(listLength(field))
    }
  }
}

export const arrayColumns = (table: Table): Set<string> =>
  new Set([...table.columns.values()].filter((c) => isArrayType(c.type)).map((c) => c.name))

export const arrayParams = (routine: Routine): Set<string> =>
  new Set(routine.params.filter((p) => isArrayType(p.type)).map((p) => p.name))

/** GET /rpc/fn?items={…}: array and JSON arguments hold at most MAX_LIST_LENGTH items. */
export function assertQueryArgumentsBounded(routine: Routine, values: Map<string, string>): void {
  for (const param of routine.params) {
    const value = values.get(param.name)
    const isList = isArrayType(param.type) || param.type === 'json' || param.type === 'jsonb'
    if (value !== undefined && isList && listLength(value) > MAX_LIST_LENGTH)
      throw queryLimit(
        `Lists are limited to ${MAX_LIST_LENGTH} values`,
        `The argument ${param.name} has ${listLength(value)}.`,
      )
  }
}
