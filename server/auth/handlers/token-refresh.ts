import { z } from 'zod'
import type { Queryable } from '../../db/driver'
import { json } from '../../http/respond'
import { goString, isStorableText, readParams } from '../body'
import { nowIso, type AuthDeps, type AuthHandler } from '../context'
import { AuthError, badRequest, OAuthError } from '../errors'
import { clientOf, deleteSession, insertRefreshToken, loadAmr, type Client } from '../sessions'
import { issueAccessToken, newRefreshToken, type Session } from '../tokens'
import { findUserById } from '../users-repo'

const refreshParams = z.object({ refresh_token: goString })

type TokenRow = {
  id: string
  token: string
  revoked: boolean
  user_id: string | null
  session_id: string | null
  has_session: boolean
  session_expired: boolean
  reuse_window_over: boolean
}

/** The token, locked, with what decides its fate (exported for the benchmark's direct path). */
export const FIND_TOKEN = `
  select rt.id, rt.token, coalesce(rt.revoked, false) as revoked, rt.user_id, rt.session_id,
         s.id is not null as has_session,
         coalesce(s.not_after < $2::timestamptz, false) as session_expired,
         coalesce(rt.updated_at + make_interval(secs => $3) < $2::timestamptz, true) as reuse_window_over
  from auth.refresh_tokens rt left join auth.sessions s on s.id = rt.session_id
  where rt.token = $1
  for update of rt`

export const REVOKE_TOKEN =
  'update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1'

export const TOUCH_SESSION = `
  update auth.sessions set refreshed_at = $2::timestamptz at time zone 'UTC', updated_at = $2,
    user_agent = $3, ip = $4::inet
  where id = $1`

const ACTIVE_TOKEN = `
  select token, parent from auth.refresh_tokens
  where session_id = $1 and not coalesce(revoked, false) order by id desc limit 1`

/** Thrown after the transaction commits, like GoTrue's storage.NewCommitWithError. */
type Outcome = { session: Session } | { error: AuthError }

async function rotate(
  tx: Queryable,
  deps: AuthDeps,
  refreshToken: string,
  client: Client,
): Promise<Outcome> {
  const { config } = deps
  const now = nowIso(config)
  const { rows } = isStorableText(refreshToken)
    ? await tx.query<TokenRow>(FIND_TOKEN, [refreshToken, now, config.refreshTokenReuseIntervalS])
    : { rows: [] }
  const row = rows[0]
  const user = row?.user_id ? await findUserById(tx, row.user_id, now) : undefined
  if (!row || !user) {
    return {
      error: badRequest(
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      ),
    }
  }
  if (user.isBanned)
    return { error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') }
  if (!row.session_id || !row.has_session) {
    await tx.query('delete from auth.refresh_tokens where id = $1', [row.id])
    return {
      error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
    }
  }
  if (row.session_expired)
    return { error: badRequest('session_expired', 'Invalid Refresh Token: Session Expired') }

  let issued: string | undefined
  if (row.revoked) {
    const active = (
      await tx.query<{ token: string; parent: string | null }>(ACTIVE_TOKEN, [row.session_id])
    ).rows[0]
    // A client that lost the response of a refresh gets the child it missed, for a short while.
    if (active && active.parent === row.token) issued = active.token
    else if (row.reuse_window_over) {
      await deleteSession(tx, row.session_id)
      return {
        error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
      }
    }
  }
  if (!issued) {
    issued = newRefreshToken()
    await tx.query(REVOKE_TOKEN, [row.id, now])
    await insertRefreshToken(tx, {
      token: issued,
      userId: user.id,
      sessionId: row.session_id,
      parent: row.token,
      now,
    })
  }
  await tx.query(TOUCH_SESSION, [row.session_id, now, client.userAgent, client.ip])
  const amr = await loadAmr(tx, row.session_id)
  return { session: issueAccessToken(config, user.json, row.session_id, amr, issued) }
}

/** grant_type=refresh_token (GoTrue RefreshTokenGrant, v1 opaque tokens with rotation and reuse detection). */
export const refreshTokenGrant: AuthHandler = async (deps, { request }) => {
  const params = await readParams(
    request,
    'RefreshTokenGrantParams',
    refreshParams,
    deps.config.maxBodyBytes,
  )
  if (!params.refresh_token) throw new OAuthError('invalid_request', 'refresh_token required')
  const outcome = await deps.db.transaction((tx) =>
    rotate(tx, deps, params.refresh_token, clientOf(request)),
  )
  if ('error' in outcome) throw outcome.error
  return json(200, outcome.session)
}
