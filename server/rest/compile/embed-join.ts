import { RestError } from '../errors'
import { pathKey } from '../parse/query-params'
import { paramRange } from '../parse/range'
import type { SelectEmbed } from '../parse/types'
import { findRelationship, isToOne, noRelationship } from '../schema/relationships'
import type { BuiltRead, Embed, Join, ReadContext, ReadNode } from './read-types'
import { lookupColumn, type Source } from './source'
import { qualifiedName, quoteIdent } from './sql'

/**
 * An embed as a LATERAL join: to-one embeds select the related row (row_to_json), to-many ones
 * aggregate the related rows (json_agg), both as jsonb like PostgREST. `build` compiles the child.
 */
export function embedJoin(
  ctx: ReadContext,
  node: ReadNode,
  item: SelectEmbed,
  index: number,
  build: (ctx: ReadContext, node: ReadNode) => BuiltRead,
): { name: string; embed: Embed; join: Join; selects: string[] } {
  const origin = node.source.table
  if (!origin)
    throw noRelationship(ctx.cache, ctx.schema, node.source.relationName, item.relation, item.hint)
  const rel = findRelationship(ctx.cache, origin, item.relation, item.hint)
  const name = item.alias ?? item.relation
  const path = [...node.path, name]
  ctx.embedPaths.add(pathKey(path))
  const depth = path.length
  const childAlias = quoteIdent(`${rel.target.name}_${depth}`)
  const source: Source = {
    from: `${qualifiedName(rel.target.schema, rel.target.name)} AS ${childAlias}`,
    qualifier: childAlias,
    relationName: `${rel.target.name}_${depth}`,
    columns: rel.target.columns,
    table: rel.target,
  }
  const joinConditions = rel.columns.map(([originColumn, targetColumn]) => {
    lookupColumn(node.source, originColumn)
    return `${childAlias}.${quoteIdent(targetColumn)} = ${node.source.qualifier}.${quoteIdent(originColumn)}`
  })
  const toOne = isToOne(rel)
  if (!toOne && item.isSpread)
    throw RestError.notImplemented('Spreading a to-many relationship is not supported')
  // Below a many-to-one embed the same row comes back once per row that points to it, and a
  // one-to-many embed there repeats all its rows each time: kb_acts → kb_entries → kb_acts →
  // kb_entries asked for ~480,000 rows and held the database 3 s.
  if (!toOne && node.belowManyToOne !== undefined)
    throw RestError.notImplemented(
      `Embedding the one-to-many '${name}' below the many-to-one '${node.belowManyToOne}' is not supported: it would repeat every row of '${name}' once per row that shares the same '${node.belowManyToOne}'`,
    )
  const range = paramRange(ctx.query.ranges.get(pathKey(path)))
  const belowManyToOne = rel.cardinality === 'many-to-one' ? name : node.belowManyToOne
  const child = build(ctx, {
    source,
    items: item.children,
    path,
    range,
    joinConditions,
    belowManyToOne,
  })
  const aggregate = quoteIdent(`${node.source.relationName}_${name}_${depth}_${index}`)
  const joinType = item.joinType === 'inner' ? 'INNER' : 'LEFT'
  const join: Join = toOne
    ? {
        sql: `${joinType} JOIN LATERAL (${child.sql}) AS ${aggregate} ON TRUE`,
        isInner: joinType === 'INNER',
      }
    : {
        sql: `${joinType} JOIN LATERAL (SELECT json_agg(${aggregate})::jsonb AS ${aggregate} FROM (${child.sql}) AS ${aggregate}) AS ${aggregate} ON ${joinType === 'INNER' ? `${aggregate} IS NOT NULL` : 'TRUE'}`,
        isInner: joinType === 'INNER',
      }
  const hasOutput = item.children.length > 0
  const selects = !hasOutput
    ? []
    : item.isSpread
      ? child.outputNames.map((column) => `${aggregate}.${quoteIdent(column)}`)
      : [
          toOne
            ? `row_to_json(${aggregate}.*)::jsonb AS ${quoteIdent(name)}`
            : `COALESCE(${aggregate}.${aggregate}, '[]') AS ${quoteIdent(name)}`,
        ]
  return { name, embed: { aggregate, isToOne: toOne }, join, selects }
}
