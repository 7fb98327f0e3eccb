import { getErrorMessage } from '@/lib/utils'

/** The SQLSTATE (or PostgREST code) of a Supabase error; '' when there is none. */
export function errorCode(error: unknown): string {
  return error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
    ? error.code
    : ''
}

/** A request that never reached LexSetu (fetch failed: offline, DNS, a dropped connection). */
export function isNetworkError(error: unknown): boolean {
  return /failed to fetch|networkerror|load failed|network request failed/i.test(
    getErrorMessage(error),
  )
}

/** An app refusal (LS0nn): its message is written for users and shown as is. */
export function isAppRefusal(error: unknown): boolean {
  return errorCode(error).startsWith('LS')
}

/** An error whose message the user reads: the refusals as written, a plain line for the rest. */
export class MessagingError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
    this.name = 'MessagingError'
  }
}

export const OFFLINE_ERROR =
  "We couldn't reach LexSetu. Check your internet connection and try again."
export const GENERIC_ERROR = 'Something went wrong on our side. Please try again.'

/**
 * What a failed write means for the user: an LS refusal as the database wrote it, a connection
 * problem, or a generic line (never the database's wording for a check the form should have caught).
 */
export function toMessagingError(error: unknown): MessagingError {
  const code = errorCode(error)
  if (isAppRefusal(error)) return new MessagingError(getErrorMessage(error), code)
  if (isNetworkError(error)) return new MessagingError(OFFLINE_ERROR, code)
  return new MessagingError(GENERIC_ERROR, code)
}
