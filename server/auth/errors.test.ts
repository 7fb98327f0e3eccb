import { describe, expect, it } from 'vitest'
import {
  AuthError,
  errorResponse,
  OAuthError,
  requestsApiVersion2024,
  WeakPasswordError,
} from './errors'

const request = (version?: string) =>
  new Request('http://x/', { headers: version ? { 'x-supabase-api-version': version } : {} })

describe('requestsApiVersion2024', () => {
  it.each([
    ['2024-01-01', true],
    ['2025-06-30', true],
    ['2023-12-31', false],
    ['2024-13-01', false],
    ['yesterday', false],
    [undefined, false],
  ])('%s → %s', (version, expected) => {
    expect(requestsApiVersion2024(request(version))).toBe(expected)
  })
})

describe('errorResponse', () => {
  it('renders the 2024 shape with the version echoed and x-sb-error-code', async () => {
    const response = errorResponse(
      new AuthError(422, 'email_exists', 'taken'),
      request('2024-01-01'),
    )

    expect(response.status).toBe(422)
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(response.headers.get('x-sb-error-code')).toBe('email_exists')
    expect(await response.json()).toEqual({ code: 'email_exists', message: 'taken' })
  })

  it('renders the legacy shape without the version header', async () => {
    const response = errorResponse(new AuthError(403, 'bad_jwt', 'nope'), request())

    expect(response.headers.get('x-supabase-api-version')).toBeNull()
    expect(await response.json()).toEqual({ code: 403, error_code: 'bad_jwt', msg: 'nope' })
  })

  it('omits x-sb-error-code on a 2024 weak-password error, as GoTrue does', async () => {
    const response = errorResponse(
      new WeakPasswordError('short', ['length']),
      request('2024-01-01'),
    )

    expect(response.headers.get('x-sb-error-code')).toBeNull()
    expect(await response.json()).toEqual({
      code: 'weak_password',
      message: 'short',
      weak_password: { reasons: ['length'] },
    })
  })

  it('renders OAuth errors as {error, error_description}', async () => {
    const response = errorResponse(
      new OAuthError('invalid_request', 'refresh_token required'),
      request(),
    )

    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    })
  })
})
