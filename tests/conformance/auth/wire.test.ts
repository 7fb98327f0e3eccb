import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authRequest,
  createAuthTarget,
  isRemote,
  PASSWORD,
  uniqueEmail,
  type AuthTarget,
} from './target'

describe('auth wire format: error shapes, headers, metadata endpoints', () => {
  let target: AuthTarget
  beforeAll(async () => {
    target = await createAuthTarget()
  })
  afterAll(() => target.close())

  const badLogin = (apiVersion: string | null) =>
    authRequest(target, '/token?grant_type=password', {
      method: 'POST',
      apiVersion,
      body: JSON.stringify({ email: uniqueEmail(), password: PASSWORD }),
    })

  it('echoes X-Supabase-Api-Version and answers {code, message} with x-sb-error-code', async () => {
    const response = await badLogin('2024-01-01')

    expect(response.status).toBe(400)
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials')
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
  })

  it.each([null, '2023-12-31', 'not-a-date'])(
    'answers the legacy {code, error_code, msg} shape for version %s',
    async (version) => {
      const response = await badLogin(version)

      expect(response.status).toBe(400)
      expect(response.headers.get('x-supabase-api-version')).toBeNull()
      expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials')
      expect(await response.json()).toEqual({
        code: 400,
        error_code: 'invalid_credentials',
        msg: 'Invalid login credentials',
      })
    },
  )

  it('adds weak_password.reasons to both shapes, as GoTrue does', async () => {
    const body = JSON.stringify({ email: uniqueEmail(), password: '123' })
    const current = await authRequest(target, '/signup', { method: 'POST', body })
    const legacy = await authRequest(target, '/signup', { method: 'POST', body, apiVersion: null })

    expect(current.status).toBe(422)
    expect(await current.json()).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    })
    expect(legacy.status).toBe(422)
    expect(legacy.headers.get('x-sb-error-code')).toBe('weak_password')
    expect(await legacy.json()).toEqual({
      code: 422,
      error_code: 'weak_password',
      msg: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    })
  })

  it('lets a browser read the error code: preflight allows the headers, responses expose them', async () => {
    const origin = 'http://localhost:5173'
    const preflight = await target.fetch(`${target.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      },
    })
    const error = await authRequest(target, '/token?grant_type=password', {
      method: 'POST',
      headers: { origin },
      body: '{}',
    })

    expect(preflight.status).toBeLessThan(300)
    expect(preflight.headers.get('access-control-allow-origin')).toMatch(
      /^(\*|http:\/\/localhost:5173)$/,
    )
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'x-supabase-api-version',
    )
    const exposed = error.headers.get('access-control-expose-headers')?.toLowerCase() ?? ''
    expect(exposed).toContain('x-supabase-api-version')
  })

  it('serves /settings with e-mail sign-up on and autoconfirm as configured', async () => {
    const response = await authRequest(target, '/settings')

    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: true,
    })
  })

  it('serves /health', async () => {
    const response = await target.fetch(`${target.url}/auth/v1/health`)

    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ name: 'GoTrue' })
  })

  it('serves an empty JWKS for HS256, cacheable for 10 minutes', async () => {
    const response = await authRequest(target, '/.well-known/jwks.json')

    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=600')
    expect(await response.json()).toEqual({ keys: [] })
  })

  it.skipIf(isRemote)(
    'answers 404 not_found for an unknown path and 405 for a wrong method',
    async () => {
      const missing = await authRequest(target, '/nope')
      const wrongMethod = await authRequest(target, '/signup')

      expect(missing.status).toBe(404)
      expect(await missing.json()).toEqual({ code: 'not_found', message: 'Not Found' })
      expect(wrongMethod.status).toBe(405)
      expect(wrongMethod.headers.get('allow')).toBe('POST')
    },
  )

  it('answers 400 bad_json with encoding/json’s wording for a value of the wrong type', async () => {
    const response = await authRequest(target, '/signup', {
      method: 'POST',
      body: JSON.stringify({ email: 42 }),
    })

    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      code: 'bad_json',
      message:
        'Could not parse request body as JSON: json: cannot unmarshal number into Go struct field SignupParams.email of type string',
    })
  })
})
