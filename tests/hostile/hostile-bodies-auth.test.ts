import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../support/test-databases'
import {
  authEndpoints,
  everyEndpoint,
  functionEndpoints,
  REPRESENTATIVE,
  sweepBodies,
  useSweep,
} from './sweep'

describeOnEachDatabase('hostile bodies on every auth route and function', (target) => {
  const s = useSweep(target, 'auth')

  it('samples only routes that exist: each representative route is one of them', async () => {
    const routes = new Set((await everyEndpoint(s)).map((e) => `${e.method} ${e.path}`))
    expect([...REPRESENTATIVE].filter((route) => !routes.has(route))).toEqual([])
  })

  it('answers every body with no 5xx, no leak, and stays up', async () => {
    await sweepBodies(s, [...authEndpoints(), ...functionEndpoints()])
    expect(s.failures).toEqual([])
  }, 300_000)

  it('answers a race of sign-ups with one address with one account, one profile and 422s', async () => {
    const email = `racer-${target.database}@example.com`
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        s
          .send('/auth/v1/signup', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              email,
              password: 'racer-secret-123',
              data: { role: 'advocate' },
            }),
          })
          .then((response) => response.status),
      ),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status !== 200)).toEqual(Array(19).fill(422))
    const { rows } = await s
      .backend()
      .db.query<{ role: string }>('select role from public.users where email = $1', [email])
    expect(rows).toEqual([{ role: 'advocate' }])
    await s.expectHealthy('a race of sign-ups')
  })
})
