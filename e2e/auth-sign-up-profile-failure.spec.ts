import { expect, test } from '@playwright/test'
import { readOwnProfile, TEST_PASSWORD, uniqueEmail } from './support/accounts'
import { expectSignedOut, expectToast, openAuthScreen, submitSignUp } from './support/auth-screen'
import { storedSession } from './support/session'
import { BACKEND_URL } from './support/test-backend'

test.describe('sign-up when the profile cannot be saved', () => {
  test('signs the new user out with Failed to create user profile, and the same e-mail and password then work', async ({
    page,
  }) => {
    // The first profile insert fails the way PostgREST reports a database error; the backend
    // itself stays real (the auth account is created there).
    let failedInserts = 0
    await page.route(`${BACKEND_URL}/rest/v1/users*`, async (route) => {
      if (route.request().method() !== 'POST' || failedInserts > 0) return route.fallback()
      failedInserts += 1
      await route.fulfill({
        status: 500,
        contentType: 'application/json; charset=utf-8',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({
          code: 'XX000',
          details: null,
          hint: null,
          message: 'could not write to the users table',
        }),
      })
    })
    const email = uniqueEmail('retry')

    await openAuthScreen(page)
    await submitSignUp(page, { email, password: TEST_PASSWORD, role: 'advocate' })
    await expectToast(page, 'Error', 'Failed to create user profile. Please try again.')
    expect(failedInserts).toBe(1)
    await expect(page).toHaveURL((url) => url.pathname === '/auth')

    // Signed out: no session kept, and a guarded page sends the visitor to sign-in.
    await expect.poll(() => storedSession(page)).toBeNull()
    await expectSignedOut(page)

    // The same e-mail and password again: the half-made account is completed, not a dead end.
    await submitSignUp(page, { email, password: TEST_PASSWORD, role: 'advocate' })
    await expectToast(page, 'Success', 'Account created successfully!')
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Advocate')

    // The profile now exists, with the chosen role, the free plan and no verification.
    expect(await readOwnProfile({ email, password: TEST_PASSWORD })).toEqual({
      email,
      role: 'advocate',
      plan: 'free',
      is_verified: false,
    })
  })
})
