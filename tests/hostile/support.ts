import { afterAll, beforeAll, expect } from 'vitest'
import { DEFAULT_ANON_KEY } from '../../server/env'
import { API_URL, createTestBackend, type TestBackend } from '../support/backend'
import type { DatabaseTarget } from '../support/test-databases'
import { DEMO_PASSWORD, demoAdvocate, demoClient } from '../db/demo-accounts'

export type HostileInit = {
  method?: string
  headers?: Record<string, string>
  body?: string | Uint8Array<ArrayBuffer>
}

export type HostileBackend = {
  backend: () => TestBackend
  /** A raw request with the anon apikey (plus a bearer when given). */
  send: (path: string, init?: HostileInit & { token?: string }) => Promise<Response>
  /** The demo client's access token, signed in once per suite. */
  clientToken: () => string
  /**
   * A normal request must still work after a hostile one: the demo advocate's session is refreshed
   * (a write through the auth server) and reads their own profile (REST). Fails the test when the
   * backend is wedged. (Not a password sign-in: the seeded hash costs ~0.1 s to check, and the
   * sweep asks this after each of about 400 routes.)
   */
  expectHealthy: (label: string) => Promise<void>
}

/** Opens an embedded backend on `target` for the enclosing describe. */
export function useHostileBackend(target: DatabaseTarget): HostileBackend {
  let backend: TestBackend | undefined
  let clientToken = ''
  let advocateRefreshToken = ''
  const current = () => {
    if (!backend) throw new Error('the backend is not open (beforeAll failed?)')
    return backend
  }
  const send: HostileBackend['send'] = (path, { token, headers, ...init } = {}) =>
    current().fetch(`${API_URL}${path}`, {
      ...init,
      headers: {
        apikey: DEFAULT_ANON_KEY,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    })
  const signIn = async (email: string) => {
    const response = await send('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  beforeAll(async () => {
    backend = await createTestBackend({}, { database: target.database })
    const signedIn = await signIn(demoClient.email)
    expect(signedIn.status).toBe(200)
    clientToken = signedIn.body.access_token as string
    const advocate = await signIn(demoAdvocate.email)
    expect(advocate.status).toBe(200)
    advocateRefreshToken = advocate.body.refresh_token as string
  })
  afterAll(async () => {
    await backend?.close()
  })

  return {
    backend: current,
    send,
    clientToken: () => clientToken,
    async expectHealthy(label) {
      const refreshed = await send('/auth/v1/token?grant_type=refresh_token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: advocateRefreshToken }),
      })
      expect(refreshed.status, `session refresh after ${label}`).toBe(200)
      const session = (await refreshed.json()) as { access_token: string; refresh_token: string }
      advocateRefreshToken = session.refresh_token
      const profile = await send(`/rest/v1/users?select=id&id=eq.${demoAdvocate.id}`, {
        token: session.access_token,
      })
      expect(profile.status, `profile read after ${label}`).toBe(200)
      expect(await profile.json(), `profile read after ${label}`).toEqual([{ id: demoAdvocate.id }])
    },
  }
}

/** `{"a":{"a":…1…}}`, `depth` objects deep. */
export const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
/** `[[…[1]…]]`, `depth` arrays deep. */
export const deepArray = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`
