import { Cursor, ParseFailure, parseParameter } from './cursor'
import { field, quotedValue } from './field'
import { opExpr } from './operator'
import type { EmbedPath, LogicTree } from './types'

/** `or=(…)` trees nest this deep at most. */
export const MAX_LOGIC_DEPTH = 16

/** A value inside `or=(…)`: quoted, a `{…}` array literal, or everything up to `,` or `)`. */
function logicValue(cursor: Cursor): string {
  const quoted = cursor.attempt(() => {
    const value = quotedValue(cursor)
    if (!cursor.atEnd && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.fail('"," or ")"')
    return value
  })
  if (quoted !== undefined) return quoted
  const array = cursor.attempt(() => {
    cursor.expect('{')
    const inner = cursor.takeWhile((char) => char !== '{' && char !== '}')
    cursor.expect('}')
    return `{${inner}}`
  })
  return array ?? cursor.takeWhile((char) => char !== ',' && char !== ')')
}

function lexeme(cursor: Cursor, token: string) {
  cursor.skipSpaces()
  cursor.expect(token)
  cursor.skipSpaces()
}

function tree(cursor: Cursor, depth: number): LogicTree {
  if (depth > MAX_LOGIC_DEPTH)
    throw new ParseFailure(cursor.pos, `logic trees are limited to ${MAX_LOGIC_DEPTH} levels`)
  const filter = cursor.attempt(() => {
    const column = field(cursor)
    cursor.expect('.', 'delimiter (.)')
    return { field: column, expr: opExpr(cursor, logicValue) }
  })
  if (filter) return { kind: 'filter', filter }
  const negated = cursor.eat('not.')
  const op = cursor.eat('and')
    ? 'and'
    : cursor.eat('or')
      ? 'or'
      : cursor.fail('logic operator (and, or)')
  lexeme(cursor, '(')
  const children = [tree(cursor, depth + 1)]
  for (;;) {
    cursor.skipSpaces()
    if (!cursor.eat(',')) break
    cursor.skipSpaces()
    children.push(tree(cursor, depth + 1))
  }
  lexeme(cursor, ')')
  return { kind: 'expr', negated, op, children }
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`, `not.and=(…)`, `tags.or=(…)`. */
export function parseLogic(key: string, value: string): { path: EmbedPath; tree: LogicTree } {
  const segments = key.split('.')
  const op = segments[segments.length - 1]
  const negated = segments.slice(0, -1).includes('not')
  const path = segments.slice(0, -1).filter((segment) => segment !== 'not')
  const text = `${negated ? 'not.' : ''}${op}${value}`
  const parsed = parseParameter('failed to parse logic tree', value, () =>
    tree(new Cursor(text), 0),
  )
  return { path, tree: parsed }
}
