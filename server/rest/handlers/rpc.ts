import { assertEmbedPaths, buildRead } from '../compile/read-query'
import { callSourceSql, findRoutine, type RpcArguments } from '../compile/rpc'
import { aliasedSource } from '../compile/source'
import { Params } from '../compile/sql'
import { bodySql, NO_BODY, PAGE_COUNT, wrapRead, type BodyShape } from '../compile/statement'
import { RestError } from '../errors'
import { runRequest, type PageRule } from '../execute'
import { parseRpcPayload } from '../parse/body'
import { appliedPreferences } from '../parse/prefer'
import { ALL_ROWS, capRange, topLevelRange } from '../parse/range'
import {
  arrayParams,
  assertArrayLiteralsBounded,
  assertQueryArgumentsBounded,
} from '../parse/request-bounds'
import type { SelectItem } from '../parse/types'
import { contentRange, errorResponse, outOfRange, rangeStatus, restResponse } from '../respond'
import type { Routine } from '../schema/types'
import {
  bodyText,
  contentHeaders,
  numberOrUndefined,
  readContext,
  singularRules,
  wantsCount,
  type RestCall,
} from './call'

const SCALAR_ITEMS: SelectItem[] = [
  { kind: 'field', field: { name: 'pgrst_scalar', jsonPath: [] } },
]

function shapeOf(routine: Routine): BodyShape {
  if (routine.returns === 'composite') return routine.isSetOf ? 'rows' : 'single-row'
  return routine.isSetOf ? 'setof-scalar' : 'scalar'
}

function callArguments(call: RestCall, body: string): { args: RpcArguments; keys: string[] } {
  if (call.info.method !== 'POST') {
    const values = new Map(call.query.rpcArgs.map(({ name, value }) => [name, value]))
    return { args: { kind: 'query', values }, keys: [...values.keys()] }
  }
  const payload = parseRpcPayload(body, call.request.headers.get('content-type'))
  const keys = call.query.columns ?? payload.keys
  return { args: { kind: 'body', payload: { ...payload, keys } }, keys }
}

/** PGRST116 for singular media; PGRST128 / PGRST124 for a strict max-affected preference. */
function rpcRules(call: RestCall, routine: Routine): PageRule[] {
  const singular = singularRules(call.media)
  const { handling, maxAffected } = call.prefs
  if (handling !== 'strict' || maxAffected === undefined) return singular
  // A function that returns no set is refused whatever it returns: no row count passes.
  if (!routine.isSetOf) return [...singular, { max: -1, refusal: () => RestError.maxAffectedRpc() }]
  return [...singular, { max: maxAffected, refusal: (rows) => RestError.maxAffected(rows) }]
}

/** POST /rpc/fn (named arguments in the body) and GET / HEAD /rpc/fn?arg=… (read-only). */
export async function handleRpc(call: RestCall, name: string, body: string): Promise<Response> {
  const { prefs, query, info } = call
  const isPost = info.method === 'POST'
  const { args, keys } = callArguments(call, body)
  const routine = findRoutine(call.cache, info.schema, name, keys, isPost)
  if (args.kind === 'query') assertQueryArgumentsBounded(routine, args.values)
  else assertArrayLiteralsBounded(args.payload.value, arrayParams(routine))
  const range = topLevelRange(info.method, call.request.headers.get('range'), query.ranges.get(''))
  const params = new Params()
  const ctx = readContext(call, params)
  const source = callSourceSql(routine, args, params)
  const isComposite = routine.returns === 'composite'
  const alias = routine.returnTable?.name ?? routine.name
  const built = buildRead(ctx, {
    source: aliasedSource(
      'pgrst_source',
      alias,
      routine.returnTable,
      isComposite ? routine.resultColumns : ['pgrst_scalar'],
    ),
    items: isComposite ? query.select : SCALAR_ITEMS,
    path: [],
    range: routine.isSetOf ? capRange(range, call.config.maxRows) : ALL_ROWS,
  })
  assertEmbedPaths(ctx)
  const isVoid = routine.returns === 'void'
  const sql = wrapRead({
    source,
    read: built.sql,
    countSql: wantsCount(prefs) ? built.countSql : undefined,
    page: routine.isSetOf ? PAGE_COUNT : `'1'`,
    body: call.isHead || isVoid ? NO_BODY : bodySql(shapeOf(routine), call.media),
  })
  const readOnly = !isPost || routine.volatility !== 'volatile'
  const outcome = await runRequest(
    call.db,
    call.config,
    info,
    { sql, params: params.values, readOnly, rollback: prefs.transaction === 'rollback' },
    rpcRules(call, routine),
  )
  if ('failure' in outcome) throw outcome.failure
  const total = numberOrUndefined(outcome.row.total)
  const upper = range.lower + Number(outcome.row.page) - 1
  const status = rangeStatus(range.lower, upper, total)
  if (status === 416) return errorResponse(outOfRange(range.lower, total), call.isHead)
  const headers = {
    'content-range': contentRange(range.lower, upper, total),
    'preference-applied': appliedPreferences({
      count: prefs.count,
      transaction: prefs.transaction,
      handling: prefs.handling,
      timezone: prefs.timezone,
      maxAffected: prefs.maxAffected,
    }),
  }
  if (isVoid) return restResponse(204, headers, undefined, call.isHead)
  return restResponse(
    status,
    { ...headers, ...contentHeaders(call) },
    bodyText(outcome.row.body),
    call.isHead,
  )
}
