import { describe, expect, it } from 'vitest'
import { defaultConfig, type RateLimits } from '../config'
import type { ApiRequest } from '../http/request'
import { clientKeyOf, createRateLimiter } from './rate-limit'

const request = (headers: Record<string, string>, clientAddress?: string): ApiRequest => ({
  method: 'POST',
  url: 'http://127.0.0.1:54321/auth/v1/token',
  headers: new Headers(headers),
  text: async () => '',
  clientAddress,
})

const direct = { trustProxy: false }
const proxied = { trustProxy: true }

describe('clientKeyOf', () => {
  it('keys on the socket address and ignores forwarding headers unless a proxy is trusted', () => {
    const spoofed = { 'x-forwarded-for': '198.51.100.1', 'x-real-ip': '198.51.100.2' }
    expect(clientKeyOf(request(spoofed, '203.0.113.7'), direct)).toBe('203.0.113.7')
    expect(clientKeyOf(request(spoofed), direct)).toBe('local')
  })

  it('behind a trusted proxy takes the address the proxy appended, not the ones the client claimed', () => {
    const claimed = request({ 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }, '10.0.0.2')
    expect(clientKeyOf(claimed, proxied)).toBe('203.0.113.7')
    expect(clientKeyOf(request({ 'x-real-ip': '203.0.113.8' }, '10.0.0.2'), proxied)).toBe(
      '203.0.113.8',
    )
    expect(clientKeyOf(request({}, '10.0.0.2'), proxied)).toBe('10.0.0.2')
  })

  it('falls back to the socket address when the forwarded value is not an IP address', () => {
    for (const garbage of ['x'.repeat(20_000), 'unknown', '', ' , ', '203.0.113.7:80', '::g']) {
      const key = clientKeyOf(request({ 'x-forwarded-for': garbage }, '10.0.0.2'), proxied)
      expect(key, garbage.slice(0, 20)).toBe('10.0.0.2')
    }
  })

  it('puts an IPv6 client by its /64 (one host gets a whole /64) and reads IPv4-mapped addresses as IPv4', () => {
    const key = (address: string) => clientKeyOf(request({}, address), direct)
    expect(key('2001:db8:1:2:aaaa::1')).toBe(key('2001:0db8:0001:0002:ffff:1:2:3'))
    expect(key('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(key('2001:db8:1:3::1')).not.toBe(key('2001:db8:1:2::1'))
    expect(key('::1')).toBe('0:0:0:0::/64')
    expect(key('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(key('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientKeyOf(request({ 'x-forwarded-for': '2001:db8:1:2::9' }), proxied)).toBe(
      '2001:db8:1:2::/64',
    )
  })
})

const LIMITS: RateLimits = {
  windowMs: 60_000,
  signInSignUps: 1,
  tokenRefresh: 1,
  tokenVerifications: 1,
  emailSent: 1,
}

describe('createRateLimiter', () => {
  it('gives every recipient address (case-insensitive) its own e-mail budget', () => {
    const limiter = createRateLimiter(defaultConfig({ rateLimits: LIMITS }))
    limiter.checkEmail('ann@example.com')
    expect(() => limiter.checkEmail('ANN@example.com')).toThrow(
      expect.objectContaining({ status: 429, code: 'over_email_send_rate_limit' }),
    )
    expect(() => limiter.checkEmail('bob@example.com')).not.toThrow()
  })

  it('keeps the buckets apart: verifications do not use up sign-ins', () => {
    const limiter = createRateLimiter(defaultConfig({ rateLimits: LIMITS }))
    limiter.checkRequest('tokenVerifications', '203.0.113.7')
    expect(() => limiter.checkRequest('tokenVerifications', '203.0.113.7')).toThrow(
      expect.objectContaining({ status: 429, code: 'over_request_rate_limit' }),
    )
    expect(() => limiter.checkRequest('signInSignUps', '203.0.113.7')).not.toThrow()
  })

  it('stays bounded when clients invent keys: finished windows go first, then the oldest', () => {
    let now = 0
    const config = defaultConfig({ rateLimits: LIMITS, now: () => now })
    const limiter = createRateLimiter(config, { maxWindows: 100 })
    for (let i = 0; i < 1000; i++) limiter.checkRequest('signInSignUps', `key-${i}`)
    expect(limiter.trackedWindows()).toBeLessThanOrEqual(100)

    now += LIMITS.windowMs
    for (let i = 0; i < 20; i++) limiter.checkRequest('signInSignUps', `late-${i}`)
    expect(limiter.trackedWindows()).toBeLessThanOrEqual(20)
  })
})
