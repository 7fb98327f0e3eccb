import type { BackendConfig } from '../config'
import type { Queryable } from '../db/driver'
import { createSession, loadAmr, type Client } from './sessions'
import { isoAt } from './time'
import { issueAccessToken, type Session } from './tokens'
import { findUserById } from './users-repo'

/**
 * Signs a user in inside the caller's transaction: a new session recorded with how they
 * authenticated (`password`, `otp`, …), then the token response with the refreshed user.
 */
export async function grantSession(
  tx: Queryable,
  config: BackendConfig,
  userId: string,
  method: string,
  client: Client,
): Promise<Session> {
  const now = isoAt(config.now())
  const { sessionId, refreshToken } = await createSession(tx, userId, method, client, now)
  const user = await findUserById(tx, userId, now)
  if (!user) throw new Error(`user ${userId} vanished while signing in`)
  return issueAccessToken(config, user.json, sessionId, await loadAmr(tx, sessionId), refreshToken)
}
