import { createHmac, timingSafeEqual } from 'node:crypto'

export type JwtPayload = Record<string, unknown> & {
  exp?: number
  iat?: number
  nbf?: number
  role?: unknown
}

export type JwtResult =
  | { ok: true; header: Record<string, unknown>; payload: JwtPayload }
  | {
      ok: false
      reason: 'parts' | 'decode' | 'alg' | 'signature' | 'expired' | 'not_yet_valid'
      parts?: number
    }

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url')

function sign(data: string, secret: string) {
  return createHmac('sha256', secret).update(data).digest()
}

/** HS256, the algorithm of the legacy Supabase JWT secret (and of the well-known local keys). */
export function signJwt(payload: JwtPayload, secret: string): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const body = base64url(JSON.stringify(payload))
  return `${head}.${body}.${base64url(sign(`${head}.${body}`, secret))}`
}

function decodePart(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

type Signed = { header: Record<string, unknown>; payload: JwtPayload }

/**
 * Tokens whose signature verified, by secret and token: a client sends the same access token with
 * every request for an hour, and HMAC + two JSON parses are most of what checking it costs.
 * PostgREST keeps the same kind of cache (jwt-cache-max-lifetime). Only the signature is
 * remembered; exp and nbf are checked on every call.
 */
const signedTokens = new Map<string, Signed>()
const SIGNED_TOKENS_LIMIT = 1000

function checkSignature(token: string, secret: string): Signed | Exclude<JwtResult, { ok: true }> {
  const key = `${secret}\u0000${token}`
  const known = signedTokens.get(key)
  if (known) return known
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'parts', parts: parts.length }
  const [head, body, signature] = parts
  const header = decodePart(head)
  const payload = decodePart(body)
  if (!header || !payload) return { ok: false, reason: 'decode' }
  if (header.alg !== 'HS256') return { ok: false, reason: 'alg' }
  const expected = sign(`${head}.${body}`, secret)
  const actual = Buffer.from(signature, 'base64url')
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
    return { ok: false, reason: 'signature' }
  const signed = { header: Object.freeze(header), payload: Object.freeze(payload) as JwtPayload }
  if (signedTokens.size >= SIGNED_TOKENS_LIMIT)
    signedTokens.delete(signedTokens.keys().next().value!)
  signedTokens.set(key, signed)
  return signed
}

export function verifyJwt(token: string, secret: string, nowMs: number): JwtResult {
  const signed = checkSignature(token, secret)
  if ('ok' in signed) return signed
  const { header, payload } = signed
  const now = Math.floor(nowMs / 1000)
  if (typeof payload.exp === 'number' && now >= payload.exp) return { ok: false, reason: 'expired' }
  if (typeof payload.nbf === 'number' && now < payload.nbf)
    return { ok: false, reason: 'not_yet_valid' }
  return { ok: true, header, payload }
}
