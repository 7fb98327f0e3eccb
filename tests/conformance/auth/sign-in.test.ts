import { AuthApiError } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authRequest,
  createAuthTarget,
  decodeJwt,
  PASSWORD,
  signedUpClient,
  uniqueEmail,
  type AuthTarget,
} from './target'

describe('signInWithPassword (POST /auth/v1/token?grant_type=password)', () => {
  let target: AuthTarget
  let email: string
  beforeAll(async () => {
    target = await createAuthTarget()
    ;({ email } = await signedUpClient(target, { first_name: 'Ann' }))
  })
  afterAll(() => target.close())

  it('signs in with the right password, emits SIGNED_IN and opens a new session', async () => {
    const client = target.client()
    const events: string[] = []
    client.auth.onAuthStateChange((event) => void events.push(event))

    const { data, error } = await client.auth.signInWithPassword({
      email: email.toUpperCase(),
      password: PASSWORD,
    })

    expect(error).toBeNull()
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { email } })
    expect(data.user!.user_metadata).toMatchObject({ first_name: 'Ann', email_verified: true })
    expect(decodeJwt(data.session!.access_token)).toMatchObject({
      amr: [{ method: 'password' }],
      email,
    })
    expect(data.weakPassword).toBeUndefined()
    await expect.poll(() => events).toEqual(['INITIAL_SESSION', 'SIGNED_IN'])
  })

  it('gives every sign-in its own session and refresh token', async () => {
    const first = await target.client().auth.signInWithPassword({ email, password: PASSWORD })
    const second = await target.client().auth.signInWithPassword({ email, password: PASSWORD })

    expect(decodeJwt(first.data.session!.access_token).session_id).not.toBe(
      decodeJwt(second.data.session!.access_token).session_id,
    )
    expect(first.data.session!.refresh_token).not.toBe(second.data.session!.refresh_token)
  })

  it.each([
    ['a wrong password', () => ({ email, password: 'wrong-password' })],
    ['an unknown e-mail', () => ({ email: uniqueEmail('nobody'), password: PASSWORD })],
  ])('answers 400 invalid_credentials for %s', async (_, credentials) => {
    const { data, error } = await target.client().auth.signInWithPassword(credentials())

    expect(data.session).toBeNull()
    expect(error).toBeInstanceOf(AuthApiError)
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
  })

  it('answers 400 validation_failed "missing email or phone" without either', async () => {
    const response = await authRequest(target, '/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ password: PASSWORD }),
    })

    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'missing email or phone',
    })
  })

  it('answers 400 invalid_credentials "unsupported_grant_type" for an unknown grant', async () => {
    const response = await authRequest(target, '/token?grant_type=magic', {
      method: 'POST',
      body: '{}',
    })

    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    })
  })

  it('answers 400 bad_json for a body that is not JSON', async () => {
    const response = await authRequest(target, '/token?grant_type=password', {
      method: 'POST',
      body: '{"email":',
    })

    expect(response.status).toBe(400)
    expect(response.headers.get('x-sb-error-code')).toBe('bad_json')
    expect((await response.json()).message).toMatch(/^Could not parse request body as JSON: /)
  })
})
