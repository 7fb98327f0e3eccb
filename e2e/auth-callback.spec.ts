import { expect, test } from '@playwright/test'
import { createAccount, mailedRecoveryLink } from './support/accounts'

test.describe('auth callback', () => {
  test('without a session it says No session found and leads back to login', async ({ page }) => {
    await page.goto('/auth/callback')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authentication Error')
    await expect(
      page.getByText('No session found. Please try logging in again.', { exact: true }),
    ).toBeVisible()

    await page.getByRole('link', { name: 'Back to Login' }).click()
    await expect(page).toHaveURL('/auth')
  })

  test('an e-mailed sign-in link shows Login Successful, then opens the dashboard', async ({
    page,
    baseURL,
  }) => {
    const account = await createAccount({ name: 'Pooja Nair' })
    const link = await mailedRecoveryLink(account.email, `${baseURL}/auth/callback`)

    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login Successful')
    await expect(
      page.getByText('Authentication successful! Redirecting to dashboard...', { exact: true }),
    ).toBeVisible()
    // After docs/PRODUCT.md §9's 1.5 s.
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Pooja Nair')
  })

  test('a link that was already used ends in Authentication failed', async ({
    page,
    browser,
    baseURL,
  }) => {
    const account = await createAccount()
    const link = await mailedRecoveryLink(account.email, `${baseURL}/auth/callback`)
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login Successful')

    const elsewhere = await browser.newContext({ baseURL })
    const second = await elsewhere.newPage()
    await second.goto(link)
    await expect(second.getByRole('heading', { level: 1 })).toHaveText('Authentication Error')
    await expect(
      second.getByText('Authentication failed. Please try again.', { exact: true }),
    ).toBeVisible()
    await elsewhere.close()
  })
})
