import { randomUUID } from 'node:crypto'
import { isIP } from 'node:net'
import type { Queryable } from '../db/driver'
import { newRefreshToken, type AmrEntry } from './tokens'
import { INSTANCE_ID } from './users-repo'
import type { ApiRequest } from '../http/request'

/** Who is asking: recorded on sessions like GoTrue's GrantParams (user agent, client IP). */
export type Client = { userAgent: string | null; ip: string | null }

export function clientOf(request: ApiRequest): Client {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  const candidate = forwarded || request.headers.get('x-real-ip')?.trim() || ''
  return { userAgent: request.headers.get('user-agent'), ip: isIP(candidate) ? candidate : null }
}

/**
 * GoTrue's IssueRefreshToken (v1 tokens): a new session, its first refresh token, the AMR claim
 * for how the user authenticated, and last_sign_in_at.
 */
export async function createSession(
  q: Queryable,
  userId: string,
  method: string,
  client: Client,
  now: string,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID()
  const refreshToken = newRefreshToken()
  await q.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, $3, $3, 'aal1', $4, $5::inet)`,
    [sessionId, userId, now, client.userAgent, client.ip],
  )
  await insertRefreshToken(q, { token: refreshToken, userId, sessionId, parent: null, now })
  await q.query(`update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1`, [
    userId,
    now,
  ])
  await q.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, $2, $2, $3)
     on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`,
    [sessionId, now, method],
  )
  return { sessionId, refreshToken }
}

export async function insertRefreshToken(
  q: Queryable,
  token: { token: string; userId: string; sessionId: string; parent: string | null; now: string },
): Promise<void> {
  await q.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, $4, $4, $5, $6)`,
    [INSTANCE_ID, token.token, token.userId, token.now, token.parent, token.sessionId],
  )
}

/** GoTrue's CalculateAALAndAMR: the session's claims, most recent first. */
export async function loadAmr(q: Queryable, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await q.query<{ amr: string }>(
    `select coalesce(json_agg(json_build_object('method', authentication_method,
              'timestamp', floor(extract(epoch from updated_at))::bigint) order by updated_at desc), '[]'::json)::text as amr
     from auth.mfa_amr_claims where session_id = $1`,
    [sessionId],
  )
  return JSON.parse(rows[0].amr) as AmrEntry[]
}

export async function sessionExists(q: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await q.query(`select 1 from auth.sessions where id = $1`, [sessionId])
  return rows.length > 0
}

/** Deleting a session deletes its refresh tokens and AMR claims (foreign keys cascade). */
export async function deleteSession(q: Queryable, sessionId: string): Promise<void> {
  await q.query(`delete from auth.sessions where id = $1`, [sessionId])
}

export async function deleteAllSessions(q: Queryable, userId: string): Promise<void> {
  await q.query(`delete from auth.sessions where user_id = $1`, [userId])
}

export async function deleteOtherSessions(
  q: Queryable,
  userId: string,
  keepSessionId: string,
): Promise<void> {
  await q.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [
    userId,
    keepSessionId,
  ])
}
