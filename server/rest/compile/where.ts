import type { Filter, LogicTree, Operation } from '../parse/types'
import { fieldSql, lookupColumn, type Source } from './source'
import { truncateAtNul, type Params } from './sql'

const QUANT_SQL = {
  eq: '=',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
}
const SIMPLE_SQL = {
  neq: '<>',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
}
const IS_SQL = {
  null: 'NULL',
  not_null: 'NOT NULL',
  true: 'TRUE',
  false: 'FALSE',
  unknown: 'UNKNOWN',
}
const FTS_SQL = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
}

/** `{"a","b\"c"}`: an array literal for `= ANY($n)` (PostgREST pgBuildArrayLiteral). */
function arrayLiteral(values: string[]): string {
  const escape = (value: string) =>
    `"${truncateAtNul(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
  return `{${values.map(escape).join(',')}}`
}

function operationSql(
  source: Source,
  filter: Filter,
  operation: Operation,
  params: Params,
): string {
  const field = fieldSql(source, filter.field, params)
  switch (operation.kind) {
    case 'quant': {
      const isPattern = operation.op === 'like' || operation.op === 'ilike'
      const value = params.text(isPattern ? operation.value.replace(/\*/g, '%') : operation.value)
      const operand = operation.quantifier
        ? `${operation.quantifier.toUpperCase()}(${value})`
        : value
      return `${field} ${QUANT_SQL[operation.op]} ${operand}`
    }
    case 'simple':
      return `${field} ${SIMPLE_SQL[operation.op]} ${params.text(operation.value)}`
    case 'in':
      if (operation.values.length === 1 && operation.values[0] === '') return `${field} = ANY('{}')`
      return `${field} = ANY(${params.text(arrayLiteral(operation.values))})`
    case 'is':
      return `${field} IS ${IS_SQL[operation.value]}`
    case 'isdistinct':
      return `${field} IS DISTINCT FROM ${params.text(operation.value)}`
    case 'fts': {
      const language =
        operation.language === undefined ? '' : `${params.text(operation.language)}::regconfig, `
      const column =
        filter.field.jsonPath.length === 0 ? lookupColumn(source, filter.field.name) : undefined
      const document = column?.baseType === 'tsvector' ? field : `to_tsvector(${language}${field})`
      return `${document} @@ ${FTS_SQL[operation.op]}(${language}${params.text(operation.value)})`
    }
  }
}

/**
 * A filter as SQL. `embedNullCheck` turns `rel=is.null` / `rel=not.is.null` on an embed's name
 * into a test on the embed itself (PostgREST's null embed filter).
 */
export function filterSql(
  source: Source,
  filter: Filter,
  params: Params,
  embedNullCheck?: (name: string) => string | undefined,
): string {
  const { operation, negated } = filter.expr
  if (
    operation.kind === 'is' &&
    (operation.value === 'null' || operation.value === 'not_null') &&
    filter.field.jsonPath.length === 0
  ) {
    const embed = embedNullCheck?.(filter.field.name)
    if (embed !== undefined) {
      const isNull = (operation.value === 'null') !== negated
      return `${embed} IS ${isNull ? 'NOT ' : ''}DISTINCT FROM NULL`
    }
  }
  const sql = operationSql(source, filter, operation, params)
  return negated ? `NOT ${sql}` : sql
}

export function logicSql(
  source: Source,
  tree: LogicTree,
  params: Params,
  embedNullCheck?: (name: string) => string | undefined,
): string {
  if (tree.kind === 'filter') return filterSql(source, tree.filter, params, embedNullCheck)
  const joined = tree.children
    .map((child) => logicSql(source, child, params, embedNullCheck))
    .join(tree.op === 'and' ? ' AND ' : ' OR ')
  return `${tree.negated ? 'NOT ' : ''}(${joined})`
}
