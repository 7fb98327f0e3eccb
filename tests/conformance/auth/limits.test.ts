import { AuthApiError } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  authRequest,
  createAuthTarget,
  isRemote,
  moveClock,
  PASSWORD,
  signedUpClient,
  uniqueEmail,
  type AuthTarget,
} from './target'

/** A request through the trusted proxy: whatever the client claimed, then the address the proxy saw. */
const fromIp = (ip: string, claimed = '198.18.0.1') => ({ 'x-forwarded-for': `${claimed}, ${ip}` })

// Rate limits and switches are config overrides of the embedded backend.
const LIMITS = {
  windowMs: 60_000,
  signInSignUps: 3,
  tokenRefresh: 2,
  tokenVerifications: 3,
  emailSent: 1,
}

describe.skipIf(isRemote)(
  'rate limits (as supabase start configures them, switched on, behind a trusted proxy)',
  () => {
    let target: AuthTarget
    beforeAll(async () => {
      target = await createAuthTarget({ rateLimits: LIMITS, trustProxy: true })
    })
    afterAll(() => target.close())
    // Every case starts in fresh windows.
    beforeEach(() => moveClock(target, 3601))

    const signIn = (email: string, ip: string) =>
      authRequest(target, '/token?grant_type=password', {
        method: 'POST',
        headers: fromIp(ip),
        body: JSON.stringify({ email, password: PASSWORD }),
      })

    it('answers 429 over_request_rate_limit once a client used its sign-ins, per client IP, until the window ends', async () => {
      const { email } = await signedUpClient(target) // one sign-up from the shared local bucket
      for (let i = 0; i < 3; i++) expect((await signIn(email, '203.0.113.7')).status).toBe(200)

      const limited = await signIn(email, '203.0.113.7')
      const otherClient = await signIn(email, '198.51.100.2')

      expect(limited.status).toBe(429)
      expect(limited.headers.get('x-sb-error-code')).toBe('over_request_rate_limit')
      expect(await limited.json()).toEqual({
        code: 'over_request_rate_limit',
        message: 'Request rate limit reached',
      })
      expect(otherClient.status).toBe(200)
      moveClock(target, 61)
      expect((await signIn(email, '203.0.113.7')).status).toBe(200)
    })

    it('counts the address the proxy appended: claiming another one first does not reset the bucket', async () => {
      const { email } = await signedUpClient(target)
      const statuses: number[] = []
      for (let i = 0; i < 4; i++) {
        const response = await authRequest(target, '/token?grant_type=password', {
          method: 'POST',
          headers: fromIp('203.0.113.70', `198.18.0.${i + 1}`),
          body: JSON.stringify({ email, password: PASSWORD }),
        })
        statuses.push(response.status)
      }

      expect(statuses).toEqual([200, 200, 200, 429])
    })

    it('surfaces the 429 to supabase-js as an AuthApiError', async () => {
      const client = target.client()
      for (let i = 0; i < 3; i++)
        await client.auth.signUp({ email: uniqueEmail(), password: PASSWORD })

      const { error } = await client.auth.signUp({ email: uniqueEmail(), password: PASSWORD })

      expect(error).toBeInstanceOf(AuthApiError)
      expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
    })

    it('limits token refreshes in their own bucket', async () => {
      const ip = '192.0.2.44'
      const { session } = await signedUpClient(target)
      let token = session.refresh_token
      for (let i = 0; i < 2; i++) {
        const response = await authRequest(target, '/token?grant_type=refresh_token', {
          method: 'POST',
          headers: fromIp(ip),
          body: JSON.stringify({ refresh_token: token }),
        })
        expect(response.status).toBe(200)
        token = (await response.json()).refresh_token
      }
      const limited = await authRequest(target, '/token?grant_type=refresh_token', {
        method: 'POST',
        headers: fromIp(ip),
        body: JSON.stringify({ refresh_token: token }),
      })

      expect(limited.status).toBe(429)
      expect((await signIn(uniqueEmail(), ip)).status).toBe(400)
    })

    it('answers 429 over_email_send_rate_limit once an address got its e-mails for the hour, for that address only', async () => {
      const { email } = await signedUpClient(target)
      const { email: otherEmail } = await signedUpClient(target)
      const recover = (address: string) =>
        authRequest(target, '/recover', {
          method: 'POST',
          body: JSON.stringify({ email: address }),
        })

      expect((await recover(email)).status).toBe(200)
      const limited = await recover(email.toUpperCase())
      const other = await recover(otherEmail)

      expect(limited.status).toBe(429)
      expect(await limited.json()).toEqual({
        code: 'over_email_send_rate_limit',
        message: 'email rate limit exceeded',
      })
      expect(other.status).toBe(200)
    })

    it('answers an unknown address exactly as a known one, its limit included (no account enumeration)', async () => {
      const { email: known } = await signedUpClient(target)
      const unknown = uniqueEmail('nobody')
      const answers = async (address: string) => {
        const answered = []
        for (let i = 0; i < 2; i++) {
          const response = await authRequest(target, '/recover', {
            method: 'POST',
            body: JSON.stringify({ email: address }),
          })
          answered.push({ status: response.status, body: await response.json() })
        }
        return answered
      }

      expect(await answers(unknown)).toEqual(await answers(known))
    })

    it('limits /verify (links and codes) in its own bucket per client IP', async () => {
      const verify = (ip: string) =>
        authRequest(target, '/verify', {
          method: 'POST',
          headers: fromIp(ip),
          body: JSON.stringify({ type: 'recovery', email: 'guess@example.com', token: '123456' }),
        })
      for (let i = 0; i < 3; i++) expect((await verify('203.0.113.9')).status).toBe(403)

      const limited = await verify('203.0.113.9')
      const link = await target.fetch(`${target.url}/auth/v1/verify?type=recovery&token=x`, {
        headers: fromIp('203.0.113.9'),
        redirect: 'manual',
      })

      expect(limited.status).toBe(429)
      expect(await limited.json()).toMatchObject({ code: 'over_request_rate_limit' })
      expect(link.status).toBe(429)
      expect((await verify('198.51.100.9')).status).toBe(403)
    })
  },
)

describe.skipIf(isRemote)('rate limits without a trusted proxy', () => {
  let target: AuthTarget
  beforeAll(async () => {
    target = await createAuthTarget({ rateLimits: LIMITS })
  })
  afterAll(() => target.close())

  it('ignores X-Forwarded-For: inventing an address per request does not reset the sign-in bucket', async () => {
    const { email } = await signedUpClient(target) // takes one sign-up from the bucket
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      const response = await authRequest(target, '/token?grant_type=password', {
        method: 'POST',
        headers: fromIp(`203.0.113.${i + 1}`),
        body: JSON.stringify({ email, password: PASSWORD }),
      })
      statuses.push(response.status)
    }

    expect(statuses).toEqual([200, 200, 429])
  })
})

describe.skipIf(isRemote)('switches: sign-ups disabled, dev mailbox off', () => {
  let target: AuthTarget
  beforeAll(async () => {
    target = await createAuthTarget({ signupEnabled: false, devMailbox: false })
  })
  afterAll(() => target.close())

  it('answers sign-up with 422 signup_disabled', async () => {
    const { error } = await target
      .client()
      .auth.signUp({ email: uniqueEmail(), password: PASSWORD })

    expect(error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    })
  })

  it('reports disable_signup in /settings', async () => {
    expect(await (await authRequest(target, '/settings')).json()).toMatchObject({
      disable_signup: true,
    })
  })

  it('answers 404 for the dev mailbox', async () => {
    const response = await target.fetch(`${target.url}/auth/v1/dev/mailbox?email=a@example.com`, {
      headers: { apikey: target.serviceKey },
    })

    expect(response.status).toBe(404)
  })
})
