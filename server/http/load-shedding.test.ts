import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  API_URL,
  clientFor,
  createTestBackend,
  requestFrom,
  type TestBackend,
} from '../../tests/support/backend'
import { createBackend, type Backend } from '../app'
import { configFromEnv, type BackendConfig, type LoadShedding } from '../config'
import type { Driver } from '../db/driver'
import { DEFAULT_ANON_KEY, readServerEnv } from '../env'

/** The same database, except that every call waits while the test holds the gate closed. */
function gated(db: Driver) {
  let open = () => {}
  let gate = Promise.resolve()
  let calls = 0
  let reached: { count: number; resolve: () => void } | undefined
  const driver = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'batch' || key === 'query' || key === 'transaction' || key === 'exec') {
        return async (...args: unknown[]) => {
          calls++
          if (reached && calls >= reached.count) reached.resolve()
          await gate
          return (Reflect.get(target, key, receiver) as (...a: unknown[]) => unknown).apply(
            target,
            args,
          )
        }
      }
      return Reflect.get(target, key, receiver)
    },
  })
  return {
    driver,
    calls: () => calls,
    /** Resolves once `n` more calls have reached the database. */
    reached: (n: number) =>
      new Promise<void>((resolve) => {
        reached = { count: calls + n, resolve }
      }),
    open: () => open(),
    close: () => (gate = new Promise<void>((resolve) => (open = resolve))),
  }
}

const READ = '/rest/v1/kb_acts?select=code&limit=1'

/** Every bound off, for a test to set the one it is about. */
const UNBOUNDED: LoadShedding = {
  perClient: Infinity,
  total: Infinity,
  faultCooldownMs: 0,
  bodyBytesPerSecond: Infinity,
  bodyBytesBurst: Infinity,
}

describe('load shedding settings', () => {
  it('are on for a served backend (8 per client, 64 in flight); 0 lifts a bound', () => {
    expect(configFromEnv(readServerEnv({})).loadShedding).toEqual({
      perClient: 8,
      total: 64,
      faultCooldownMs: 30_000,
      bodyBytesPerSecond: 262_144,
      bodyBytesBurst: 2_097_152,
    })
    const lifted = readServerEnv({ MAX_REQUESTS_PER_CLIENT: '0', MAX_REQUESTS_IN_FLIGHT: '0' })
    expect(configFromEnv(lifted).loadShedding).toMatchObject({
      perClient: Infinity,
      total: Infinity,
    })
  })
})

describe('load shedding', () => {
  let test: TestBackend
  let gate: ReturnType<typeof gated>
  let backend: Backend
  const limited = (limits: BackendConfig['loadShedding']) =>
    createBackend({ db: gate.driver, config: { ...test.config, loadShedding: limits } })

  beforeAll(async () => {
    test = await createTestBackend()
    gate = gated(test.db)
    backend = limited({ ...UNBOUNDED, perClient: 3, total: 5 })
    await backend.reloadSchema()
  })
  afterAll(() => test?.close())

  it('answers 503 with Retry-After to a client that already has its share in flight, and serves another client', async () => {
    gate.close()
    const held = [1, 2, 3].map(() => backend(requestFrom('203.0.113.1', READ)))
    const refused = await backend(requestFrom('203.0.113.1', READ))
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(refused.headers.get('access-control-allow-origin')).toBe('*')
    expect(await refused.json()).toEqual({
      code: '53300',
      message: 'Too many requests at once from your address. Wait a moment and try again.',
      details: 'At most 3 requests of one address at once.',
      hint: 'Try again in 1 second.',
    })
    const other = backend(requestFrom('203.0.113.2', READ))
    gate.open()
    expect((await Promise.all([...held, other])).map((r) => r.status)).toEqual([200, 200, 200, 200])
    expect((await backend(requestFrom('203.0.113.1', READ))).status).toBe(200)
  })

  it('refuses before any SQL, in the error shape of the service asked', async () => {
    gate.close()
    const reached = gate.reached(3)
    const held = [1, 2, 3].map(() => backend(requestFrom('203.0.113.3', READ)))
    await reached
    const calls = gate.calls()
    const auth = await backend(
      requestFrom('203.0.113.3', '/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.com', password: 'secret-password' }),
      }),
    )
    const fn = await backend(
      requestFrom('203.0.113.3', '/functions/v1/assistant', {
        method: 'POST',
        headers: { authorization: `Bearer ${DEFAULT_ANON_KEY}` },
        body: '{}',
      }),
    )
    expect(gate.calls()).toBe(calls)
    gate.open()
    await Promise.all(held)
    expect(auth.status).toBe(503)
    expect(auth.headers.get('retry-after')).toBe('1')
    expect(await auth.json()).toEqual({
      code: 503,
      error_code: 'over_request_rate_limit',
      msg: 'Too many requests at once from your address. Wait a moment and try again.',
    })
    expect(fn.status).toBe(503)
    expect(await fn.json()).toEqual({
      error: {
        code: 'over_request_rate_limit',
        message: 'Too many requests at once from your address. Wait a moment and try again.',
      },
    })
  })

  it('bounds the requests in flight server-wide, but still admits a client that has none', async () => {
    gate.close()
    const held = ['a', 'a', 'b', 'b', 'c'].map((c) =>
      backend(requestFrom(`198.51.100.${c.charCodeAt(0)}`, READ)),
    )
    const busyClient = await backend(requestFrom('198.51.100.97', READ))
    expect(busyClient.status).toBe(503)
    expect(await busyClient.json()).toMatchObject({
      code: '53300',
      message: 'The server is busy. Wait a moment and try again.',
    })
    const newcomer = backend(requestFrom('198.51.100.200', READ))
    gate.open()
    expect((await newcomer).status).toBe(200)
    expect((await Promise.all(held)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
  })

  it("bounds the bytes of a client's request bodies (a burst, then a rate), before they are parsed", async () => {
    const bytes = limited({ ...UNBOUNDED, bodyBytesPerSecond: 1000, bodyBytesBurst: 3000 })
    const post = (address: string) =>
      bytes(
        requestFrom(address, '/rest/v1/rpc/no_such_function', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text: 'x'.repeat(1990) }),
        }),
      )
    expect((await post('203.0.113.6')).status).toBe(404)
    const refused = await post('203.0.113.6')
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(await refused.json()).toEqual({
      code: '53300',
      message: 'Too much data from your address at once. Wait a moment and try again.',
      details: 'At most 1000 bytes a second of request bodies from one address.',
      hint: 'Try again in 1 second.',
    })
    expect((await post('203.0.113.7')).status).toBe(404)
  })

  it('never refuses a CORS preflight', async () => {
    gate.close()
    const held = [1, 2, 3].map(() => backend(requestFrom('203.0.113.4', READ)))
    const preflight = await backend(
      requestFrom('203.0.113.4', READ, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
      }),
    )
    gate.open()
    await Promise.all(held)
    expect(preflight.status).toBe(204)
  })

  it("counts a function's own calls to the API as part of the request that made them", async () => {
    const oneAtATime = limited({ ...UNBOUNDED, perClient: 1, total: 1 })
    await oneAtATime.reloadSchema()
    const client = clientFor(oneAtATime as typeof fetch, DEFAULT_ANON_KEY)
    const { data, error } = await client.auth.signUp({
      email: `shedding-${Date.now()}@example.test`,
      password: 'a-long-enough-password',
    })
    expect(error).toBeNull()
    // From the 'local' client, as its own calls are: counted again, they would be refused.
    const response = await oneAtATime(`${API_URL}/functions/v1/assistant`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${data.session!.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ message: 'What is the punishment for theft?' }),
    })
    expect(response.status).toBe(200)
  })
})
