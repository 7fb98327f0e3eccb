import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lastRecoveryMail, mailboxOf, openLink } from './mail'
import {
  authRequest,
  createAuthTarget,
  decodeJwt,
  fragmentOf,
  isRemote,
  moveClock,
  PASSWORD,
  signedUpClient,
  uniqueEmail,
  type AuthTarget,
} from './target'

const APP_URL = 'http://localhost:5173/reset-password'
const SITE_URL = process.env.SUPABASE_SITE_URL ?? 'http://localhost:5173'

describe('password recovery (POST /auth/v1/recover, GET|POST /auth/v1/verify)', () => {
  let target: AuthTarget
  beforeAll(async () => {
    target = await createAuthTarget()
  })
  afterAll(() => target.close())

  async function requestRecovery(redirectTo = APP_URL) {
    const { email } = await signedUpClient(target)
    const { data, error } = await target.client().auth.resetPasswordForEmail(email, { redirectTo })
    expect(error).toBeNull()
    expect(data).toEqual({})
    return { email, mail: await lastRecoveryMail(target, email, redirectTo) }
  }

  it('answers 200 {} for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ghost')
    const { data, error } = await target.client().auth.resetPasswordForEmail(email)

    expect(error).toBeNull()
    expect(data).toEqual({})
    if (target.embedded) expect(await mailboxOf(target, email)).toEqual([])
  })

  it('answers 400 validation_failed without an e-mail', async () => {
    const response = await authRequest(target, '/recover', { method: 'POST', body: '{}' })

    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'Password recovery requires an email',
    })
  })

  it('redirects the mailed link (303) to the app with a recovery session that can set a new password', async () => {
    const { email, mail } = await requestRecovery()

    const response = await openLink(target, mail.link)

    expect(response.status).toBe(303)
    const location = response.headers.get('location')!
    expect(location.startsWith(`${APP_URL}#`)).toBe(true)
    const fragment = fragmentOf(location)
    expect(Object.keys(fragment)).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'sb',
      'token_type',
      'type',
    ])
    expect(fragment).toMatchObject({
      expires_in: '3600',
      token_type: 'bearer',
      type: 'recovery',
      sb: '',
    })
    expect(decodeJwt(fragment.access_token)).toMatchObject({ email, amr: [{ method: 'otp' }] })

    const client = target.client()
    const { error: sessionError } = await client.auth.setSession({
      access_token: fragment.access_token,
      refresh_token: fragment.refresh_token,
    })
    expect(sessionError).toBeNull()
    expect((await client.auth.updateUser({ password: 'recovered-password' })).error).toBeNull()
    const signIn = await target
      .client()
      .auth.signInWithPassword({ email, password: 'recovered-password' })
    expect(signIn.error).toBeNull()
  })

  it('accepts a link once; a second use redirects with otp_expired in the fragment', async () => {
    const { mail } = await requestRecovery()
    await openLink(target, mail.link)

    const again = await openLink(target, mail.link)

    expect(again.status).toBe(303)
    const location = again.headers.get('location')!
    expect(location.startsWith(`${APP_URL}#`)).toBe(true)
    expect(location.split('#')[1]).toBe(
      'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    )
  })

  it.skipIf(isRemote)('refuses a link older than an hour', async () => {
    const { mail } = await requestRecovery()
    moveClock(target, 3601)
    try {
      const response = await openLink(target, mail.link)

      expect(fragmentOf(response.headers.get('location')!)).toMatchObject({
        error_code: 'otp_expired',
      })
    } finally {
      moveClock(target, -3601)
    }
  })

  it('sends a redirect_to that is not allowed to the site URL instead', async () => {
    const { mail } = await requestRecovery('https://evil.example.net/steal')

    const response = await openLink(target, mail.link)

    expect(response.headers.get('location')!.startsWith(`${SITE_URL}#access_token=`)).toBe(true)
  })

  it.each([
    'http://evil.example\\@localhost:5173',
    'http://localhost:5173@evil.example/',
    'http://evil.exa\tmple@localhost:5173/',
  ])(
    'never sends the session to a redirect_to a browser would read as another host: %s',
    async (hostile) => {
      const { mail } = await requestRecovery(hostile)

      const response = await openLink(target, mail.link)

      expect(response.status).toBe(303)
      expect(response.headers.get('location')!.startsWith(`${SITE_URL}#access_token=`)).toBe(true)
    },
  )

  it('is no open redirect: a failed GET /verify goes to the site URL, not to redirect_to', async () => {
    const response = await target.fetch(
      `${target.url}/auth/v1/verify?type=recovery&token=x&redirect_to=${encodeURIComponent('http://evil.example\\@localhost:5173')}`,
      { redirect: 'manual' },
    )

    expect(response.status).toBe(303)
    expect(response.headers.get('location')!.startsWith(`${SITE_URL}#error=`)).toBe(true)
  })

  it('verifies a token_hash by POST and answers with the session', async () => {
    const { email, mail } = await requestRecovery()

    const response = await authRequest(target, '/verify', {
      method: 'POST',
      body: JSON.stringify({ type: 'recovery', token_hash: mail.tokenHash }),
    })

    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { email },
    })
  })

  it('verifies the e-mailed code with verifyOtp and signs the user in', async () => {
    const { email, mail } = await requestRecovery()
    const client = target.client()

    const { data, error } = await client.auth.verifyOtp({
      email,
      token: mail.otp,
      type: 'recovery',
    })

    expect(error).toBeNull()
    expect(data.session).toMatchObject({ user: { email } })
    expect((await client.auth.getUser()).data.user!.email).toBe(email)
  })

  it('answers 403 otp_expired for a wrong code', async () => {
    const { email } = await requestRecovery()

    const { error } = await target
      .client()
      .auth.verifyOtp({ email, token: '000000', type: 'recovery' })

    expect(error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    })
  })

  it('keeps the old password valid until a new one is set', async () => {
    const { email } = await requestRecovery()

    expect(
      (await target.client().auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull()
  })
})
