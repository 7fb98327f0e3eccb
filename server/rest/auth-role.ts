import type { BackendConfig } from '../config'
import { verifyJwt, type JwtPayload } from '../jwt'
import { RestError } from './errors'

const ANON_ROLE = 'anon'
/** PostgREST tolerates this much clock skew on exp/nbf/iat (Auth/Jwt.hs). */
const ALLOWED_SKEW_S = 30

export type AuthResult = { role: string; claims: Record<string, unknown> }

function invalidToken(code: 'PGRST301' | 'PGRST303', message: string): RestError {
  return new RestError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
  })
}

function decodePayload(token: string): JwtPayload {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as JwtPayload
}

/** PostgREST's claim checks, in its order; undefined when the claims are acceptable. */
function claimsError(payload: JwtPayload, nowS: number): string | undefined {
  const times: [string, string, (value: number) => boolean, string][] = [
    [
      'exp',
      "The JWT 'exp' claim must be a number",
      (exp) => nowS - ALLOWED_SKEW_S > exp,
      'JWT expired',
    ],
    [
      'nbf',
      "The JWT 'nbf' claim must be a number",
      (nbf) => nowS + ALLOWED_SKEW_S < nbf,
      'JWT not yet valid',
    ],
    [
      'iat',
      "The JWT 'iat' claim must be a number",
      (iat) => nowS + ALLOWED_SKEW_S < iat,
      'JWT issued at future',
    ],
  ]
  for (const [claim, notNumber, isInvalid, message] of times) {
    const value = payload[claim]
    if (value === undefined || value === null) continue
    if (typeof value !== 'number') return notNumber
    if (isInvalid(value)) return message
  }
  const aud = payload.aud
  const isAudValid =
    aud === undefined ||
    typeof aud === 'string' ||
    (Array.isArray(aud) && aud.every((a) => typeof a === 'string'))
  return isAudValid ? undefined : "The JWT 'aud' claim must be a string or an array of strings"
}

/**
 * The database role of a request, exactly as PostgREST derives it: no token → anon; a token
 * must verify (HS256, config.jwtSecret) and pass the claim checks; its `role` claim picks the role.
 */
export function resolveRole(bearer: string | undefined, config: BackendConfig): AuthResult {
  if (bearer === undefined) return { role: ANON_ROLE, claims: { role: ANON_ROLE } }
  if (bearer === '') throw invalidToken('PGRST301', 'Empty JWT is sent in Authorization header')
  const parts = bearer.split('.').length
  if (parts !== 3) throw invalidToken('PGRST301', `Expected 3 parts in JWT; got ${parts}`)
  const verified = verifyJwt(bearer, config.jwtSecret, config.now())
  if (!verified.ok && verified.reason === 'alg')
    throw invalidToken('PGRST301', 'Wrong or unsupported encoding algorithm')
  // verifyJwt checks the signature before the times, so those two reasons mean a good signature.
  if (!verified.ok && verified.reason !== 'expired' && verified.reason !== 'not_yet_valid') {
    throw invalidToken('PGRST301', 'JWT cryptographic operation failed')
  }
  const payload = verified.ok ? verified.payload : decodePayload(bearer)
  const problem = claimsError(payload, Math.floor(config.now() / 1000))
  if (problem) throw invalidToken('PGRST303', problem)
  const claimed = payload.role
  const role =
    claimed === undefined || claimed === null
      ? ANON_ROLE
      : typeof claimed === 'string'
        ? claimed
        : JSON.stringify(claimed)
  return { role, claims: { ...payload, role } }
}
