import { m } from './messages/errors'
import { getErrorMessage } from './utils'

/** The one sentence for a request that never reached LexSetu (docs/PRODUCT.md §8). */
export const OFFLINE_ERROR = m.offline
/** For a failure whose own wording is not written for users (a server fault, a missed check). */
export const GENERIC_ERROR = m.generic

/** The SQLSTATE (or PostgREST code) of a Supabase error; '' when there is none. */
export function errorCode(error: unknown): string {
  return error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
    ? error.code
    : ''
}

/** Whether a Supabase (PostgREST) error carries this code, e.g. '23505' or 'LS005'. */
export const hasErrorCode = (error: unknown, code: string) => errorCode(error) === code

/**
 * A request that never reached LexSetu: fetch failed (offline, DNS, a dropped connection) or a
 * lazy chunk did not download. supabase-js reports it as { code: '', message: 'TypeError: Failed
 * to fetch' }; the wording is each browser's (Chrome, Firefox, Safari, React Native). Any other
 * TypeError is a fault of the app, not of the connection.
 */
const NETWORK_FAILURE =
  /failed to fetch|networkerror|load failed|network request failed|importing a module script failed|^fetcherror\b/i

export const isNetworkError = (error: unknown) => NETWORK_FAILURE.test(getErrorMessage(error))

/** An app refusal (LS + three digits): the database wrote its message for users. */
export const isAppRefusal = (error: unknown) => /^LS\d{3}$/.test(errorCode(error))

type ApiErrorKind = 'network' | 'refusal' | 'unknown'

/** What went wrong: no connection, a refusal of the app by its LS code, or anything else. */
export function classifyError(error: unknown): ApiErrorKind {
  if (isAppRefusal(error)) return 'refusal'
  return isNetworkError(error) ? 'network' : 'unknown'
}

/**
 * The words a user reads for a failed request: a refusal as the database wrote it (in Hindi, by
 * its code where known), the offline
 * sentence for no connection, otherwise `fallback` (by default the error's own message: a busy
 * server's 503 is written for users, docs/PRODUCT.md §8).
 */
export function errorMessage(error: unknown, fallback = getErrorMessage(error)): string {
  const kind = classifyError(error)
  if (kind === 'network') return OFFLINE_ERROR
  return kind === 'refusal' ? m.refusal(errorCode(error), getErrorMessage(error)) : fallback
}
