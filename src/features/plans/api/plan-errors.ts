import { m } from '@/features/plans/messages/upgrade'
import { getErrorMessage } from '@/lib/utils'

/** The SQLSTATEs the plans migration raises; their messages are written for users. */
export const PLAN_ERROR_CODES = {
  /** An upgrade request is open already. */
  requestOpen: 'LS009',
  /** The account is on Premium already. */
  alreadyPremium: 'LS010',
} as const

/** What the database says for each code, should a response ever come without its message. */
const FALLBACK_MESSAGES: Record<string, string> = {
  [PLAN_ERROR_CODES.requestOpen]:
    'You already have an upgrade request open. We will contact you soon.',
  [PLAN_ERROR_CODES.alreadyPremium]: 'You are already on the Premium plan.',
}

/**
 * The request never reached the database: supabase-js reports a failed fetch as
 * { code: '', message: 'TypeError: Failed to fetch' }, and a chunk that did not download
 * rejects with a TypeError.
 */
function isConnectionFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true
  if (typeof error !== 'object' || error === null || !('message' in error)) return false
  const code = 'code' in error ? error.code : undefined
  return (
    (code === '' || code === undefined) &&
    typeof error.message === 'string' &&
    /^(TypeError|FetchError|AbortError)\b/.test(error.message)
  )
}

/**
 * An Error to show as is: the database's own words for its LSnnn codes (the code stays on it),
 * a plain request to retry when the network failed, otherwise the error's message.
 */
export function toUserError(error: unknown): Error & { code?: string } {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = String(error.code)
    if (/^LS\d{3}$/.test(code)) {
      const message = getErrorMessage(error)
      return Object.assign(
        new Error(message && message !== 'Unknown error' ? message : FALLBACK_MESSAGES[code]),
        { code },
      )
    }
  }
  if (isConnectionFailure(error)) return new Error(m.connectionProblem)
  return error instanceof Error ? error : new Error(getErrorMessage(error))
}
