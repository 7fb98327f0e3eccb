import { AuthSessionMissingError } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authRequest,
  createAuthTarget,
  decodeJwt,
  isRemote,
  moveClock,
  signedUpClient,
  type AuthTarget,
} from './target'

describe('getUser and getClaims (GET /auth/v1/user)', () => {
  let target: AuthTarget
  beforeAll(async () => {
    target = await createAuthTarget()
  })
  afterAll(() => target.close())

  it('returns the signed-in user', async () => {
    const { client, user } = await signedUpClient(target, { first_name: 'Ann' })

    const { data, error } = await client.auth.getUser()

    expect(error).toBeNull()
    expect(data.user).toMatchObject({
      id: user.id,
      email: user.email,
      user_metadata: { first_name: 'Ann' },
    })
    expect(data.user!.identities).toEqual(user.identities)
  })

  it('returns the decoded claims from getClaims (HS256 tokens are checked with GET /user)', async () => {
    const { client, session } = await signedUpClient(target)

    const { data, error } = await client.auth.getClaims()

    expect(error).toBeNull()
    expect(data!.header).toMatchObject({ alg: 'HS256', typ: 'JWT' })
    expect(data!.claims).toEqual(decodeJwt(session.access_token))
  })

  it('reports the session as missing once it was signed out (403 session_not_found)', async () => {
    const { client, session } = await signedUpClient(target)
    await client.auth.signOut()

    const local = await client.auth.getUser()
    const withToken = await target.client().auth.getUser(session.access_token)
    const raw = await authRequest(target, '/user', { token: session.access_token })

    expect(local.error).toBeInstanceOf(AuthSessionMissingError)
    expect(withToken.error).toBeInstanceOf(AuthSessionMissingError)
    expect(raw.status).toBe(403)
    expect(await raw.json()).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    })
  })

  it.skipIf(isRemote)('answers 403 bad_jwt for an expired token', async () => {
    const { session } = await signedUpClient(target)
    moveClock(target, 3601)
    try {
      const { error } = await target.client().auth.getUser(session.access_token)

      expect(error).toMatchObject({
        status: 403,
        code: 'bad_jwt',
        message:
          'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
      })
    } finally {
      moveClock(target, -3601)
    }
  })

  it('answers 403 bad_jwt "missing sub claim" for the anon key', async () => {
    const { error } = await target.client().auth.getUser(target.anonKey)

    expect(error).toMatchObject({
      status: 403,
      code: 'bad_jwt',
      message: 'invalid claim: missing sub claim',
    })
  })

  it('answers 403 bad_jwt for a token with a forged signature', async () => {
    const { session } = await signedUpClient(target)
    const [head, body] = session.access_token.split('.')

    const response = await authRequest(target, '/user', {
      token: `${head}.${body}.${'A'.repeat(43)}`,
    })

    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      code: 'bad_jwt',
      message:
        'invalid JWT: unable to parse or verify signature, token signature is invalid: signature is invalid',
    })
  })

  it('answers 401 no_authorization for a garbled Authorization header', async () => {
    const response = await target.fetch(`${target.url}/auth/v1/user`, {
      headers: {
        apikey: target.anonKey,
        authorization: 'Basic abc',
        'x-supabase-api-version': '2024-01-01',
      },
    })

    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    })
  })

  it.skipIf(isRemote)('answers 403 user_not_found once the user is deleted', async () => {
    const { session, user } = await signedUpClient(target)
    await target.embedded!.db.query('delete from auth.users where id = $1', [user.id])

    const response = await authRequest(target, '/user', { token: session.access_token })

    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      code: 'user_not_found',
      message: 'User from sub claim in JWT does not exist',
    })
  })
})
