import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend, requestFrom, type TestBackend } from '../tests/support/backend'

/** A backend whose anon requests may run 1 s, with a function that sleeps past that. */
async function backendWithSleep(faultCooldownMs: number): Promise<TestBackend> {
  // PGlite cannot interrupt a statement: one that outlives the anon timeout restarts its worker.
  const test = await createTestBackend({
    statementTimeoutMs: { anon: 1000, authenticated: 8000, service_role: 8000 },
    loadShedding: {
      perClient: 8,
      total: 64,
      faultCooldownMs,
      bodyBytesPerSecond: Infinity,
      bodyBytesBurst: Infinity,
    },
  })
  await test.db.exec(`create function public.sleep_probe(seconds float8) returns void
    language sql as $$ select pg_sleep(seconds) $$;
    grant execute on function public.sleep_probe(float8) to anon;`)
  await test.backend.reloadSchema()
  return test
}

const READ = '/rest/v1/kb_acts?select=code&limit=1'
const SLEEP = {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ seconds: 5 }),
}

describe('an engine failure under load', () => {
  let test: TestBackend

  beforeAll(async () => {
    test = await backendWithSleep(0)
  })
  afterAll(() => test?.close())

  it('fails only the request whose statement stopped the database; those queued behind it run on the new worker', async () => {
    const runaway = test.backend(requestFrom('203.0.113.10', '/rest/v1/rpc/sleep_probe', SLEEP))
    const queued = ['203.0.113.11', '203.0.113.12', '203.0.113.13', '203.0.113.10'].map((address) =>
      test.backend(requestFrom(address, '/rest/v1/kb_acts?select=code&limit=1')),
    )
    const failed = await runaway
    expect(failed.status).toBe(500)
    expect(await failed.json()).toMatchObject({ code: '57014' })
    const served = await Promise.all(queued)
    expect(served.map((response) => response.status)).toEqual([200, 200, 200, 200])
    expect(await served[0].json()).toHaveLength(1)
  })
})

describe('a client whose statement stopped the database', () => {
  let test: TestBackend
  const COOLDOWN_MS = 4000

  beforeAll(async () => {
    test = await backendWithSleep(COOLDOWN_MS)
  })
  afterAll(() => test?.close())

  it('has its requests refused with 503 and Retry-After for a while, those already queued included, while other clients are served', async () => {
    const runaway = test.backend(requestFrom('203.0.113.20', '/rest/v1/rpc/sleep_probe', SLEEP))
    // The runaway holds the database for a second: these two queue behind it.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const queued = test.backend(requestFrom('203.0.113.20', READ))
    const other = test.backend(requestFrom('203.0.113.21', READ))
    expect((await runaway).status).toBe(500)
    const refused = await queued
    expect(refused.status).toBe(503)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(COOLDOWN_MS / 1000)
    expect(await refused.json()).toEqual({
      code: '53300',
      message:
        'A request from your address took too long, so its requests are paused. Wait a moment and try again.',
      details: null,
      hint: `Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
    })
    expect((await other).status).toBe(200)
    const later = await test.backend(requestFrom('203.0.113.20', READ))
    expect(later.status).toBe(503)
    const wait = Number(later.headers.get('retry-after')) * 1000
    await new Promise((resolve) => setTimeout(resolve, wait))
    expect((await test.backend(requestFrom('203.0.113.20', READ))).status).toBe(200)
  })
})
