import { quoteIdent } from './tables'

/**
 * The `filter` of a postgres_changes binding, as supabase-js sends it: `column=op.value`, with
 * `in.(a,b,c)` for a list. The database decides (filterSql); matchesLoosely only skips a
 * subscriber early when the row's JSON value settles it.
 */
const OPERATORS = { eq: '=', neq: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=', in: 'in' } as const

type Operator = keyof typeof OPERATORS

export type Filter = { column: string; operator: Operator; values: string[] }

const isOperator = (value: string): value is Operator => Object.hasOwn(OPERATORS, value)

/** The filter, or the reason it is not one. */
export function parseFilter(text: string): Filter | { error: string } {
  const equals = text.indexOf('=')
  const dot = text.indexOf('.', equals + 1)
  const column = text.slice(0, equals)
  const operator = text.slice(equals + 1, dot)
  if (equals <= 0 || dot < 0 || !isOperator(operator))
    return {
      error: `invalid filter "${text}": expected column=operator.value, operator one of ${Object.keys(OPERATORS).join(', ')}`,
    }
  const value = text.slice(dot + 1)
  if (operator !== 'in') return { column, operator, values: [value] }
  const list = /^\((.*)\)$/s.exec(value)
  if (!list || list[1] === '') return { error: `invalid filter "${text}": in takes (a,b,…)` }
  const values = list[1].split(',').map((item) => item.trim().replace(/^"(.*)"$/s, '$1'))
  return { column, operator, values }
}

/** The filter as a condition on the row, its values bound from $first on. */
export function filterSql(filter: Filter, first: number): string {
  const column = quoteIdent(filter.column)
  if (filter.operator === 'in')
    return `${column} in (${filter.values.map((_, i) => `$${first + i}`).join(', ')})`
  return `${column} ${OPERATORS[filter.operator]} $${first}`
}

const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid'])
const TEXTUAL = new Set(['text', 'varchar', 'bpchar', 'name', 'citext'])

/** The JSON value and the filter's text compared as Postgres would, or undefined when unsure. */
function compare(value: unknown, text: string, type: string): number | undefined {
  if (value === null || value === undefined) return undefined
  if (NUMERIC.has(type) && typeof value === 'number') {
    const other = Number(text)
    return text.trim() === '' || Number.isNaN(other) ? undefined : Math.sign(value - other)
  }
  if (type === 'bool' && typeof value === 'boolean') {
    const other = /^(t|true|y|yes|on|1)$/i.test(text)
      ? true
      : /^(f|false|n|no|off|0)$/i.test(text)
        ? false
        : undefined
    return other === undefined ? undefined : value === other ? 0 : 1
  }
  if (type === 'uuid' && typeof value === 'string') {
    const canonical = text.replace(/[{}-]/g, '').toLowerCase()
    return /^[0-9a-f]{32}$/.test(canonical)
      ? value.replace(/-/g, '') === canonical
        ? 0
        : 1
      : undefined
  }
  // Equality of text is byte equality; its order is the collation's, which is not JavaScript's.
  if (TEXTUAL.has(type) && typeof value === 'string') return value === text ? 0 : 1
  return undefined
}

/**
 * False only when the row's value surely fails the filter; true when it passes or JavaScript
 * cannot tell (a timestamp written another way, an order of text).
 */
export function matchesLoosely(filter: Filter, value: unknown, type: string): boolean {
  const results = filter.values.map((text) => compare(value, text, type))
  const ordered = NUMERIC.has(type)
  const holds = (result: number | undefined): boolean => {
    if (result === undefined) return true
    switch (filter.operator) {
      case 'eq':
      case 'in':
        return result === 0
      case 'neq':
        return result !== 0
      case 'lt':
        return !ordered || result < 0
      case 'lte':
        return !ordered || result <= 0
      case 'gt':
        return !ordered || result > 0
      case 'gte':
        return !ordered || result >= 0
    }
  }
  return filter.operator === 'in' ? results.some(holds) : holds(results[0])
}
