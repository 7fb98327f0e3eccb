import { describe, expect, it } from 'vitest'
import { defaultConfig } from '../config'
import { DEFAULT_ANON_KEY, DEFAULT_SERVICE_ROLE_KEY } from '../env'
import { signJwt } from '../jwt'
import { resolveRole } from './auth-role'
import { RestError } from './errors'

const NOW = 1_800_000_000_000
const config = defaultConfig({ now: () => NOW, log: () => {} })
const sign = (payload: Record<string, unknown>) => signJwt(payload, config.jwtSecret)
const nowS = NOW / 1000

function failure(bearer: string): RestError {
  try {
    resolveRole(bearer, config)
  } catch (error) {
    if (error instanceof RestError) return error
    throw error
  }
  throw new Error('accepted')
}

describe('resolveRole', () => {
  it('uses anon without a token, and the role claim of the well-known keys', () => {
    expect(resolveRole(undefined, config)).toEqual({ role: 'anon', claims: { role: 'anon' } })
    expect(resolveRole(DEFAULT_ANON_KEY, config).role).toBe('anon')
    expect(resolveRole(DEFAULT_SERVICE_ROLE_KEY, config).role).toBe('service_role')
  })

  it('keeps every claim of a user token for request.jwt.claims', () => {
    const token = sign({ sub: 'u1', role: 'authenticated', email: 'a@example.com', exp: nowS + 60 })
    expect(resolveRole(token, config)).toEqual({
      role: 'authenticated',
      claims: { sub: 'u1', role: 'authenticated', email: 'a@example.com', exp: nowS + 60 },
    })
  })

  it('falls back to anon when the token has no role claim', () => {
    expect(resolveRole(sign({ sub: 'x' }), config).role).toBe('anon')
  })

  it('answers PGRST301 with WWW-Authenticate for tokens that do not decode or verify', () => {
    expect(failure('')).toMatchObject({
      status: 401,
      code: 'PGRST301',
      message: 'Empty JWT is sent in Authorization header',
    })
    expect(failure('a.b')).toMatchObject({
      code: 'PGRST301',
      message: 'Expected 3 parts in JWT; got 2',
    })
    expect(
      failure(signJwt({ role: 'service_role' }, 'another-secret-another-secret-another-secret')),
    ).toMatchObject({
      code: 'PGRST301',
      message: 'JWT cryptographic operation failed',
      headers: {
        'WWW-Authenticate':
          'Bearer error="invalid_token", error_description="JWT cryptographic operation failed"',
      },
    })
  })

  it('answers PGRST303 for expired, future and malformed claims, with 30 s of clock skew', () => {
    expect(failure(sign({ role: 'anon', exp: nowS - 31 }))).toMatchObject({
      status: 401,
      code: 'PGRST303',
      message: 'JWT expired',
    })
    expect(resolveRole(sign({ role: 'anon', exp: nowS - 20 }), config).role).toBe('anon')
    expect(failure(sign({ role: 'anon', nbf: nowS + 60 })).message).toBe('JWT not yet valid')
    expect(failure(sign({ role: 'anon', iat: nowS + 60 })).message).toBe('JWT issued at future')
    expect(failure(sign({ role: 'anon', exp: 'soon' })).message).toBe(
      "The JWT 'exp' claim must be a number",
    )
    expect(failure(sign({ role: 'anon', aud: 5 })).message).toBe(
      "The JWT 'aud' claim must be a string or an array of strings",
    )
  })
})
