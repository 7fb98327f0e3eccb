import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { defaultConfig } from '../config'
import { verifyJwt } from '../jwt'
import {
  buildAccessTokenClaims,
  issueAccessToken,
  newOtp,
  newRefreshToken,
  tokenHash,
} from './tokens'
import type { WireUser } from './user-json'

const user: WireUser = {
  id: '7f2c1f8e-3a52-4a37-9d2b-0a0b7b8c9d10',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'ann@example.com',
  phone: '',
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: { email: 'ann@example.com', email_verified: true, first_name: 'Ann' },
  identities: [],
  is_anonymous: false,
}
const sessionId = '0d7b6a4e-5c3f-4e2a-9b1c-8f7e6d5c4b3a'
const NOW = Date.UTC(2026, 10, 22, 6, 0, 0, 750)
const config = defaultConfig({ now: () => NOW })

describe('buildAccessTokenClaims', () => {
  it('builds GoTrue’s access-token claims in its field order', () => {
    const claims = buildAccessTokenClaims(
      config,
      user,
      sessionId,
      [{ method: 'password', timestamp: 1795327200 }],
      NOW,
    )

    expect(Object.entries(claims)).toEqual([
      ['iss', 'http://127.0.0.1:54321/auth/v1'],
      ['sub', user.id],
      ['aud', 'authenticated'],
      ['exp', 1795327200 + 3600],
      ['iat', 1795327200],
      ['email', 'ann@example.com'],
      ['phone', ''],
      ['app_metadata', { provider: 'email', providers: ['email'] }],
      ['user_metadata', user.user_metadata],
      ['role', 'authenticated'],
      ['aal', 'aal1'],
      ['amr', [{ method: 'password', timestamp: 1795327200 }]],
      ['session_id', sessionId],
      ['is_anonymous', false],
    ])
  })

  it('takes the issuer from the API URL and the lifetime from jwtExp', () => {
    const claims = buildAccessTokenClaims(
      { apiUrl: 'https://api.lexsetu.in', jwtExp: 600 },
      user,
      sessionId,
      [],
      NOW,
    )

    expect(claims.iss).toBe('https://api.lexsetu.in/auth/v1')
    expect(claims.exp - claims.iat).toBe(600)
  })
})

describe('issueAccessToken', () => {
  it('signs the claims with HS256 and answers GoTrue’s token response', () => {
    const session = issueAccessToken(config, user, sessionId, [], 'abcdefghijkl')
    const verified = verifyJwt(session.access_token, config.jwtSecret, NOW)

    expect(verified).toMatchObject({ ok: true, header: { alg: 'HS256', typ: 'JWT' } })
    expect(session).toEqual({
      access_token: session.access_token,
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: 1795327200 + 3600,
      refresh_token: 'abcdefghijkl',
      user,
    })
  })
})

describe('one-time tokens', () => {
  it('hashes address + code with the server secret: a link cannot be computed from a guessed code', () => {
    const hash = tokenHash('secret', 'ann@example.com', '123456')
    expect(hash).toMatch(/^[0-9a-f]{56}$/)
    expect(hash).not.toBe(createHash('sha224').update('ann@example.com123456').digest('hex'))
    expect(tokenHash('other secret', 'ann@example.com', '123456')).not.toBe(hash)
    expect(tokenHash('secret', 'ann@example.com', '123457')).not.toBe(hash)
  })

  it('makes 6-digit codes and 12-character refresh tokens', () => {
    expect(newOtp()).toMatch(/^\d{6}$/)
    expect(newRefreshToken()).toMatch(/^[a-z0-9]{12}$/)
    expect(newRefreshToken()).not.toBe(newRefreshToken())
  })
})
