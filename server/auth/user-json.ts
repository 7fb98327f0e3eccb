import { rfc3339Sql as ts } from './time'

/** The fields of GoTrue's models.User that are tagged omitempty: absent when empty. */
const OMIT_WHEN_EMPTY = [
  'email_confirmed_at',
  'invited_at',
  'phone_confirmed_at',
  'confirmation_sent_at',
  'confirmed_at',
  'recovery_sent_at',
  'new_email',
  'email_change_sent_at',
  'last_sign_in_at',
  'banned_until',
  'deleted_at',
]
const IDENTITY_OMIT_WHEN_EMPTY = ['identity_data', 'last_sign_in_at', 'email']

type WireIdentity = Record<string, unknown> & { identity_id: string; provider: string }
export type WireUser = Record<string, unknown> & {
  id: string
  aud: string
  role: string
  email: string
  phone: string
  app_metadata: Record<string, unknown>
  user_metadata: Record<string, unknown>
  identities: WireIdentity[]
  is_anonymous: boolean
}

const IDENTITY_JSON = `json_build_object(
  'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id, 'identity_data', i.identity_data,
  'provider', i.provider, 'last_sign_in_at', ${ts('i.last_sign_in_at')}, 'created_at', ${ts('i.created_at')},
  'updated_at', ${ts('i.updated_at')}, 'email', i.email)`

/** GoTrue's User JSON, keys in its order, built by Postgres from `auth.users u`. */
export const USER_JSON_SQL = `json_build_object(
  'id', u.id, 'aud', coalesce(u.aud, ''), 'role', coalesce(u.role, ''), 'email', coalesce(u.email, ''),
  'email_confirmed_at', ${ts('u.email_confirmed_at')}, 'invited_at', ${ts('u.invited_at')},
  'phone', coalesce(u.phone, ''), 'phone_confirmed_at', ${ts('u.phone_confirmed_at')},
  'confirmation_sent_at', ${ts('u.confirmation_sent_at')}, 'confirmed_at', ${ts('u.confirmed_at')},
  'recovery_sent_at', ${ts('u.recovery_sent_at')}, 'new_email', nullif(u.email_change, ''),
  'email_change_sent_at', ${ts('u.email_change_sent_at')}, 'last_sign_in_at', ${ts('u.last_sign_in_at')},
  'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb),
  'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
  'identities', coalesce((select json_agg(${IDENTITY_JSON} order by i.created_at, i.id)
                          from auth.identities i where i.user_id = u.id), '[]'::json),
  'created_at', ${ts('u.created_at')}, 'updated_at', ${ts('u.updated_at')},
  'banned_until', ${ts('u.banned_until')}, 'deleted_at', ${ts('u.deleted_at')},
  'is_anonymous', u.is_anonymous)::text`

/** Go marshals maps with sorted keys; jsonb sorts by length first. Match Go. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    )
  }
  return value
}

function omitEmpty(object: Record<string, unknown>, keys: string[]) {
  for (const key of keys) if (object[key] === null || object[key] === undefined) delete object[key]
}

/** Turns the text from USER_JSON_SQL into the object sent on the wire and put in JWTs. */
export function parseWireUser(text: string): WireUser {
  const user = JSON.parse(text) as WireUser
  omitEmpty(user, OMIT_WHEN_EMPTY)
  user.app_metadata = sortKeys(user.app_metadata) as Record<string, unknown>
  user.user_metadata = sortKeys(user.user_metadata) as Record<string, unknown>
  for (const identity of user.identities) {
    omitEmpty(identity, IDENTITY_OMIT_WHEN_EMPTY)
    if (identity.identity_data) identity.identity_data = sortKeys(identity.identity_data)
  }
  return user
}
