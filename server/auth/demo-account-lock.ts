import { toDbError } from '../db/driver'
import { forbidden, type AuthError } from './errors'

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
  if (toDbError(error)?.code !== DEMO_ACCOUNT_LOCKED_SQLSTATE) return undefined
  return forbidden('demo_account_locked', 'Demo accounts cannot change their e-mail or password.')
}
