import { Cursor, parseParameter } from './cursor'
import { field, fieldName } from './field'
import type { OrderTerm } from './types'

const TERM_END = '"," or end of input'

function direction(cursor: Cursor): OrderTerm['direction'] {
  return cursor.attempt(() => {
    cursor.expect('.')
    if (cursor.eat('asc')) return 'asc' as const
    if (cursor.eat('desc')) return 'desc' as const
    return cursor.fail('"asc", "desc", "nullsfirst" or "nullslast"')
  })
}

function nulls(cursor: Cursor): OrderTerm['nulls'] {
  return cursor.attempt(() => {
    cursor.expect('.')
    if (cursor.eat('nullsfirst')) return 'first' as const
    if (cursor.eat('nullslast')) return 'last' as const
    return cursor.fail('"nullsfirst" or "nullslast"')
  })
}

function relationTerm(cursor: Cursor): Pick<OrderTerm, 'relation' | 'field'> | undefined {
  return cursor.attempt(() => {
    cursor.skipSpaces()
    const relation = fieldName(cursor)
    cursor.expect('(')
    const column = field(cursor)
    cursor.expect(')')
    return { relation, field: column }
  })
}

function term(cursor: Cursor): OrderTerm {
  const target = relationTerm(cursor) ?? { field: field(cursor) }
  const order: OrderTerm = { ...target, direction: direction(cursor), nulls: nulls(cursor) }
  cursor.skipSpaces()
  if (!cursor.atEnd && cursor.peek() !== ',') {
    cursor.fail(order.nulls ? TERM_END : `delimiter (.), ${TERM_END}`)
  }
  return order
}

/** `order=a.desc.nullslast,b,rel(c).asc` */
export function parseOrder(input: string): OrderTerm[] {
  return parseParameter('failed to parse order', input, (cursor) => {
    const terms = [term(cursor)]
    while (cursor.eat(',')) terms.push(term(cursor))
    return terms
  })
}
