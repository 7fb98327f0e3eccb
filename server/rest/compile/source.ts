import { RestError } from '../errors'
import type { Field } from '../parse/types'
import type { Column, Table } from '../schema/types'
import { type Params, quoteIdent } from './sql'

/** A relation a query reads from: a table, or the CTE of a mutation or function call. */
export type Source = {
  /** SQL of the FROM item, e.g. `"public"."todos"` or `pgrst_source AS "todos"`. */
  from: string
  /** SQL that qualifies its columns: `"public"."todos"` or `"todos"`. */
  qualifier: string
  /** The name Postgres uses for it in error messages. */
  relationName: string
  /** Known columns; undefined when the shape is unknown (a function returning SETOF record). */
  columns?: Map<string, Column | undefined>
  /** The table whose foreign keys embedding may follow. */
  table?: Table
}

export function tableSource(table: Table): Source {
  const qualifier = `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`
  return { from: qualifier, qualifier, relationName: table.name, columns: table.columns, table }
}

export function aliasedSource(
  from: string,
  alias: string,
  table?: Table,
  columns?: string[],
): Source {
  const known = table
    ? table.columns
    : columns
      ? new Map(columns.map((name) => [name, undefined]))
      : undefined
  return {
    from: `${from} AS ${quoteIdent(alias)}`,
    qualifier: quoteIdent(alias),
    relationName: alias,
    columns: known,
    table,
  }
}

/** The column's catalog entry; unknown columns fail the way Postgres would (42703). */
export function lookupColumn(source: Source, name: string): Column | undefined {
  if (!source.columns) return undefined
  if (!source.columns.has(name)) throw RestError.undefinedColumn(source.relationName, name)
  return source.columns.get(name)
}

const isJsonType = (column: Column | undefined) =>
  column?.baseType === 'json' || column?.baseType === 'jsonb'

/** `"t"."data"->$1::text->>$2::text`; non-JSON columns go through to_jsonb first, as in PostgREST. */
export function fieldSql(source: Source, field: Field, params: Params): string {
  const column = lookupColumn(source, field.name)
  const base = `${source.qualifier}.${quoteIdent(field.name)}`
  if (field.jsonPath.length === 0) return base
  const start = isJsonType(column) ? base : `to_jsonb(${base})`
  return field.jsonPath.reduce(
    (sql, step) => `${sql}${step.arrow}${params.text(step.key)}::${step.isIndex ? 'int' : 'text'}`,
    start,
  )
}

/** The output name PostgREST gives `data->a->>b` (the last key, or the column for indexes). */
export function jsonPathAlias(field: Field): string | undefined {
  if (field.jsonPath.length === 0) return undefined
  const keys = field.jsonPath.filter((step) => !step.isIndex)
  return keys.length > 0 ? keys[keys.length - 1].key : field.name
}
