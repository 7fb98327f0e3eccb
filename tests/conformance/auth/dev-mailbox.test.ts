import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_ANON_KEY, DEFAULT_SECRET_KEY } from '../../../server/env'
import { createAuthTarget, isRemote, signedUpClient, type AuthTarget } from './target'

// The dev mailbox is the embedded backend's own; it holds every recovery link.
describe.skipIf(isRemote)('GET /auth/v1/dev/mailbox', () => {
  let target: AuthTarget
  let email: string
  beforeAll(async () => {
    target = await createAuthTarget()
    ;({ email } = await signedUpClient(target))
    await target.client().auth.resetPasswordForEmail(email)
  })
  afterAll(() => target.close())

  const read = (headers: Record<string, string>, host = '127.0.0.1:54321') =>
    target.fetch(`http://${host}/auth/v1/dev/mailbox?email=${encodeURIComponent(email)}`, {
      headers,
    })

  it('lists the mails of an address to the service key on a loopback host', async () => {
    for (const host of ['127.0.0.1:54321', 'localhost:54321', '[::1]:54321']) {
      const response = await read({ apikey: DEFAULT_SECRET_KEY }, host)
      expect(response.status, host).toBe(200)
      expect((await response.json())[0]).toMatchObject({ to: email })
    }
  })

  it('refuses the anon key, a signed-in user, and no key at all', async () => {
    const { session } = await signedUpClient(target)
    for (const headers of [
      { apikey: DEFAULT_ANON_KEY },
      { apikey: DEFAULT_ANON_KEY, authorization: `Bearer ${session.access_token}` },
      {},
    ] as Record<string, string>[]) {
      const response = await read(headers)
      expect(response.status).toBeGreaterThanOrEqual(401)
      expect(response.status).toBeLessThan(404)
    }
  })

  it('refuses a Host that is not loopback (DNS rebinding), even with the service key', async () => {
    for (const host of ['evil.example:54321', '127.0.0.1.nip.io:54321', '192.168.1.5:54321']) {
      const response = await read({ apikey: DEFAULT_SECRET_KEY }, host)
      expect(response.status, host).toBe(403)
    }
  })

  it('gives other origins no CORS headers, and no preflight', async () => {
    const response = await read({ apikey: DEFAULT_SECRET_KEY, origin: 'http://evil.example' })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await target.fetch(`${target.url}/auth/v1/dev/mailbox`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })
})
