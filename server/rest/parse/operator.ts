import { Cursor, ParseFailure } from './cursor'
import { quotedValue } from './field'
import {
  FTS_OPERATORS,
  IS_VALUES,
  QUANT_OPERATORS,
  SIMPLE_OPERATORS,
  type FtsOperator,
  type IsValue,
  type OpExpr,
  type Operation,
  type QuantOperator,
  type SimpleOperator,
} from './types'

/**
 * `in.(…)` lists (and any/all lists, array arguments and arrays in bodies: request-bounds.ts) longer
 * than this are refused before SQL: the app sends a handful, and each item is work for every row.
 */
export const MAX_LIST_LENGTH = 1_000
const OPERATOR = 'operator (eq, gt, ...)'

const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  list.includes(value as T)

/** One element of `in.(a,"b,c",d)`. */
function listElement(cursor: Cursor): string {
  const quoted = cursor.attempt(() => {
    const value = quotedValue(cursor)
    if (!cursor.atEnd && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.fail('"," or ")"')
    return value
  })
  return quoted ?? cursor.takeWhile((char) => char !== ',' && char !== ')')
}

function listValue(cursor: Cursor): string[] {
  cursor.skipSpaces()
  cursor.expect('(')
  cursor.skipSpaces()
  const values = [listElement(cursor)]
  while (cursor.eat(',')) {
    if (values.length >= MAX_LIST_LENGTH)
      throw new ParseFailure(cursor.pos, `lists are limited to ${MAX_LIST_LENGTH} values`)
    values.push(listElement(cursor))
  }
  cursor.skipSpaces()
  cursor.expect(')')
  cursor.skipSpaces()
  return values
}

function isValue(cursor: Cursor): IsValue {
  const word = cursor.text.slice(cursor.pos).toLowerCase()
  const value = [...IS_VALUES]
    .sort((a, b) => b.length - a.length)
    .find((candidate) => word.startsWith(candidate))
  if (!value) cursor.fail('isVal: (null, not_null, true, false, unknown)')
  cursor.pos += value.length
  return value
}

function parenthesized(cursor: Cursor, read: () => string): string | undefined {
  if (!cursor.eat('(')) return undefined
  const value = read()
  cursor.expect(')')
  return value
}

function operation(
  cursor: Cursor,
  value: (cursor: Cursor) => string,
  expecting: string,
): Operation {
  const start = cursor.pos
  const word = cursor.takeWhile((char) => char >= 'a' && char <= 'z')
  if (word === 'in' && cursor.eat('.')) return { kind: 'in', values: listValue(cursor) }
  if (word === 'is' && cursor.eat('.')) return { kind: 'is', value: isValue(cursor) }
  if (word === 'isdistinct' && cursor.eat('.')) return { kind: 'isdistinct', value: value(cursor) }
  if (includes<FtsOperator>(FTS_OPERATORS, word)) {
    const language = parenthesized(cursor, () =>
      cursor.takeWhile((char) => /^[\p{L}0-9_ $]$/u.test(char)).trim(),
    )
    if (language !== '' && cursor.eat('.'))
      return { kind: 'fts', op: word, language, value: value(cursor) }
  }
  if (includes<SimpleOperator>(SIMPLE_OPERATORS, word) && cursor.eat('.')) {
    return { kind: 'simple', op: word, value: value(cursor) }
  }
  if (includes<QuantOperator>(QUANT_OPERATORS, word)) {
    const quantifier = parenthesized(cursor, () => cursor.takeWhile((char) => char !== ')'))
    const isQuantifier = quantifier === undefined || quantifier === 'any' || quantifier === 'all'
    if (isQuantifier && cursor.eat('.')) {
      return {
        kind: 'quant',
        op: word,
        quantifier: quantifier as 'any' | 'all' | undefined,
        value: value(cursor),
      }
    }
  }
  cursor.pos = start
  return cursor.fail(expecting)
}

/** `[not.]op[(modifier)].value` — the right-hand side of a filter. */
export function opExpr(cursor: Cursor, value: (cursor: Cursor) => string): OpExpr {
  const negated = cursor.eat('not.')
  return {
    negated,
    operation: operation(cursor, value, negated ? OPERATOR : `"not" or ${OPERATOR}`),
  }
}

/** The value of a URL filter: everything after the operator. */
export const restOfInput = (cursor: Cursor) => cursor.rest()
