import type { DbError } from '../db/driver'
import { RestError } from './errors'

/** PostgREST Error.hs `mapSQLtoHTTP`: the HTTP status of a Postgres error. */
export function statusOfSqlState(code: string, message: string, isAuthenticated: boolean): number {
  if (code === '42501') return isAuthenticated ? 403 : 401
  if (code === '23503' || code === '23505') return 409
  if (code === '25006') return 405
  if (code === '22023')
    return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404
  if (code === '42P01') return 404
  if (code === '42P17') return 500
  if (code === 'P0001') return 400
  if (code === '53400') return 500
  if (code === '57P01') return 503
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2))
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500
  }
  const prefix = code.slice(0, 2)
  if (prefix === '08' || prefix === '53') return 503
  if (['0L', '0P', '28'].includes(prefix)) return 403
  if (
    [
      '09',
      '25',
      '2D',
      '38',
      '39',
      '3B',
      '40',
      '54',
      '55',
      '57',
      '58',
      'F0',
      'HV',
      'P0',
      'XX',
    ].includes(prefix)
  )
    return 500
  return 400
}

/**
 * A Postgres error as PostgREST answers it. A 503 makes postgrest-js retry a GET for seconds,
 * so reads get 500 instead (the rule: never 503 to a GET or HEAD).
 */
export function fromDbError(error: DbError, role: string, method: string): RestError {
  // A driver failure without a SQLSTATE is an internal error, whatever else it says.
  const code =
    typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) ? error.code : 'XX000'
  let status = statusOfSqlState(code, error.message ?? '', role !== 'anon')
  if (status === 503 && (method === 'GET' || method === 'HEAD')) status = 500
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}
  return new RestError(
    status,
    code,
    error.message ?? '',
    error.detail ?? null,
    error.hint ?? null,
    headers,
  )
}
