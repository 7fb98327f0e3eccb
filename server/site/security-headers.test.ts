import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders } from './security-headers'

describe('security headers', () => {
  it('allows scripts from this origin and the hashed inline ones only', () => {
    const csp = contentSecurityPolicy(["'sha256-abc='"])
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='")
    expect(csp).not.toMatch(/script-src[^;]*('unsafe-inline'|'unsafe-eval')/)
    expect(csp).toContain("object-src 'none'")
  })

  it('sends HSTS only when the browser came over TLS', () => {
    expect(securityHeaders('x', false)).not.toHaveProperty('strict-transport-security')
    expect(securityHeaders('x', true)['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    )
  })
})
