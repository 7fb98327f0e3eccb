import { assertEmbedPaths, buildRead } from '../compile/read-query'
import { tableSource } from '../compile/source'
import { Params } from '../compile/sql'
import { bodySql, NO_BODY, PAGE_COUNT, wrapRead } from '../compile/statement'
import { runRequest } from '../execute'
import { appliedPreferences } from '../parse/prefer'
import { capRange, topLevelRange } from '../parse/range'
import { contentRange, errorResponse, outOfRange, rangeStatus, restResponse } from '../respond'
import type { Table } from '../schema/types'
import {
  bodyText,
  contentHeaders,
  numberOrUndefined,
  readContext,
  singularRules,
  wantsCount,
  type RestCall,
} from './call'

/** GET / HEAD on a table or view. */
export async function handleRead(call: RestCall, table: Table): Promise<Response> {
  const { query, prefs, media } = call
  const range = topLevelRange(
    call.info.method,
    call.request.headers.get('range'),
    query.ranges.get(''),
  )
  const params = new Params()
  const ctx = readContext(call, params)
  const built = buildRead(ctx, {
    source: tableSource(table),
    items: query.select,
    path: [],
    range: capRange(range, call.config.maxRows),
  })
  assertEmbedPaths(ctx)
  const sql = wrapRead({
    source: built.sql,
    read: 'SELECT * FROM pgrst_source',
    countSql: wantsCount(prefs) ? built.countSql : undefined,
    page: PAGE_COUNT,
    body: call.isHead ? NO_BODY : bodySql('rows', media),
  })
  const outcome = await runRequest(
    call.db,
    call.config,
    call.info,
    { sql, params: params.values, readOnly: true, rollback: prefs.transaction === 'rollback' },
    singularRules(media),
  )
  if ('failure' in outcome) throw outcome.failure
  const total = numberOrUndefined(outcome.row.total)
  const rows = Number(outcome.row.page)
  const upper = range.lower + rows - 1
  const status = rangeStatus(range.lower, upper, total)
  if (status === 416) return errorResponse(outOfRange(range.lower, total), call.isHead)
  const location = `/${table.name}${query.canonical ? `?${query.canonical}` : ''}`
  return restResponse(
    status,
    {
      'content-range': contentRange(range.lower, upper, total),
      'content-location': location,
      ...contentHeaders(call),
      'preference-applied': appliedPreferences({
        count: prefs.count,
        transaction: prefs.transaction,
        handling: prefs.handling,
        timezone: prefs.timezone,
      }),
    },
    bodyText(outcome.row.body),
    call.isHead,
  )
}
