import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../support/test-databases'
import { deepArray, deepObject, useHostileBackend } from './support'

const json = { 'content-type': 'application/json' }

// PGlite's WebAssembly stack gives out silently long before Postgres's max_stack_depth check: a
// value ~10,000 levels deep came back as no row and no error, and ~25,000 left the connection in
// a broken transaction state that failed every later request.
describeOnEachDatabase('deeply nested JSON', (target) => {
  const h = useHostileBackend(target)

  it('refuses a REST body nested 30,000 deep with 400 and serves the next request', async () => {
    const response = await h.send('/rest/v1/users', {
      method: 'POST',
      headers: json,
      body: `{"name":${deepObject(30_000)}}`,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'PGRST102' })
    await h.expectHealthy('a deep REST body')
  })

  it('refuses deep JSON in every REST query-string value', async () => {
    for (const query of [
      `name=eq.${deepArray(20_000)}`,
      `name=cs.${deepObject(20_000)}`,
      `or=(name.eq.${deepArray(20_000)})`,
      `select=id&role=in.(${deepArray(20_000)})`,
    ]) {
      const response = await h.send(`/rest/v1/users?${query}`)
      expect(response.status, query.slice(0, 30)).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'PGRST100' })
    }
    await h.expectHealthy('deep query strings')
  })

  it('refuses a deep PUT /auth/v1/user with 400 bad_json and serves the next request', async () => {
    for (const data of [deepObject(10_000), deepArray(30_000)]) {
      const response = await h.send('/auth/v1/user', {
        method: 'PUT',
        headers: json,
        token: h.clientToken(),
        body: `{"data":{"x":${data}}}`,
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error_code: 'bad_json' })
    }
    await h.expectHealthy('a deep auth body')
  })

  it('still accepts JSON nested as deep as the limit allows', async () => {
    const response = await h.send('/auth/v1/signup', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        email: `deep-${target.database}@example.com`,
        password: 'secret-123456',
        data: { x: JSON.parse(deepArray(500)) },
      }),
    })
    expect(response.status).toBe(200)
    await h.expectHealthy('JSON at the depth limit')
  })
})
