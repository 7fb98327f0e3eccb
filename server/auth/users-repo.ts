import type { Queryable } from '../db/driver'
import { USER_JSON_SQL, parseWireUser, type WireUser } from './user-json'

export const INSTANCE_ID = '00000000-0000-0000-0000-000000000000'
export const AUDIENCE = 'authenticated'

export type UserRecord = {
  id: string
  email: string
  passwordHash: string | null
  isConfirmed: boolean
  isBanned: boolean
  /** The address an e-mail change waits to confirm, or ''. */
  emailChange: string
  json: WireUser
}

type UserRow = {
  id: string
  email: string | null
  encrypted_password: string | null
  is_confirmed: boolean
  is_banned: boolean
  email_change: string | null
  user_json: string
}

/** $1 is always the clock (for bans); the where clause is one of the fixed ones below. */
const selectUserSql = (where: string) => `
  select u.id, u.email, u.encrypted_password, u.email_confirmed_at is not null as is_confirmed,
         coalesce(u.banned_until > $1::timestamptz, false) as is_banned, u.email_change,
         ${USER_JSON_SQL} as user_json
  from auth.users u where ${where} limit 1`

const BY_ID = selectUserSql('u.id = $2::uuid')
const BY_EMAIL = selectUserSql(
  `lower(u.email) = $2 and u.aud = '${AUDIENCE}' and not u.is_sso_user`,
)

/** One-time-token columns per verification type (fixed identifiers, never from input). */
export const TOKEN_COLUMNS = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
} as const
export type TokenKind = keyof typeof TOKEN_COLUMNS

const BY_TOKEN: Record<TokenKind, string> = Object.fromEntries(
  Object.entries(TOKEN_COLUMNS).map(([kind, { token, sentAt }]) => [
    kind,
    selectUserSql(
      `u.${token} = $2 and u.${token} <> '' and u.${sentAt} > $1::timestamptz - make_interval(secs => $3)`,
    ),
  ]),
) as Record<TokenKind, string>

function toRecord(row: UserRow | undefined): UserRecord | undefined {
  if (!row) return undefined
  return {
    id: row.id,
    email: row.email ?? '',
    passwordHash: row.encrypted_password || null,
    isConfirmed: row.is_confirmed,
    isBanned: row.is_banned,
    emailChange: row.email_change ?? '',
    json: parseWireUser(row.user_json),
  }
}

export async function findUserById(
  q: Queryable,
  id: string,
  now: string,
): Promise<UserRecord | undefined> {
  return toRecord((await q.query<UserRow>(BY_ID, [now, id])).rows[0])
}

export async function findUserByEmail(
  q: Queryable,
  email: string,
  now: string,
): Promise<UserRecord | undefined> {
  return toRecord((await q.query<UserRow>(BY_EMAIL, [now, email.toLowerCase()])).rows[0])
}

/** A user whose unexpired one-time token of this kind matches the hash. */
export async function findUserByToken(
  q: Queryable,
  kind: TokenKind,
  tokenHash: string,
  now: string,
  maxAgeSeconds: number,
): Promise<UserRecord | undefined> {
  return toRecord((await q.query<UserRow>(BY_TOKEN[kind], [now, tokenHash, maxAgeSeconds])).rows[0])
}

/** GoTrue's IsDuplicatedEmail: another user already holds this address (identity or user row). */
export async function findDuplicateEmailOwner(
  q: Queryable,
  email: string,
  now: string,
  exceptUserId?: string,
): Promise<UserRecord | undefined> {
  const { rows } = await q.query<{ id: string }>(
    `select user_id as id from auth.identities where email = $1 and user_id is distinct from $2::uuid
     union
     select id from auth.users where lower(email) = $1 and aud = '${AUDIENCE}' and not is_sso_user and id is distinct from $2::uuid
     limit 1`,
    [email.toLowerCase(), exceptUserId ?? null],
  )
  return rows[0] ? findUserById(q, rows[0].id, now) : undefined
}
