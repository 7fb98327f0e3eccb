import { verifyJwt, type JwtResult } from '../jwt'
import type { AuthCall, AuthDeps } from './context'
import { nowIso } from './context'
import { AuthError, badRequest, forbidden } from './errors'
import { sessionExists } from './sessions'
import { findUserById, type UserRecord } from './users-repo'

export type Authenticated = { user: UserRecord; sessionId: string | null }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const NIL_UUID = '00000000-0000-0000-0000-000000000000'
const BEARER = /^[Bb]earer (\S+)$/

/** The wording of golang-jwt v5's errors, which GoTrue puts after "invalid JWT: …". */
const JWT_FAILURES: Record<Extract<JwtResult, { ok: false }>['reason'], string> = {
  parts: 'token is malformed: token contains an invalid number of segments',
  decode: 'token is malformed: could not JSON decode header',
  alg: 'token is unverifiable: error while executing keyfunc: unrecognized JWT kid or algorithm',
  signature: 'token signature is invalid: signature is invalid',
  expired: 'token has invalid claims: token is expired',
  not_yet_valid: 'token has invalid claims: token is not valid yet',
}

/**
 * GoTrue's requireAuthentication: a verified JWT, its user (by `sub`) and, when the token names
 * one, its session — which must still exist, so signed-out tokens stop working here.
 */
export async function authenticate(
  { db, config }: AuthDeps,
  { request, bearer }: AuthCall,
): Promise<Authenticated> {
  const header = request.headers.get('authorization')
  if ((header !== null && !BEARER.test(header)) || !bearer) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  }
  const verified = verifyJwt(bearer, config.jwtSecret, config.now())
  if (!verified.ok) {
    throw forbidden(
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${JWT_FAILURES[verified.reason]}`,
    )
  }
  const { sub, session_id: sessionClaim } = verified.payload
  if (typeof sub !== 'string' || sub === '')
    throw forbidden('bad_jwt', 'invalid claim: missing sub claim')
  if (!UUID.test(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID')

  const user = await findUserById(db, sub, nowIso(config))
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist')

  let sessionId: string | null = null
  if (typeof sessionClaim === 'string' && sessionClaim !== '' && sessionClaim !== NIL_UUID) {
    if (!UUID.test(sessionClaim))
      throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID')
    if (!(await sessionExists(db, sessionClaim))) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
    }
    sessionId = sessionClaim
  }
  if (user.isBanned) throw forbidden('user_banned', 'User is banned')
  return { user, sessionId }
}
