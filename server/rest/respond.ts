import { JSON_UTF8 } from '../http/respond'
import { RestError } from './errors'

/** `Content-Range` as PostgREST writes it (RangeQuery.hs contentRangeH). */
export function contentRange(lower: number, upper: number, total: number | undefined): string {
  const hasRows = total !== 0 && lower <= upper
  return `${hasRows ? `${lower}-${upper}` : '*'}/${total === undefined ? '*' : total}`
}

/** 200, 206 when a count shows rows left out, 416 when the offset is past the end. */
export function rangeStatus(lower: number, upper: number, total: number | undefined): number {
  if (total === undefined) return 200
  if (lower > total) return 416
  if (upper - lower + 1 < total) return 206
  return 200
}

export function outOfRange(lower: number, total: number | undefined): RestError {
  return RestError.invalidRange(
    `An offset of ${lower} was requested, but there are only ${total ?? 0} rows.`,
  )
}

export function errorResponse(error: RestError, isHead: boolean): Response {
  const headers = new Headers(error.headers)
  headers.set('content-type', JSON_UTF8)
  headers.set('proxy-status', `PostgREST; error=${error.code}`)
  return new Response(isHead ? null : JSON.stringify(error.toBody()), {
    status: error.status,
    headers,
  })
}

/** A successful response; `body` is JSON text rendered by Postgres, or undefined for none. */
export function restResponse(
  status: number,
  headers: Record<string, string | undefined>,
  body: string | undefined,
  isHead: boolean,
): Response {
  const present: Record<string, string> = {}
  for (const name in headers) if (headers[name] !== undefined) present[name] = headers[name]
  const hasBody = body !== undefined && !isHead && status !== 204
  return new Response(hasBody ? body : null, { status, headers: present })
}
