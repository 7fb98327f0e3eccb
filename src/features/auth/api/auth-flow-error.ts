import { m } from '@/features/auth/messages/auth'

/** docs/PRODUCT.md §8 messages of the sign-in and sign-up flows. */
export const UNEXPECTED_ERROR_MESSAGE = m.unexpected
/** The server's hourly limit of e-mails per address (reset links, confirmation links). */
export const TOO_MANY_EMAILS_MESSAGE = m.tooManyEmails

/** A failure the user is told about in so many words (toast 'Error' + this message). */
export class AuthFlowError extends Error {
  override name = 'AuthFlowError'
}

type ReturnedAuthError = { name?: string; message: string; code?: string }

/**
 * An error auth-js returned: the server's own message (in Hindi, by its code where known), except when the server was never
 * reached or answered 5xx (AuthRetryableFetchError, whose message is '{}' or 'Failed to fetch'),
 * which stays an unexpected error.
 */
export function fromAuthError(error: ReturnedAuthError): Error {
  if (error.name === 'AuthRetryableFetchError') {
    return new Error(`Auth server unreachable: ${error.message}`, { cause: error })
  }
  return new AuthFlowError(m.serverError(error.code, error.message), { cause: error })
}

/** What the toast says for any error thrown by a flow. */
export function getAuthFailureMessage(error: unknown): string {
  return error instanceof AuthFlowError ? error.message : UNEXPECTED_ERROR_MESSAGE
}
