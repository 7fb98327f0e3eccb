import { toDbError } from '../db/driver'
import { forbidden, unprocessable, type AuthError } from './errors'

/**
 * SQLSTATE raised by the trigger of supabase/migrations/*_protect_demo_accounts.sql when
 * something tries to change the e-mail or password of a shared demo account.
 */
export const DEMO_ACCOUNT_LOCKED_SQLSTATE = 'LS001'

/**
 * The GoTrue-shaped answer for that refusal (403 demo_account_locked), or undefined when
 * `error` is anything else. Used where database errors become responses (router, /verify).
 */
export function demoAccountLockedError(error: unknown): AuthError | undefined {
  const dbError = toDbError(error)
  if (dbError?.code !== DEMO_ACCOUNT_LOCKED_SQLSTATE) return undefined
  // The triggers' own messages say what was refused (credentials, or profile data).
  return forbidden('demo_account_locked', dbError.message)
}

/** SQLSTATE of *_limit_user_metadata.sql when user metadata grows past its cap. */
const METADATA_TOO_LARGE_SQLSTATE = 'LS002'

/** 422 validation_failed for metadata over the cap, or undefined when `error` is anything else. */
export function metadataTooLargeError(error: unknown): AuthError | undefined {
  const dbError = toDbError(error)
  if (dbError?.code !== METADATA_TOO_LARGE_SQLSTATE) return undefined
  return unprocessable('validation_failed', dbError.message)
}
