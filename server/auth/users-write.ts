import type { Queryable } from '../db/driver'
import { AUDIENCE, INSTANCE_ID } from './users-repo'

/** Writes to auth.users / auth.identities, always as the connecting superuser, so app triggers fire. */

type NewUser = {
  id: string
  email: string
  passwordHash: string
  data: Record<string, unknown>
  now: string
}

/** Like GoTrue's tx.Create(user): raw_user_meta_data is the sign-up `data` as sent. */
export async function insertUser(q: Queryable, user: NewUser): Promise<void> {
  await q.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
       raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token, email_change_token_new,
       email_change, is_super_admin, is_sso_user, is_anonymous)
     values ($1, $2, $3, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $8, '', '', '', '', false, false, false)`,
    [
      INSTANCE_ID,
      user.id,
      AUDIENCE,
      user.email,
      user.passwordHash,
      JSON.stringify({ provider: 'email', providers: ['email'] }),
      JSON.stringify(user.data),
      user.now,
    ],
  )
}

export async function insertEmailIdentity(
  q: Queryable,
  userId: string,
  identityData: Record<string, unknown>,
  now: string,
): Promise<void> {
  await q.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values (gen_random_uuid(), $1, $2, $3::jsonb, 'email', $4, $4, $4)`,
    [userId, userId, JSON.stringify(identityData), now],
  )
}

/** GoTrue's UpdateUserMetaData: merge `updates`, a null value deletes the key. */
export async function mergeUserMetadata(
  q: Queryable,
  userId: string,
  updates: Record<string, unknown>,
  now: string,
) {
  const set = Object.fromEntries(Object.entries(updates).filter(([, value]) => value !== null))
  const remove = Object.keys(updates).filter((key) => updates[key] === null)
  await q.query(
    `update auth.users set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[],
       updated_at = $4 where id = $1`,
    [userId, JSON.stringify(set), remove, now],
  )
}

/** GoTrue's User.Confirm: confirmed now, confirmation token spent, user_metadata.email_verified = true. */
export async function confirmEmail(q: Queryable, userId: string, now: string): Promise<void> {
  await q.query(
    `update auth.users set email_confirmed_at = $2, confirmation_token = '', updated_at = $2,
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
     where id = $1`,
    [userId, now],
  )
}

export async function markIdentityEmailVerified(
  q: Queryable,
  userId: string,
  now: string,
): Promise<void> {
  await q.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = $2
     where user_id = $1 and provider = 'email' and email = (select lower(email) from auth.users where id = $1)`,
    [userId, now],
  )
}

/** GoTrue's UpdatePassword: new hash, and every outstanding one-time token is void. */
export async function updatePassword(
  q: Queryable,
  userId: string,
  passwordHash: string,
  now: string,
) {
  await q.query(
    `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
       recovery_token = '', recovery_sent_at = null, email_change_token_new = '', email_change_sent_at = null,
       updated_at = $3
     where id = $1`,
    [userId, passwordHash, now],
  )
}
