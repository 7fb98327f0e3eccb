import { expect, test, type Response } from '@playwright/test'
import { createAccount } from './support/accounts'
import { signIn } from './support/auth-screen'
import { storedSession } from './support/session'
import { ANON_KEY, BACKEND_URL, JWT_EXP_SECONDS } from './support/test-backend'

/**
 * supabase-js renews a session from a 30 s ticker once the access token has fewer than four
 * ticks (120 s) left, and treats a token within 90 s of expiry as expired on every call.
 * Jumping the browser's clock so that the token seems to have 105 s
 * left puts it inside the renewal window without making the renewed token look expired too
 * (the backend's own clock does not move). The test backend's tokens live JWT_EXP_SECONDS.
 */
const SECONDS_LEFT_AFTER_JUMP = 105

const isRefresh = (response: Response) =>
  response.url() === `${BACKEND_URL}/auth/v1/token?grant_type=refresh_token` &&
  response.request().method() === 'POST'

test.describe('token refresh', () => {
  test('a tab left open for most of the token lifetime renews its token and stays signed in', async ({
    page,
  }) => {
    const account = await createAccount({ name: 'Imran Sheikh' })
    // Every REST call the app makes for the profile, with the token it carried.
    const profileCalls: { token: string; status: number }[] = []
    page.on('response', (response) => {
      if (!response.url().startsWith(`${BACKEND_URL}/rest/v1/users`)) return
      const token =
        response
          .request()
          .headers()
          .authorization?.replace(/^Bearer /, '') ?? ''
      profileCalls.push({ token, status: response.status() })
    })
    await page.clock.install() // time flows as usual until the test moves it
    await signIn(page, account)
    const before = await storedSession(page)
    expect(before).not.toBeNull()

    const refreshed = page.waitForResponse(isRefresh)
    await page.clock.fastForward((JWT_EXP_SECONDS - SECONDS_LEFT_AFTER_JUMP) * 1000)
    const refresh = await refreshed
    expect(refresh.status()).toBe(200)
    const callsBeforeRefresh = profileCalls.length
    // Rotation: a new refresh token. (The access token may be byte-identical when the renewal
    // falls in the same second as the sign-in: same claims, same iat.)
    const renewed = (await refresh.json()) as { refresh_token: string }
    expect(renewed.refresh_token).not.toBe(before?.refresh_token)

    // Still signed in, on the same page, with the renewed session stored.
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Imran Sheikh')
    await expect
      .poll(async () => (await storedSession(page))?.refresh_token)
      .toBe(renewed.refresh_token)

    // A fresh start from the stored session reads the profile as the user again, and no
    // profile call, before or after the renewal, was refused.
    await page.reload()
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Imran Sheikh')
    const afterRefresh = profileCalls.slice(callsBeforeRefresh)
    expect(afterRefresh.length).toBeGreaterThan(0)
    expect(afterRefresh.every((call) => call.token !== ANON_KEY)).toBe(true)
    expect(profileCalls.filter((call) => call.status !== 200)).toEqual([])
  })
})
