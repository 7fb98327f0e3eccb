import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_URL, createTestBackend, type TestBackend } from '../tests/support/backend'
import { createBackend, type Backend } from './app'
import { DbError, type Driver } from './db/driver'
import { DEFAULT_ANON_KEY } from './env'

/** The same database, except that it has stopped answering. */
const unreachable = (db: Driver): Driver =>
  new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'batch' || key === 'query' || key === 'transaction')
        return () => Promise.reject(new DbError({ code: '08006', message: 'connection lost' }))
      return Reflect.get(target, key, receiver)
    },
  })

describe('health checks', () => {
  let backend: TestBackend
  let down: Backend
  const get = (api: Backend, path: string) =>
    api(`${API_URL}${path}`, { headers: { apikey: DEFAULT_ANON_KEY } })

  beforeAll(async () => {
    backend = await createTestBackend()
    down = createBackend({ db: unreachable(backend.db), config: backend.config })
  })
  afterAll(() => backend?.close())

  it('GET /auth/v1/health answers 200 while the database answers, 503 when it does not', async () => {
    expect((await get(backend.backend, '/auth/v1/health')).status).toBe(200)
    const response = await get(down, '/auth/v1/health')
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ error_code: 'unexpected_failure' })
  })

  it('GET /rest/v1/ answers PGRST126 while the database answers, 503 PGRST001 when it does not', async () => {
    const ready = await get(backend.backend, '/rest/v1/')
    expect(ready.status).toBe(404)
    expect(await ready.json()).toMatchObject({ code: 'PGRST126' })
    const response = await get(down, '/rest/v1/')
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ code: 'PGRST001' })
  })
})
