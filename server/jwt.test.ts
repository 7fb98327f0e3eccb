import { describe, expect, it } from 'vitest'
import { signJwt, verifyJwt } from './jwt'

const SECRET = 'a-test-secret-of-at-least-thirty-two-chars'
const NOW_MS = 1_800_000_000_000
const nowS = NOW_MS / 1000

describe('verifyJwt', () => {
  it('accepts a token again from its remembered signature, but still checks its expiry each time', () => {
    const token = signJwt({ sub: 'a', exp: nowS + 60 }, SECRET)
    expect(verifyJwt(token, SECRET, NOW_MS)).toMatchObject({ ok: true, payload: { sub: 'a' } })
    expect(verifyJwt(token, SECRET, NOW_MS)).toMatchObject({ ok: true, payload: { sub: 'a' } })
    expect(verifyJwt(token, SECRET, NOW_MS + 61_000)).toEqual({ ok: false, reason: 'expired' })
  })

  it('does not accept a remembered token under another secret', () => {
    const token = signJwt({ sub: 'b', exp: nowS + 60 }, SECRET)
    expect(verifyJwt(token, SECRET, NOW_MS).ok).toBe(true)
    expect(verifyJwt(token, `${SECRET}-rotated`, NOW_MS)).toEqual({
      ok: false,
      reason: 'signature',
    })
  })

  it('refuses a token whose payload was swapped under a remembered signature', () => {
    const token = signJwt({ sub: 'c', role: 'authenticated' }, SECRET)
    expect(verifyJwt(token, SECRET, NOW_MS).ok).toBe(true)
    const [head, , signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ sub: 'c', role: 'service_role' })).toString(
      'base64url',
    )
    expect(verifyJwt(`${head}.${forged}.${signature}`, SECRET, NOW_MS)).toEqual({
      ok: false,
      reason: 'signature',
    })
  })

  it('hands out claims that callers cannot change for the next request', () => {
    const token = signJwt({ sub: 'd', role: 'authenticated' }, SECRET)
    const first = verifyJwt(token, SECRET, NOW_MS)
    if (!first.ok) throw new Error('expected a verified token')
    expect(() => {
      ;(first.payload as Record<string, unknown>).role = 'service_role'
    }).toThrow(TypeError)
    expect(verifyJwt(token, SECRET, NOW_MS)).toMatchObject({ payload: { role: 'authenticated' } })
  })
})
