import type { BackendConfig } from '../../config'
import type { Driver } from '../../db/driver'
import type { ReadContext } from '../compile/read-query'
import type { Params } from '../compile/sql'
import { RestError } from '../errors'
import type { PageRule, RequestInfo } from '../execute'
import { contentType, type MediaType } from '../parse/media'
import type { Preferences } from '../parse/prefer'
import type { QueryParams } from '../parse/query-params'
import type { SchemaCache } from '../schema/types'
import type { ApiRequest } from '../../http/request'

/** Everything a handler needs about one REST request, parsed and authorised. */
export type RestCall = {
  db: Driver
  config: BackendConfig
  cache: SchemaCache
  info: RequestInfo
  request: ApiRequest
  prefs: Preferences
  media: MediaType
  query: QueryParams
  isHead: boolean
}

export function readContext(call: RestCall, params: Params): ReadContext {
  return {
    cache: call.cache,
    schema: call.info.schema,
    params,
    query: call.query,
    embedPaths: new Set(),
  }
}

/** Content-Type, plus Content-Profile: with two exposed schemas PostgREST always names the one used. */
export function contentHeaders(call: RestCall): Record<string, string> {
  return { 'content-type': contentType(call.media), 'content-profile': call.info.schema }
}

/** PGRST116: a singular request (`Accept: application/vnd.pgrst.object+json`) needs exactly one row. */
export function singularRules(media: MediaType): PageRule[] {
  return media.kind === 'object'
    ? [{ min: 1, max: 1, refusal: (rows) => RestError.singularity(rows) }]
    : []
}

export const numberOrUndefined = (value: unknown) =>
  value === null || value === undefined ? undefined : Number(value)

export const bodyText = (value: unknown) => (typeof value === 'string' ? value : undefined)

export const wantsCount = (prefs: Preferences) => prefs.count !== undefined
