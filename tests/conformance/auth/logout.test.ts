import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authRequest, createAuthTarget, PASSWORD, signedUpClient, type AuthTarget } from './target'

describe('signOut (POST /auth/v1/logout?scope=…)', () => {
  let target: AuthTarget
  beforeAll(async () => {
    target = await createAuthTarget()
  })
  afterAll(() => target.close())

  /** One user signed in twice: `a` and `b` hold different sessions. */
  async function twoSessions() {
    const { client: a, email, session: sessionA } = await signedUpClient(target)
    const b = target.client()
    const { data } = await b.auth.signInWithPassword({ email, password: PASSWORD })
    return { a, b, tokenA: sessionA.access_token, tokenB: data.session!.access_token }
  }
  const statusOf = async (token: string) => (await authRequest(target, '/user', { token })).status
  const localSession = async (client: SupabaseClient) =>
    (await client.auth.getSession()).data.session

  it('scope global ends every session of the user and emits SIGNED_OUT', async () => {
    const { a, tokenA, tokenB } = await twoSessions()
    const events: string[] = []
    a.auth.onAuthStateChange((event) => void events.push(event))

    const { error } = await a.auth.signOut()

    expect(error).toBeNull()
    expect(await statusOf(tokenA)).toBe(403)
    expect(await statusOf(tokenB)).toBe(403)
    expect(await localSession(a)).toBeNull()
    await expect.poll(() => events).toContain('SIGNED_OUT')
  })

  it('scope local ends only this session', async () => {
    const { a, tokenA, tokenB } = await twoSessions()

    await a.auth.signOut({ scope: 'local' })

    expect(await statusOf(tokenA)).toBe(403)
    expect(await statusOf(tokenB)).toBe(200)
    expect(await localSession(a)).toBeNull()
  })

  it('scope others ends every other session and keeps this one', async () => {
    const { a, tokenA, tokenB } = await twoSessions()

    await a.auth.signOut({ scope: 'others' })

    expect(await statusOf(tokenA)).toBe(200)
    expect(await statusOf(tokenB)).toBe(403)
    expect(await localSession(a)).not.toBeNull()
  })

  it('answers 204 with no body', async () => {
    const { session } = await signedUpClient(target)

    const response = await authRequest(target, '/logout?scope=local', {
      method: 'POST',
      token: session.access_token,
    })

    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
  })

  it('answers 400 validation_failed for an unknown scope', async () => {
    const { session } = await signedUpClient(target)

    const response = await authRequest(target, '/logout?scope=everywhere', {
      method: 'POST',
      token: session.access_token,
    })

    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported logout scope "everywhere"',
    })
    expect(await statusOf(session.access_token)).toBe(200)
  })
})
