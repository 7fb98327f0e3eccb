import { expect, test } from '@playwright/test'
import { createAccount } from './support/accounts'
import { expectToast, submitLogin } from './support/auth-screen'

/** docs/PRODUCT.md §2 'Guarded routes'. */
const GUARDED = ['/dashboard', '/chatbot', '/documents', '/advocates', '/forum', '/forum/123']

test.describe('guarded routes', () => {
  for (const path of GUARDED) {
    test(`a signed-out visitor to ${path} is sent to sign-in and, once signed in there, comes back to ${path}`, async ({
      page,
    }) => {
      const account = await createAccount({ name: 'Neha Gupta' })
      await page.goto(path)
      await expect(page).toHaveURL((url) => url.pathname === '/auth')
      expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(path)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome to LexSetu' }),
      ).toBeVisible()

      await submitLogin(page, account)
      await expectToast(page, 'Success', 'Welcome back!')
      await expect(page).toHaveURL((url) => url.pathname === path && url.search === '')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  }

  test(
    'a redirect target outside the site is ignored: sign-in goes to the dashboard',
    { tag: '@smoke' },
    async ({ page }) => {
      const account = await createAccount()
      await page.goto('/auth?redirectTo=' + encodeURIComponent('//evil.example/phish'))
      await submitLogin(page, account)
      // Relative to baseURL: same origin, the dashboard.
      await expect(page).toHaveURL('/dashboard')
    },
  )

  test('the home page services send a signed-out visitor to sign-in', async ({ page }) => {
    await page.goto('/#services')
    await page
      .locator('#services')
      .getByRole('link', { name: 'Sign Up to Access', exact: true })
      .first()
      .click()
    await expect(page).toHaveURL('/auth')
  })
})
