import type { MediaType } from '../parse/media'

/** The shape of rows a body aggregates: table rows, or a function's scalar results. */
export type BodyShape = 'rows' | 'single-row' | 'scalar' | 'setof-scalar'

/**
 * The response body, rendered by Postgres so that it reaches the client byte for byte as
 * PostgREST sends it (json_agg over `_postgrest_t`; singular requests take element 0).
 */
export function bodySql(shape: BodyShape, media: MediaType): string {
  const value =
    shape === 'scalar' || shape === 'setof-scalar' ? '_postgrest_t.pgrst_scalar' : '_postgrest_t'
  const aggregate = media.stripNulls ? `json_strip_nulls(json_agg(${value}))` : `json_agg(${value})`
  const isSingle = media.kind === 'object' || shape === 'single-row' || shape === 'scalar'
  return isSingle
    ? `coalesce((${aggregate}->0)::text, 'null')`
    : `coalesce(${aggregate}, '[]')::text`
}

export const NO_BODY = 'NULL::text'

const COUNT_TOTAL = '(SELECT pg_catalog.count(*) FROM pgrst_source_count)::text'

/**
 * The one statement of a read or a function call: the rows in a CTE, an optional count over
 * the same filters without the range, and the aggregated body.
 */
export function wrapRead(parts: {
  source: string
  read: string
  countSql?: string
  page: string
  body: string
}): string {
  const countCte = parts.countSql === undefined ? '' : `, pgrst_source_count AS (${parts.countSql})`
  const total = parts.countSql === undefined ? 'NULL::text' : COUNT_TOTAL
  return (
    `WITH pgrst_source AS (${parts.source})${countCte} ` +
    `SELECT ${total} AS total, ${parts.page} AS page, ${parts.body} AS body ` +
    `FROM (${parts.read}) _postgrest_t`
  )
}

export const PAGE_COUNT = 'pg_catalog.count(_postgrest_t)::text'
