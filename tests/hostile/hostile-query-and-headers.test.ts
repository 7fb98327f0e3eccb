import { describe, expect, it } from 'vitest'
import { DATABASE_TARGETS } from '../support/test-databases'
import {
  AUTH_QUERY_KEYS,
  everyEndpoint,
  HEADER_VALUES,
  QUERY_VALUES,
  REST_QUERY_KEYS,
  useSweep,
  valuesFor,
} from './sweep'

/**
 * On PGlite only: query strings and headers are read by the servers' own parsers before any SQL
 * runs, so the second database would repeat the same code paths for minutes.
 */
const target = DATABASE_TARGETS.find((t) => t.database === 'pglite')!

describe('hostile query strings and headers on every route', () => {
  const s = useSweep(target, 'query')

  it('answers hostile values in every query-string place with no 5xx, no leak, and stays up', async () => {
    for (const endpoint of await everyEndpoint(s)) {
      const { method, path } = endpoint
      const keys = path.startsWith('/auth/') ? AUTH_QUERY_KEYS : [...REST_QUERY_KEYS, 'id', 'email']
      const separator = path.includes('?') ? '&' : '?'
      for (const [place, key] of keys.entries()) {
        for (const value of valuesFor(endpoint, place, QUERY_VALUES)) {
          const query = `${separator}${key}=${encodeURIComponent(value)}`
          await s.probe(`${method} ${path}${query.slice(0, 60)}`, `${path}${query}`, {
            method,
            token: s.clientToken(),
            headers: { 'content-type': 'application/json' },
            body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
          })
        }
      }
      await s.expectHealthy(`hostile query strings to ${method} ${path}`)
    }
    expect(s.failures).toEqual([])
  }, 300_000)

  it('answers hostile values of every header it reads with no 5xx, no leak, and stays up', async () => {
    for (const endpoint of await everyEndpoint(s)) {
      const { method, path } = endpoint
      for (const [place, [name, values]] of Object.entries(HEADER_VALUES).entries()) {
        for (const value of valuesFor(endpoint, place, values)) {
          await s.probe(`${method} ${path} ${name}: ${value.slice(0, 40)}`, path, {
            method,
            token: name === 'authorization' ? undefined : s.clientToken(),
            headers: { 'content-type': 'application/json', [name]: value },
            body: method === 'GET' || method === 'HEAD' ? undefined : '{"name":"x"}',
          })
        }
      }
      await s.expectHealthy(`hostile headers to ${method} ${path}`)
    }
    expect(s.failures).toEqual([])
  }, 300_000)
})
