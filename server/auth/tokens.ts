import { createHmac, randomInt } from 'node:crypto'
import type { BackendConfig } from '../config'
import { signJwt } from '../jwt'
import { epochSeconds } from './time'
import type { WireUser } from './user-json'

export type AmrEntry = { method: string; timestamp: number }

type AccessTokenClaims = {
  iss: string
  sub: string
  aud: string
  exp: number
  iat: number
  email: string
  phone: string
  app_metadata: Record<string, unknown>
  user_metadata: Record<string, unknown>
  role: string
  aal: string
  amr: AmrEntry[]
  session_id: string
  is_anonymous: boolean
}

type TokenConfig = Pick<BackendConfig, 'apiUrl' | 'jwtExp' | 'jwtSecret' | 'now'>

/** GoTrue's AccessTokenClaims, in its field order (tokens/service.go GenerateAccessToken). */
export function buildAccessTokenClaims(
  config: Pick<BackendConfig, 'apiUrl' | 'jwtExp'>,
  user: WireUser,
  sessionId: string,
  amr: AmrEntry[],
  nowMs: number,
): AccessTokenClaims {
  const iat = epochSeconds(nowMs)
  return {
    iss: `${config.apiUrl}/auth/v1`,
    sub: user.id,
    aud: user.aud,
    exp: iat + config.jwtExp,
    iat,
    email: user.email,
    phone: user.phone,
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: user.role,
    aal: 'aal1',
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  }
}

export type Session = {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: WireUser
  weak_password?: { message: string; reasons: string[] }
}

/** GoTrue's AccessTokenResponse for a session. */
export function issueAccessToken(
  config: TokenConfig,
  user: WireUser,
  sessionId: string,
  amr: AmrEntry[],
  refreshToken: string,
): Session {
  const nowMs = config.now()
  const claims = buildAccessTokenClaims(config, user, sessionId, amr, nowMs)
  return {
    access_token: signJwt(claims, config.jwtSecret),
    token_type: 'bearer',
    expires_in: claims.exp - epochSeconds(nowMs),
    expires_at: claims.exp,
    refresh_token: refreshToken,
    user,
  }
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** An opaque refresh token like GoTrue v1's SecureAlphanumeric(12). */
export function newRefreshToken(): string {
  let token = ''
  for (let i = 0; i < 12; i++) token += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]
  return token
}

/** A 6-digit e-mail OTP (GoTrue's crypto.GenerateOtp). */
export function newOtp(): string {
  return String(randomInt(1_000_000)).padStart(6, '0')
}

/**
 * What links carry and what the database stores for a mailed code. GoTrue's GenerateTokenHash is a
 * plain SHA-224 of address + code, which anyone can compute: all 10^6 codes could be tried as links,
 * past the wrong-code count (it needs the address). Keyed with the server secret, a link is unguessable.
 */
export function tokenHash(secret: string, email: string, otp: string): string {
  return createHmac('sha224', secret).update(`one-time-token:${email}${otp}`).digest('hex')
}
