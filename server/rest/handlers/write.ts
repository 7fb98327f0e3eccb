import { assertEmbedPaths, buildRead } from '../compile/read-query'
import { aliasedSource, lookupColumn, tableSource } from '../compile/source'
import { Params } from '../compile/sql'
import { bodySql, NO_BODY, PAGE_COUNT } from '../compile/statement'
import { filterSql, logicSql } from '../compile/where'
import { deleteSql, INSERTED_SQL, insertSql, updateSql } from '../compile/write'
import { RestError } from '../errors'
import { runRequest, type PageRule } from '../execute'
import { parseTablePayload, type Payload } from '../parse/body'
import { appliedPreferences } from '../parse/prefer'
import { arrayColumns, assertArrayLiteralsBounded, MAX_WRITE_ROWS } from '../parse/request-bounds'
import { ALL_ROWS } from '../parse/range'
import { contentRange, restResponse } from '../respond'
import type { Table } from '../schema/types'
import { bodyText, contentHeaders, readContext, singularRules, type RestCall } from './call'
import { locationHeader, locationSql, returningList } from './returning'

function payloadColumns(table: Table, payload: Payload): string[] {
  for (const name of payload.keys)
    if (!table.columns.has(name)) throw RestError.columnNotFound(table.name, name)
  return payload.keys
}

function rootWhere(call: RestCall, table: Table, params: Params): string[] {
  const source = tableSource(table)
  return [
    ...call.query.filters
      .filter(({ path }) => path.length === 0)
      .map(({ filter }) => filterSql(source, filter, params)),
    ...call.query.logic
      .filter(({ path }) => path.length === 0)
      .map(({ tree }) => logicSql(source, tree, params)),
  ]
}

function mutationSql(
  call: RestCall,
  table: Table,
  payload: Payload | undefined,
  params: Params,
  returning: string,
): string {
  const { prefs, query } = call
  if (call.info.method === 'DELETE')
    return deleteSql(table, rootWhere(call, table, params), returning)
  const columns = payloadColumns(table, payload!)
  if (call.info.method === 'PATCH')
    return updateSql(table, payload!, columns, rootWhere(call, table, params), returning, params)
  const conflictColumns = query.onConflict ?? table.primaryKey
  conflictColumns.forEach((name) => lookupColumn(tableSource(table), name))
  return insertSql(
    table,
    payload!,
    {
      columns,
      conflictColumns,
      resolution: prefs.resolution,
      applyDefaults: prefs.missing === 'default',
      returning,
    },
    params,
  )
}

/** PGRST116 for singular media; PGRST124 when a strict PATCH / DELETE affects too many rows. */
function writeRules(call: RestCall): PageRule[] {
  const { handling, maxAffected } = call.prefs
  const isLimited =
    call.info.method !== 'POST' && handling === 'strict' && maxAffected !== undefined
  return [
    ...singularRules(call.media),
    ...(isLimited
      ? [{ max: maxAffected, refusal: (rows: number) => RestError.maxAffected(rows) }]
      : []),
  ]
}

/** POST (insert / upsert), PATCH (update) and DELETE on a table or view. */
export async function handleWrite(call: RestCall, table: Table, body: string): Promise<Response> {
  const { prefs, query, info } = call
  const isInsert = info.method === 'POST'
  const payload =
    info.method === 'DELETE'
      ? undefined
      : parseTablePayload(body, call.request.headers.get('content-type'), query.columns, {
          // The secret key's holders (operators, tools, tests) may load more rows at once.
          maxRows: info.auth.role === 'service_role' ? undefined : MAX_WRITE_ROWS,
        })
  if (payload) assertArrayLiteralsBounded(payload.value, arrayColumns(table))
  const isFull = prefs.representation === 'representation'
  const wantsLocation = isInsert && prefs.representation === 'headers-only'
  const params = new Params()
  const ctx = readContext(call, params)
  const mutation = mutationSql(
    call,
    table,
    payload,
    params,
    returningList(call.cache, table, query, isFull || wantsLocation),
  )
  const source = aliasedSource('pgrst_source', table.name, table)
  // Without a representation the select is still checked, with parameters that are then dropped.
  const readCtx = isFull ? ctx : readContext(call, new Params())
  const representation = buildRead(readCtx, {
    source,
    items: query.select,
    path: [],
    range: ALL_ROWS,
    skipFilters: true,
  })
  assertEmbedPaths(readCtx)
  const isMerge = isInsert && prefs.resolution === 'merge-duplicates'
  const sql =
    `WITH pgrst_source AS (${mutation}) SELECT ${PAGE_COUNT} AS page, ${isFull ? bodySql('rows', call.media) : NO_BODY} AS body, ` +
    `${wantsLocation ? locationSql(table) : 'NULL::text'} AS location, ${isMerge ? INSERTED_SQL : 'NULL::text'} AS inserted ` +
    `FROM (${isFull ? representation.sql : 'SELECT * FROM pgrst_source'}) _postgrest_t`
  const outcome = await runRequest(
    call.db,
    call.config,
    info,
    { sql, params: params.values, readOnly: false, rollback: prefs.transaction === 'rollback' },
    writeRules(call),
  )
  if ('failure' in outcome) throw outcome.failure
  const rows = Number(outcome.row.page)
  const total = prefs.count ? rows : undefined
  // An upsert that only merged into existing rows created nothing: 200, not 201 (Response.hs).
  const isMergeOnly = isMerge && Number(outcome.row.inserted ?? 0) <= 0
  const status = isInsert ? (isMergeOnly ? 200 : 201) : isFull ? 200 : 204
  const hasResolution = isInsert && (table.primaryKey.length > 0 || query.onConflict !== undefined)
  return restResponse(
    status,
    {
      location: wantsLocation ? locationHeader(table, outcome.row.location) : undefined,
      'content-range':
        info.method === 'PATCH' ? contentRange(0, rows - 1, total) : contentRange(1, 0, total),
      ...(isFull ? contentHeaders(call) : {}),
      'preference-applied': appliedPreferences({
        ...prefs,
        resolution: hasResolution ? prefs.resolution : undefined,
        missing: info.method === 'DELETE' ? undefined : prefs.missing,
        maxAffected: isInsert ? undefined : prefs.maxAffected,
      }),
    },
    isFull ? bodyText(outcome.row.body) : undefined,
    call.isHead,
  )
}
