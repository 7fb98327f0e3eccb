import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authRequest, createAuthTarget, isRemote, signedUpClient, type AuthTarget } from './target'

const ENDPOINTS = [
  ['POST', '/signup'],
  ['POST', '/token?grant_type=password'],
  ['POST', '/token?grant_type=refresh_token'],
  ['POST', '/token?grant_type=pkce'],
  ['POST', '/recover'],
  ['POST', '/verify'],
  ['PUT', '/user'],
] as const

const HUGE = 'x'.repeat(200_000)

/** Bodies a careless or hostile client might send. */
const BODIES: string[] = [
  '',
  'null',
  '"just a string"',
  '42',
  '[]',
  '[{"email":"a@b.co"}]',
  '{',
  '{"email":',
  '\u0000',
  JSON.stringify({ email: ['a@b.co'], password: { x: 1 } }),
  JSON.stringify({ email: true, password: 123456, data: 'nope' }),
  JSON.stringify({ email: `${HUGE}@example.com`, password: 'secret123' }),
  JSON.stringify({ email: 'huge@example.com', password: HUGE }),
  JSON.stringify({ email: 'nul@example.com', password: 'secret123', data: { note: 'a\u0000b' } }),
  JSON.stringify({
    email: 'deep@example.com',
    password: 'secret123',
    data: JSON.parse(`${'{"a":'.repeat(500)}1${'}'.repeat(500)}`),
  }),
  JSON.stringify({ refresh_token: HUGE, type: 'recovery', token_hash: HUGE }),
  JSON.stringify({ type: 'nonsense', token: '1', email: 'a@b.co' }),
  JSON.stringify({ type: '__proto__', token_hash: 'x' }),
  JSON.stringify({ type: 'constructor', token: '123456', email: 'a@b.co' }),
  JSON.stringify({ type: 'signup', token_hash: 'x', email: 'a@b.co' }),
  JSON.stringify({ data: [], app_metadata: 'x', password: null, email: null }),
  JSON.stringify({ auth_code: 'x', code_verifier: 'y' }),
  `{${'"k":1,'.repeat(20_000)}"k":2}`,
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
]

// Thousands of requests would trip a real stack's rate limits: embedded only.
describe.skipIf(isRemote)('auth endpoints under hostile input', () => {
  let target: AuthTarget
  let accessToken: string
  beforeAll(async () => {
    target = await createAuthTarget()
    ;({
      session: { access_token: accessToken },
    } = await signedUpClient(target))
  })
  afterAll(() => target.close())

  it.each(ENDPOINTS)(
    'answers %s %s with a 4xx error in GoTrue’s shape, never a 5xx',
    async (method, path) => {
      for (const body of BODIES) {
        const response = await authRequest(target, path, { method, body, token: accessToken })
        const text = await response.text()
        const label = `${method} ${path} ${body.slice(0, 60)} → ${response.status} ${text.slice(0, 200)}`

        expect(response.status, label).toBeLessThan(500)
        if (response.status >= 400) {
          const json = JSON.parse(text) as Record<string, unknown>
          expect('code' in json || 'error' in json, label).toBe(true)
        }
      }
    },
  )

  it('answers 413 for a body over the configured limit', async () => {
    const body = JSON.stringify({
      email: 'big@example.com',
      password: 'secret123',
      data: { blob: 'x'.repeat(1_100_000) },
    })

    const response = await authRequest(target, '/signup', { method: 'POST', body })

    expect(response.status).toBe(413)
    expect((await response.json()).code).toBe('request_entity_too_large')
  })

  it('refuses a body with an object or array of more than 1,000 members before parsing it (400 bad_json)', async () => {
    const members = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]))
    const wide = [
      { email: 'wide@example.com', password: 'secret123', data: members(50_000) },
      { email: 'wide@example.com', password: 'secret123', data: { list: Array(1_001).fill(1) } },
    ]
    for (const body of wide) {
      const response = await authRequest(target, '/signup', {
        method: 'POST',
        body: JSON.stringify(body),
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        code: 'bad_json',
        message:
          'Could not parse request body as JSON: a JSON object or array holds more than 1000 members',
      })
    }
    const response = await authRequest(target, '/signup', {
      method: 'POST',
      body: JSON.stringify({
        email: 'wide-enough@example.com',
        password: 'secret123',
        data: members(20),
      }),
    })
    expect(response.status).toBe(200)
  })

  it('answers hostile query strings and tokens without a 5xx', async () => {
    const paths = [
      '/verify?type=recovery&token=%00',
      '/verify?type=constructor&token=x',
      '/verify?type=__proto__&token=x',
      `/verify?type=${'x'.repeat(10_000)}&token=t`,
      '/verify?type=recovery&token=t&redirect_to=javascript:alert(1)',
      '/verify?type=recovery&token=t&redirect_to=%E0%A4%A',
      '/logout?scope=%00',
      '/token?grant_type[]=password',
    ]
    for (const path of paths) {
      const response = await authRequest(target, path, {
        method: path.startsWith('/verify') ? 'GET' : 'POST',
        body: path.startsWith('/verify') ? undefined : '{}',
        token: accessToken,
      })
      expect(response.status, path).toBeLessThan(500)
    }
    for (const token of [
      'a.b.c',
      'x',
      `${'a'.repeat(5000)}.b.c`,
      'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
      '...',
    ]) {
      const response = await authRequest(target, '/user', { token })
      expect(response.status, token).toBeGreaterThanOrEqual(400)
      expect(response.status, token).toBeLessThan(500)
    }
  })
})
