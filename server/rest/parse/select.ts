import { RestError } from '../errors'
import { Cursor, ParseFailure, parseParameter } from './cursor'
import { field, fieldName } from './field'
import type { SelectEmbed, SelectField, SelectItem } from './types'

/** Embeds nest this deep at most; deeper requests are hostile or mistaken. */
export const MAX_SELECT_DEPTH = 8
const AGGREGATES = ['sum', 'avg', 'count', 'max', 'min']
const isCastChar = (char: string) => /^[\p{L}0-9_ $]$/u.test(char)

/**
 * Whether `char` may come before the end of the current item (`,` or `)`). A quote means maybe:
 * a quoted name can hold anything. Saves a failing `attempt` (a thrown ParseFailure) on the
 * common plain column, without changing what is accepted.
 */
function mayReach(cursor: Cursor, char: string): boolean {
  for (let i = cursor.pos; i < cursor.text.length; i++) {
    const next = cursor.text[i]
    if (next === char || next === '"') return true
    if (next === ',' || next === ')') return false
  }
  return false
}

function alias(cursor: Cursor): string | undefined {
  if (!mayReach(cursor, ':')) return undefined
  return cursor.attempt(() => {
    const name = fieldName(cursor)
    if (!cursor.eat(':') || cursor.peek() === ':') cursor.fail('":"')
    return name
  })
}

function isItemEnd(cursor: Cursor): boolean {
  return cursor.atEnd || cursor.peek() === ')' || cursor.peek() === ','
}

function cast(cursor: Cursor): string | undefined {
  if (!cursor.eat('::')) return undefined
  const type = cursor.takeWhile(isCastChar).trim()
  if (type === '') cursor.fail('letter or digit')
  return type
}

function embedParams(cursor: Cursor): Pick<SelectEmbed, 'hint' | 'joinType'> {
  const params: Pick<SelectEmbed, 'hint' | 'joinType'> = {}
  for (let i = 0; i < 2 && cursor.eat('!'); i++) {
    const param = fieldName(cursor)
    if (param === 'inner' || param === 'left') params.joinType = param
    else params.hint = param
  }
  return params
}

/** The head of an embed, up to its `(`; undefined when the item is a plain field. */
function embedHead(cursor: Cursor): Omit<SelectEmbed, 'children'> | undefined {
  if (!mayReach(cursor, '(')) return undefined
  return cursor.attempt(() => {
    cursor.skipSpaces()
    const isSpread = cursor.eat('...')
    const embedAlias = isSpread ? undefined : alias(cursor)
    const relation = fieldName(cursor)
    if (relation === 'count' && !isSpread) cursor.fail('relation')
    const params = embedParams(cursor)
    cursor.skipSpaces()
    cursor.expect('(')
    return { kind: 'embed' as const, relation, alias: embedAlias, isSpread, ...params }
  })
}

function rejectAggregate(cursor: Cursor) {
  const aggregate = AGGREGATES.find(
    (name) => cursor.startsWith(`.${name}()`) || cursor.startsWith(`${name}()`),
  )
  if (aggregate) throw RestError.aggregatesNotAllowed()
}

function selectField(cursor: Cursor): SelectField {
  cursor.skipSpaces()
  if (cursor.peek() === '*') {
    cursor.pos++
    cursor.skipSpaces()
    if (!isItemEnd(cursor)) cursor.fail('")", "," or end of input')
    return { kind: 'field', field: { name: '*', jsonPath: [] } }
  }
  const fieldAlias = alias(cursor)
  rejectAggregate(cursor)
  const column = field(cursor)
  const type = cast(cursor)
  rejectAggregate(cursor)
  cursor.skipSpaces()
  if (!isItemEnd(cursor)) cursor.fail('"->>", "->", "::", ".", ")", "," or end of input')
  return { kind: 'field', field: column, alias: fieldAlias, cast: type }
}

function item(cursor: Cursor, depth: number): SelectItem {
  const head = embedHead(cursor)
  if (!head) return selectField(cursor)
  const children = forest(cursor, depth + 1)
  cursor.expect(')')
  cursor.skipSpaces()
  return { ...head, children }
}

function forest(cursor: Cursor, depth: number): SelectItem[] {
  if (depth > MAX_SELECT_DEPTH)
    throw new ParseFailure(cursor.pos, `embedding is limited to ${MAX_SELECT_DEPTH} levels`)
  cursor.skipSpaces()
  if (isItemEnd(cursor)) return []
  const items = [item(cursor, depth)]
  while (cursor.eat(',')) items.push(item(cursor, depth))
  return items
}

/** `select=id,alias:col::text,data->a->>b,owner:profiles!fk(name),tags!inner(*)` */
export function parseSelect(input: string): SelectItem[] {
  return parseParameter('failed to parse select parameter', input, (cursor) => {
    const items = forest(cursor, 0)
    if (!cursor.atEnd) cursor.fail('"," or end of input')
    return items
  })
}
