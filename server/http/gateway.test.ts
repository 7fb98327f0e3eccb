import { describe, expect, it } from 'vitest'
import { defaultConfig } from '../config'
import { DEFAULT_ANON_KEY, DEFAULT_SECRET_KEY, DEFAULT_SERVICE_ROLE_KEY } from '../env'
import { resolveCredentials } from './gateway'
import { toApiRequest } from './request'

const config = defaultConfig({ log: () => {} })
const resolve = (path: string, headers: Record<string, string> = {}) => {
  const url = `http://127.0.0.1:54321${path}`
  return resolveCredentials(config, toApiRequest(url, { headers }), new URL(url))
}
const refusal = async (result: ReturnType<typeof resolve>) => {
  if (result.ok) throw new Error('expected a refusal')
  return { status: result.response.status, body: await result.response.json() }
}

describe('resolveCredentials', () => {
  it('maps the apikey header to the bearer, the opaque secret key to the service-role JWT', () => {
    expect(resolve('/rest/v1/users', { apikey: DEFAULT_ANON_KEY })).toEqual({
      ok: true,
      bearer: DEFAULT_ANON_KEY,
    })
    expect(resolve('/rest/v1/users', { apikey: DEFAULT_SECRET_KEY })).toEqual({
      ok: true,
      bearer: DEFAULT_SERVICE_ROLE_KEY,
    })
  })

  it('refuses a key in the URL, with or without the header', async () => {
    for (const headers of [{}, { apikey: DEFAULT_ANON_KEY }] as Record<string, string>[]) {
      expect(await refusal(resolve(`/rest/v1/users?apikey=${DEFAULT_ANON_KEY}`, headers))).toEqual({
        status: 401,
        body: {
          message: 'API key in the URL',
          hint: 'Send the key in the `apikey` request header, never in the URL.',
        },
      })
    }
  })

  it('refuses a missing or unknown key with 401', async () => {
    expect((await refusal(resolve('/rest/v1/users'))).status).toBe(401)
    expect((await refusal(resolve('/rest/v1/users', { apikey: 'sb_secret_guess' }))).status).toBe(
      401,
    )
  })
})
