import { expect, test, type Page } from '@playwright/test'
import { TEST_PASSWORD, uniqueEmail } from './support/accounts'
import {
  emailField,
  expectToast,
  openAuthScreen,
  openTab,
  passwordField,
  sidebar,
  submitSignUp,
} from './support/auth-screen'
import { BACKEND_URL } from './support/test-backend'

const onDashboard = (page: Page) => expect(page).toHaveURL((url) => url.pathname === '/dashboard')

test.describe('sign-up', () => {
  test('a new client lands on the client dashboard, with Documents and Advocates locked as Premium Feature', async ({
    page,
  }) => {
    await openAuthScreen(page)
    const panel = await openTab(page, 'Sign Up')
    // docs/PRODUCT.md §5: the role defaults to client.
    await expect(panel.getByRole('radio', { name: /^Client\b/ })).toBeChecked()

    await submitSignUp(page, {
      email: uniqueEmail('client'),
      password: TEST_PASSWORD,
      role: 'client',
    })

    await expectToast(page, 'Success', 'Account created successfully!')
    await onDashboard(page)
    const main = page.getByRole('main')
    // No name yet: the welcome line says 'there' (docs/PRODUCT.md §2 'Client dashboard').
    await expect(main.getByRole('heading', { level: 1 })).toContainText('there')
    // Free plan: the upsell at the one premium price (docs/PRODUCT.md §9).
    await expect(main.getByText('₹149/month')).toBeVisible()

    for (const locked of ['Documents', 'Advocates']) {
      const tile = main.getByRole('group', { name: locked, exact: true })
      await expect(tile).toContainText('Premium Feature')
      await expect(tile.getByRole('img', { name: /lock/i })).toBeVisible()
      await expect(tile.getByRole('link')).toHaveCount(0)
    }
    await expect(main.locator('a[href="/documents"]')).toHaveCount(0)
    await expect(main.locator('a[href="/advocates"]')).toHaveCount(0)
    await expect(main.getByRole('link', { name: /^Legal Chat\b/ })).toHaveAttribute(
      'href',
      '/chatbot',
    )
    await expect(main.getByRole('link', { name: /^Forum\b/ })).toHaveAttribute('href', '/forum')
    await expect(sidebar(page)).toContainText('Client')
  })

  test('a new advocate lands on the advocate dashboard: Welcome, Advocate', async ({ page }) => {
    await openAuthScreen(page)
    await submitSignUp(page, {
      email: uniqueEmail('advocate'),
      password: TEST_PASSWORD,
      role: 'advocate',
    })

    await expectToast(page, 'Success', 'Account created successfully!')
    await onDashboard(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Advocate')
    await expect(sidebar(page).getByRole('link', { name: 'My Profile' })).toBeVisible()
    await expect(sidebar(page)).toContainText('Advocate')
  })

  test('the form checks the e-mail and the password length before anything is sent', async ({
    page,
  }) => {
    let signUpRequests = 0
    page.on('request', (request) => {
      if (request.url().startsWith(`${BACKEND_URL}/auth/v1/signup`)) signUpRequests += 1
    })
    await openAuthScreen(page)
    const panel = await openTab(page, 'Sign Up')
    await emailField(panel).fill('not-an-address')
    await passwordField(panel).fill('12345')
    await panel.getByRole('button', { name: 'Create Account', exact: true }).click()

    await expect(
      panel.getByText('Please enter a valid email address', { exact: true }),
    ).toBeVisible()
    await expect(
      panel.getByText('Password must be at least 6 characters', { exact: true }),
    ).toBeVisible()
    await expect(emailField(panel)).toHaveAttribute('aria-invalid', 'true')
    expect(signUpRequests).toBe(0)
    await expect(page).toHaveURL((url) => url.pathname === '/auth')
  })
})
