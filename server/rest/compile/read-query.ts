import { RestError } from '../errors'
import { pathKey } from '../parse/query-params'
import { ALL_ROWS, rangeLimit, type RowRange } from '../parse/range'
import type { OrderTerm, SelectEmbed, SelectField, SelectItem } from '../parse/types'
import { embedJoin } from './embed-join'
import type { BuiltRead, Embed, Join, ReadContext, ReadNode } from './read-types'
import { fieldSql, jsonPathAlias } from './source'
import { castType, type Params, quoteIdent } from './sql'
import { filterSql, logicSql } from './where'

export type { ReadContext } from './read-types'

function selectFieldSql(node: ReadNode, item: SelectField, params: Params): string {
  if (item.field.name === '*') return `${node.source.qualifier}.*`
  const value = fieldSql(node.source, item.field, params)
  const cast = item.cast === undefined ? value : `CAST(${value} AS ${castType(item.cast)})`
  const alias = item.alias ?? jsonPathAlias(item.field)
  return alias === undefined ? cast : `${cast} AS ${quoteIdent(alias)}`
}

function outputNames(node: ReadNode, items: SelectItem[]): string[] {
  return items.flatMap((item) => {
    if (item.kind === 'embed') return item.isSpread ? [] : [item.alias ?? item.relation]
    if (item.field.name === '*') return [...(node.source.columns?.keys() ?? [])]
    return [item.alias ?? jsonPathAlias(item.field) ?? item.field.name]
  })
}

function orderSql(
  ctx: ReadContext,
  node: ReadNode,
  term: OrderTerm,
  embeds: Map<string, Embed>,
): string {
  let target: string
  if (term.relation !== undefined) {
    const embed = embeds.get(term.relation)
    if (!embed) throw RestError.notEmbedded(term.relation)
    if (!embed.isToOne)
      throw RestError.relatedOrderNotToOne(node.source.relationName, term.relation)
    target = fieldSql(
      { from: '', qualifier: embed.aggregate, relationName: term.relation },
      term.field,
      ctx.params,
    )
  } else {
    target = fieldSql(node.source, term.field, ctx.params)
  }
  const direction = term.direction ? ` ${term.direction.toUpperCase()}` : ''
  const nulls = term.nulls ? ` NULLS ${term.nulls.toUpperCase()}` : ''
  return `${target}${direction}${nulls}`
}

function limitSql(range: RowRange, params: Params): string {
  if (range.lower === ALL_ROWS.lower && range.upper === ALL_ROWS.upper) return ''
  const limit = rangeLimit(range)
  return ` LIMIT ${limit === undefined ? 'ALL' : params.add(String(limit))} OFFSET ${params.add(String(range.lower))}`
}

/** One level of a read: its columns, embeds (LATERAL joins), filters, order and range. */
export function buildRead(ctx: ReadContext, node: ReadNode): BuiltRead {
  const key = pathKey(node.path)
  const fields = node.items.filter((item): item is SelectField => item.kind === 'field')
  const embedItems = node.items.filter((item): item is SelectEmbed => item.kind === 'embed')
  const selects = fields.map((item) => selectFieldSql(node, item, ctx.params))
  const embeds = new Map<string, Embed>()
  const joins: Join[] = []
  embedItems.forEach((item, index) => {
    const built = embedJoin(ctx, node, item, index, buildRead)
    embeds.set(built.name, built.embed)
    joins.push(built.join)
    selects.push(...built.selects)
  })
  if (fields.length === 0 && embedItems.length === 0) selects.push(`${node.source.qualifier}.*`)
  const nullCheck = (name: string) => embeds.get(name)?.aggregate
  const where = [...(node.joinConditions ?? [])]
  if (!node.skipFilters) {
    for (const { path, filter } of ctx.query.filters) {
      if (pathKey(path) === key) where.push(filterSql(node.source, filter, ctx.params, nullCheck))
    }
    for (const { path, tree } of ctx.query.logic) {
      if (pathKey(path) === key) where.push(logicSql(node.source, tree, ctx.params, nullCheck))
    }
  }
  const order = ctx.query.order
    .filter(({ path }) => pathKey(path) === key)
    .flatMap(({ terms }) => terms.map((term) => orderSql(ctx, node, term, embeds)))
  const whereSql = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''
  const joinSql = (list: Join[]) => list.map((join) => ` ${join.sql}`).join('')
  const orderSqlText = order.length > 0 ? ` ORDER BY ${order.join(', ')}` : ''
  return {
    sql: `SELECT ${selects.join(', ')} FROM ${node.source.from}${joinSql(joins)}${whereSql}${orderSqlText}${limitSql(node.range, ctx.params)}`,
    countSql: `SELECT 1 FROM ${node.source.from}${joinSql(joins.filter((join) => join.isInner))}${whereSql}`,
    outputNames: outputNames(node, node.items),
  }
}

/** PGRST108 for filters, orders or limits on paths that no embed in `select` defines. */
export function assertEmbedPaths(ctx: ReadContext) {
  const paths = [
    ...ctx.query.filters.map(({ path }) => path),
    ...ctx.query.logic.map(({ path }) => path),
    ...ctx.query.order.map(({ path }) => path),
    ...[...ctx.query.ranges.values()].map(({ path }) => path),
  ]
  for (const path of paths) {
    if (path.length > 0 && !ctx.embedPaths.has(pathKey(path)))
      throw RestError.notEmbedded(path[path.length - 1])
  }
}
