import type { Payload } from '../parse/body'
import type { Table } from '../schema/types'
import { type Params, qualifiedName, quoteIdent } from './sql'

type InsertOptions = {
  columns: string[]
  conflictColumns: string[]
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  applyDefaults: boolean
  returning: string
}

const INSERTED = `coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0)`
/** Counts rows inserted (+1 per proposed row, −1 per conflict update), read back as `inserted`. */
const COUNT_PROPOSED = `set_config('pgrst.inserted', (${INSERTED} + 1)::text, true) <> '0'`
const COUNT_UPDATED = `set_config('pgrst.inserted', (${INSERTED} - 1)::text, true) <> '-1'`
export const INSERTED_SQL = `nullif(current_setting('pgrst.inserted', true), '')`

/**
 * The body's rows typed by the table's row type. The raw JSON text goes to Postgres as one
 * parameter (numbers such as 1.50 are never re-encoded in JavaScript).
 */
function payloadRows(
  table: Table,
  payload: Payload,
  columns: string[],
  applyDefaults: boolean,
  params: Params,
): string {
  const rowType = `NULL::${qualifiedName(table.schema, table.name)}`
  const body = params.add(payload.raw)
  const withDefaults = columns.filter((name) => table.columns.get(name)?.default != null)
  if (!applyDefaults || withDefaults.length === 0) {
    return payload.isArray
      ? `json_populate_recordset(${rowType}, ${body}::json)`
      : `json_populate_record(${rowType}, ${body}::json)`
  }
  // Column defaults are SQL from pg_catalog (pg_get_expr), evaluated per row like DEFAULT.
  const defaults = `jsonb_build_object(${withDefaults
    .map((name) => `${params.text(name)}::text, ${table.columns.get(name)!.default}`)
    .join(', ')})`
  return payload.isArray
    ? `jsonb_populate_recordset(${rowType}, (SELECT jsonb_agg(${defaults} || pgrst_element) FROM jsonb_array_elements(${body}::jsonb) AS pgrst_element))`
    : `jsonb_populate_record(${rowType}, ${defaults} || ${body}::jsonb)`
}

export function insertSql(
  table: Table,
  payload: Payload,
  options: InsertOptions,
  params: Params,
): string {
  const target = qualifiedName(table.schema, table.name)
  const columns = options.columns.map(quoteIdent)
  const rows = payloadRows(table, payload, options.columns, options.applyDefaults, params)
  const isMerge = options.resolution === 'merge-duplicates'
  const into = columns.length > 0 ? ` (${columns.join(', ')})` : ''
  let sql = `INSERT INTO ${target}${into} SELECT ${columns.map((c) => `pgrst_body.${c}`).join(', ')} FROM ${rows} AS pgrst_body WHERE ${isMerge ? COUNT_PROPOSED : 'TRUE'}`
  if (options.resolution && options.conflictColumns.length > 0) {
    const conflict = options.conflictColumns.map(quoteIdent).join(', ')
    const update = columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')
    sql +=
      isMerge && columns.length > 0
        ? ` ON CONFLICT (${conflict}) DO UPDATE SET ${update} WHERE ${COUNT_UPDATED}`
        : ` ON CONFLICT (${conflict}) DO NOTHING`
  }
  return `${sql} RETURNING ${options.returning}`
}

export function updateSql(
  table: Table,
  payload: Payload,
  columns: string[],
  where: string[],
  returning: string,
  params: Params,
): string {
  const target = qualifiedName(table.schema, table.name)
  const whereSql = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''
  // No columns to set: nothing changes, but the filters stay in the SQL so every parameter is used.
  if (columns.length === 0)
    return `SELECT ${returning} FROM ${target} WHERE false${where.map((sql) => ` AND ${sql}`).join('')}`
  const body = `${params.add(payload.raw)}::json`
  const object = payload.isArray ? `${body}->0` : body
  const set = columns
    .map((column) => `${quoteIdent(column)} = pgrst_body.${quoteIdent(column)}`)
    .join(', ')
  return `UPDATE ${target} SET ${set} FROM json_populate_record(NULL::${target}, ${object}) AS pgrst_body${whereSql} RETURNING ${returning}`
}

export function deleteSql(table: Table, where: string[], returning: string): string {
  const whereSql = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''
  return `DELETE FROM ${qualifiedName(table.schema, table.name)}${whereSql} RETURNING ${returning}`
}
