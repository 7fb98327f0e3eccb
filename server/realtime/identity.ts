import type { BackendConfig } from '../config'
import { verifyJwt } from '../jwt'

/** Who a channel acts for: the database role and JWT claims its change events are checked as. */
export type Identity = {
  token: string
  role: string
  claims: Record<string, unknown>
  /** When the token expires (epoch ms), if it does. */
  expiresAt?: number
}

/**
 * The JWT behind an API key from the socket's URL (`apikey=`), or undefined for a key this
 * server does not know. Opaque sb_ keys stand for the JWTs of their role, as at the gateway.
 */
export function tokenOfApiKey(config: BackendConfig, apikey: string | null): string | undefined {
  if (apikey === config.publishableKey || apikey === config.anonKey) return config.anonKey
  if (apikey === config.secretKey || apikey === config.serviceRoleKey) return config.serviceRoleKey
  return undefined
}

/** The identity a token proves, or the reason it proves none, in Realtime's words. */
export function identityOf(config: BackendConfig, token: unknown): Identity | { error: string } {
  if (typeof token !== 'string' || token === '') return { error: 'Invalid token' }
  const now = config.now()
  const verified = verifyJwt(token, config.jwtSecret, now)
  if (!verified.ok) {
    if (verified.reason !== 'expired') return { error: 'Invalid token' }
    const exp = Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp)
    return { error: `Token has expired ${Math.max(0, Math.floor(now / 1000 - exp))} seconds ago` }
  }
  const { payload } = verified
  const role = typeof payload.role === 'string' && payload.role !== '' ? payload.role : 'anon'
  return {
    token,
    role,
    claims: { ...payload, role },
    expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : undefined,
  }
}
