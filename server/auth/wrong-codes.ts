import type { Queryable } from '../db/driver'
import { nowIso, type AuthDeps } from './context'

/** After this many wrong codes for one address, its outstanding codes are spent: ask for a new one. */
const MAX_CODE_FAILURES = 5

/**
 * Counts a wrong code for `email` (in its own statement: the failed verification rolls back) and
 * spends every code sent to that address once MAX_CODE_FAILURES is reached. A 6-digit code lives an
 * hour; without this, trying all of them takes less. Only addresses with a code outstanding are
 * counted, so guesses at invented addresses cannot fill the table.
 */
export async function recordWrongCode(db: Queryable, deps: AuthDeps, email: string) {
  const now = nowIso(deps.config)
  await db.query(
    `with attempt as (
       insert into auth.otp_failures as f (email, failures, last_failed_at)
       select $1, 1, $2
        where exists (select 1 from auth.users
                       where (lower(email) = $1 and (confirmation_token <> '' or recovery_token <> ''))
                          or (lower(email_change) = $1 and email_change_token_new <> ''))
       on conflict (email) do update set failures = f.failures + 1, last_failed_at = $2
       returning failures
     ), spent as (
       update auth.users set confirmation_token = '', recovery_token = '',
              email_change_token_new = '', updated_at = $2
        where (lower(email) = $1 or lower(email_change) = $1)
          and (select failures from attempt) >= $3
       returning id
     )
     delete from auth.otp_failures where email = $1 and (select failures from attempt) >= $3`,
    [email.toLowerCase(), now, MAX_CODE_FAILURES],
  )
}

/** A new code was sent, or one was right: earlier wrong ones no longer count. */
export async function forgetWrongCodes(tx: Queryable, email: string) {
  await tx.query('delete from auth.otp_failures where email = $1', [email.toLowerCase()])
}
