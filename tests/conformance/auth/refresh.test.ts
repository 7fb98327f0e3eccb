import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authRequest,
  createAuthTarget,
  decodeJwt,
  isRemote,
  moveClock,
  signedUpClient,
  type AuthTarget,
} from './target'

const refresh = (target: AuthTarget, refreshToken: string) =>
  authRequest(target, '/token?grant_type=refresh_token', {
    method: 'POST',
    body: JSON.stringify({ refresh_token: refreshToken }),
  })

describe('refresh (POST /auth/v1/token?grant_type=refresh_token)', () => {
  let target: AuthTarget
  beforeAll(async () => {
    target = await createAuthTarget()
  })
  afterAll(() => target.close())

  it('rotates the refresh token, keeps the session and emits TOKEN_REFRESHED', async () => {
    const { client, session } = await signedUpClient(target)
    const events: string[] = []
    client.auth.onAuthStateChange((event) => void events.push(event))

    const { data, error } = await client.auth.refreshSession()

    expect(error).toBeNull()
    expect(data.session!.refresh_token).not.toBe(session.refresh_token)
    const before = decodeJwt(session.access_token)
    const after = decodeJwt(data.session!.access_token)
    expect(after.session_id).toBe(before.session_id)
    expect(after.amr).toEqual(before.amr)
    expect(data.session).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { id: session.user.id },
    })
    await expect.poll(() => events).toContain('TOKEN_REFRESHED')
  })

  it('answers a reused token within the reuse interval with the current child', async () => {
    const { session } = await signedUpClient(target)
    const child = (await (await refresh(target, session.refresh_token)).json())
      .refresh_token as string

    const again = await refresh(target, session.refresh_token)

    expect(again.status).toBe(200)
    expect((await again.json()).refresh_token).toBe(child)
  })

  it.skipIf(isRemote)(
    'still answers the direct parent of the current token with that token after the interval',
    async () => {
      const { session } = await signedUpClient(target)
      const child = (await (await refresh(target, session.refresh_token)).json())
        .refresh_token as string
      moveClock(target, 11)

      const again = await refresh(target, session.refresh_token)

      expect(again.status).toBe(200)
      expect((await again.json()).refresh_token).toBe(child)
    },
  )

  it.skipIf(isRemote)(
    'revokes the session when an older token comes back after the interval',
    async () => {
      const { session } = await signedUpClient(target)
      const first = (await (await refresh(target, session.refresh_token)).json()) as {
        refresh_token: string
      }
      const current = (await (await refresh(target, first.refresh_token)).json()) as {
        refresh_token: string
        access_token: string
      }
      moveClock(target, 11)

      const reuse = await refresh(target, session.refresh_token)

      expect(reuse.status).toBe(400)
      expect(reuse.headers.get('x-sb-error-code')).toBe('refresh_token_already_used')
      expect(await reuse.json()).toEqual({
        code: 'refresh_token_already_used',
        message: 'Invalid Refresh Token: Already Used',
      })
      const currentAfter = await refresh(target, current.refresh_token)
      expect(currentAfter.status).toBe(400)
      expect((await currentAfter.json()).code).toBe('refresh_token_not_found')
      const user = await authRequest(target, '/user', { token: current.access_token })
      expect(user.status).toBe(403)
      expect((await user.json()).code).toBe('session_not_found')
    },
  )

  it('answers 400 refresh_token_not_found for an unknown token', async () => {
    const { data, error } = await target
      .client()
      .auth.refreshSession({ refresh_token: 'no-such-token' })

    expect(data.session).toBeNull()
    expect(error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    })
  })

  it('answers an OAuth-style 400 when the token is missing', async () => {
    const response = await refresh(target, '')

    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    })
  })
})
