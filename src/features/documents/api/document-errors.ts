import { m } from '@/features/documents/messages/editor'
import { classifyError, errorCode, errorMessage, GENERIC_ERROR } from '@/lib/api-error'

/** Refusals of the documents migration; their messages are written for users (shown as is). */
const DOCUMENT_ERROR_CODES = {
  premiumOnly: 'LS021',
  limitReached: 'LS022',
  finalDocument: 'LS023',
} as const

export const NOT_FOUND_ERROR = m.notFoundError

/**
 * A failed write, in words for the user: an LS refusal as the database wrote it, a connection
 * problem, or a generic line. `isPermanent`: trying the same write again cannot help (a refusal,
 * or a value the database rejects: SQLSTATE classes 22, 23 and 42); a dropped connection or a
 * server fault can clear by itself.
 */
export class DocumentError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly isPermanent: boolean,
  ) {
    super(message)
    this.name = 'DocumentError'
  }
}

/**
 * A save that named a version the database no longer has: the document was changed (or deleted)
 * in another tab or on another device. The editor asks which version to keep; it never overwrites.
 */
export class DocumentConflictError extends Error {
  constructor(readonly documentId: string) {
    super(m.conflictError)
    this.name = 'DocumentConflictError'
  }
}

export function toDocumentError(error: unknown): Error {
  if (error instanceof DocumentError || error instanceof DocumentConflictError) return error
  const code = errorCode(error)
  const kind = classifyError(error)
  const isPermanent = kind === 'refusal' || (kind === 'unknown' && /^(22|23|42)/.test(code))
  return new DocumentError(errorMessage(error, GENERIC_ERROR), code, isPermanent)
}

/** The plan refused the write (LS021): the user's plan changed since the page was loaded. */
export function isPremiumRefusal(error: unknown): boolean {
  return errorCode(error) === DOCUMENT_ERROR_CODES.premiumOnly
}
