import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authRequest,
  createAuthTarget,
  decodeJwt,
  PASSWORD,
  uniqueEmail,
  type AuthTarget,
} from './target'

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('signUp (POST /auth/v1/signup), confirmations off', () => {
  let target: AuthTarget
  beforeAll(async () => {
    target = await createAuthTarget()
  })
  afterAll(() => target.close())

  it('returns a session with GoTrue’s user shape and emits SIGNED_IN', async () => {
    const client = target.client()
    const events: string[] = []
    client.auth.onAuthStateChange((event) => void events.push(event))
    const email = uniqueEmail('Mixed.Case')

    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { first_name: 'Ann' } },
    })

    expect(error).toBeNull()
    const { session, user } = data
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 })
    expect(session!.refresh_token).toMatch(/^\S+$/)
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {
        sub: user!.id,
        email: email.toLowerCase(),
        email_verified: true,
        phone_verified: false,
        first_name: 'Ann',
      },
      is_anonymous: false,
    })
    expect(user!.id).toMatch(UUID)
    for (const field of [
      'email_confirmed_at',
      'confirmed_at',
      'last_sign_in_at',
      'created_at',
      'updated_at',
    ] as const) {
      expect(user![field], field).toMatch(RFC3339)
    }
    expect(user!.identities).toHaveLength(1)
    expect(user!.identities![0]).toMatchObject({
      id: user!.id,
      user_id: user!.id,
      provider: 'email',
      email: email.toLowerCase(),
      identity_data: {
        sub: user!.id,
        email: email.toLowerCase(),
        phone_verified: false,
        first_name: 'Ann',
      },
    })
    expect(user!.identities![0].identity_id).toMatch(UUID)
    await expect.poll(() => events).toContain('SIGNED_IN')
  })

  it('issues an access token with exactly GoTrue’s claims', async () => {
    const client = target.client()
    const email = uniqueEmail()
    const { data } = await client.auth.signUp({ email, password: PASSWORD })
    const claims = decodeJwt(data.session!.access_token)
    const header = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[0], 'base64url').toString(),
    )

    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(Object.keys(claims)).toEqual([
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'email',
      'phone',
      'app_metadata',
      'user_metadata',
      'role',
      'aal',
      'amr',
      'session_id',
      'is_anonymous',
    ])
    expect(claims).toMatchObject({
      iss: `${target.url}/auth/v1`,
      sub: data.user!.id,
      aud: 'authenticated',
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      is_anonymous: false,
    })
    // The AMR timestamp is when the session was recorded, a moment before the token was signed.
    const [{ timestamp }] = claims.amr as { timestamp: number }[]
    expect((claims.iat as number) - timestamp).toBeGreaterThanOrEqual(0)
    expect((claims.iat as number) - timestamp).toBeLessThanOrEqual(1)
    expect(claims.exp).toBe((claims.iat as number) + 3600)
    expect(data.session!.expires_at).toBe(claims.exp)
    expect(claims.session_id).toMatch(UUID)
  })

  it('refuses an address that is already registered with 422 user_already_exists', async () => {
    const email = uniqueEmail()
    await target.client().auth.signUp({ email, password: PASSWORD })

    const { data, error } = await target
      .client()
      .auth.signUp({ email: email.toUpperCase(), password: PASSWORD })

    expect(data.user).toBeNull()
    expect(error).toBeInstanceOf(AuthApiError)
    expect(error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    })
  })

  it('rejects a short password as AuthWeakPasswordError with reasons ["length"]', async () => {
    const { error } = await target.client().auth.signUp({ email: uniqueEmail(), password: 'abc' })

    expect(error).toBeInstanceOf(AuthWeakPasswordError)
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    })
  })

  it.each([
    [
      'an invalid address',
      { email: 'not-an-email', password: PASSWORD },
      'Unable to validate email address: invalid format',
    ],
    [
      'an address over 255 bytes',
      { email: `${'a'.repeat(250)}@example.com`, password: PASSWORD },
      'An email address is too long',
    ],
    ['a missing password', { email: 'x@example.com' }, 'Signup requires a valid password'],
    [
      'a password over 72 bytes',
      { email: 'x@example.com', password: 'p'.repeat(73) },
      'Password cannot be longer than 72 characters',
    ],
  ])('answers 400 validation_failed for %s', async (_, body, message) => {
    const response = await authRequest(target, '/signup', {
      method: 'POST',
      body: JSON.stringify(body),
    })

    expect(response.status).toBe(400)
    expect(response.headers.get('x-sb-error-code')).toBe('validation_failed')
    expect(await response.json()).toEqual({ code: 'validation_failed', message })
  })

  it('answers 422 anonymous_provider_disabled without e-mail or phone', async () => {
    const response = await authRequest(target, '/signup', {
      method: 'POST',
      body: JSON.stringify({ password: PASSWORD }),
    })

    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      code: 'anonymous_provider_disabled',
      message: 'Anonymous sign-ins are disabled',
    })
  })

  it('lets an app trigger on auth.users see the sign-up data', async () => {
    if (!target.embedded) return
    const email = uniqueEmail()
    await target
      .client()
      .auth.signUp({ email, password: PASSWORD, options: { data: { name: 'Ravi' } } })

    const { rows } = await target.embedded.db.query<{ name: string; provider: string }>(
      `select raw_user_meta_data ->> 'name' as name, raw_app_meta_data ->> 'provider' as provider
       from auth.users where email = $1`,
      [email],
    )
    expect(rows).toEqual([{ name: 'Ravi', provider: 'email' }])
  })
})
