import { lookupColumn, tableSource } from '../compile/source'
import { qualifiedName, quoteIdent } from '../compile/sql'
import type { QueryParams } from '../parse/query-params'
import type { SchemaCache, Table } from '../schema/types'
import { findRelationship } from '../schema/relationships'

/**
 * The RETURNING list of a mutation. Without a representation it is `1` (no column is read, so
 * no SELECT privilege or policy is involved); otherwise the columns the response needs.
 */
export function returningList(
  cache: SchemaCache,
  table: Table,
  query: QueryParams,
  needsRows: boolean,
): string {
  const target = qualifiedName(table.schema, table.name)
  if (!needsRows) return '1'
  if (query.select.some((item) => item.kind === 'field' && item.field.name === '*'))
    return `${target}.*`
  const names = new Set<string>()
  for (const item of query.select) {
    if (item.kind === 'field') names.add(item.field.name)
    else
      findRelationship(cache, table, item.relation, item.hint).columns.forEach(([column]) =>
        names.add(column),
      )
  }
  for (const { path, terms } of query.order) {
    if (path.length === 0)
      terms
        .filter((term) => term.relation === undefined)
        .forEach((term) => names.add(term.field.name))
  }
  table.primaryKey.forEach((column) => names.add(column))
  if (names.size === 0) return `${target}.*`
  const source = tableSource(table)
  for (const name of names) lookupColumn(source, name)
  return [...names].map((name) => `${target}.${quoteIdent(name)}`).join(', ')
}

/** Location's filters for a single inserted row, as `[column, text value]` pairs from Postgres. */
export function locationSql(table: Table): string {
  if (table.primaryKey.length === 0) return 'NULL::text'
  const columns = table.primaryKey.map(quoteIdent).join(', ')
  return (
    `CASE WHEN pg_catalog.count(_postgrest_t) = 1 THEN (SELECT json_agg(json_build_array(pgrst_key.key, pgrst_key.value))::text ` +
    `FROM json_each_text((SELECT row_to_json(pgrst_row) FROM (SELECT ${columns} FROM pgrst_source LIMIT 1) pgrst_row)) AS pgrst_key) END`
  )
}

const encode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )

export function locationHeader(table: Table, pairs: unknown): string | undefined {
  if (typeof pairs !== 'string') return undefined
  const list = JSON.parse(pairs) as [string, string | null][]
  const query = list.map(
    ([key, value]) => `${encode(key)}=${encode(value === null ? 'is.null' : `eq.${value}`)}`,
  )
  return `/${table.name}?${query.join('&')}`
}
