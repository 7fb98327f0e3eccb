import { toDbError, UNIQUE_VIOLATION, type Queryable } from '../db/driver'
import { unprocessable } from './errors'
import { TOKEN_COLUMNS, type TokenKind } from './users-repo'

/** Writes behind mailed links: one-time tokens and the e-mail change they confirm. */

/** Stores a one-time token hash (the link in the mail carries the hash, as GoTrue's links do). */
export async function setOneTimeToken(
  q: Queryable,
  userId: string,
  kind: TokenKind,
  tokenHash: string,
  now: string,
) {
  const { token, sentAt } = TOKEN_COLUMNS[kind]
  await q.query(
    `update auth.users set ${token} = $2, ${sentAt} = $3, updated_at = $3 where id = $1`,
    [userId, tokenHash, now],
  )
}

export async function spendOneTimeToken(
  q: Queryable,
  userId: string,
  kind: TokenKind,
  now: string,
) {
  await q.query(
    `update auth.users set ${TOKEN_COLUMNS[kind].token} = '', updated_at = $2 where id = $1`,
    [userId, now],
  )
}

export async function setPendingEmail(q: Queryable, userId: string, email: string, now: string) {
  await q.query(`update auth.users set email_change = $2, updated_at = $3 where id = $1`, [
    userId,
    email,
    now,
  ])
}

/** GoTrue's ConfirmEmailChange + identity update: the pending address becomes the e-mail. */
export async function applyEmailChange(
  q: Queryable,
  userId: string,
  newEmail: string,
  now: string,
): Promise<void> {
  // Another account may have taken the address since the change was asked for.
  await q
    .query(
      `update auth.users set email = $2, email_change = '', email_change_token_new = '', updated_at = $3 where id = $1`,
      [userId, newEmail, now],
    )
    .catch((error: unknown) => {
      if (toDbError(error)?.code !== UNIQUE_VIOLATION) throw error
      throw unprocessable(
        'email_exists',
        'A user with this email address has already been registered',
      )
    })
  await q.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
       updated_at = $3
     where user_id = $1 and provider = 'email'`,
    [userId, newEmail, now],
  )
  await q.query(
    `update auth.users set email_confirmed_at = $2,
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
     where id = $1 and email_confirmed_at is null`,
    [userId, now],
  )
}
