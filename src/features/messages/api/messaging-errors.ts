import { errorCode, errorMessage, GENERIC_ERROR } from '@/lib/api-error'

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

/**
 * What a failed write means for the user: an LS refusal as the database wrote it, a connection
 * problem, or a generic line (never the database's wording for a check the form should have caught).
 */
export function toMessagingError(error: unknown): MessagingError {
  return new MessagingError(errorMessage(error, GENERIC_ERROR), errorCode(error))
}
