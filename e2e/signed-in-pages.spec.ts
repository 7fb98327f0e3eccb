import { expect, test } from '@playwright/test'
import { createAccount } from './support/accounts'
import { signIn } from './support/auth-screen'

/** docs/PRODUCT.md §2 'Home' and 'Pricing': what changes for a signed-in visitor. */
const SERVICES = ['/chatbot', '/documents', '/advocates', '/forum']

test.describe('public pages when signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, await createAccount({ name: 'Anil Joshi' }))
  })

  test('the home page offers Go to Dashboard and Access Now, and the header the user menu', async ({
    page,
  }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: 'Open user menu' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Try Now' })).toHaveCount(0)

    const toDashboard = page.getByRole('main').getByRole('link', { name: 'Go to Dashboard' })
    await expect(toDashboard).toHaveCount(2) // hero and call to action
    for (const link of await toDashboard.all())
      await expect(link).toHaveAttribute('href', '/dashboard')
    await expect(page.getByRole('link', { name: 'Get Started', exact: true })).toHaveCount(0)

    const services = page.locator('#services')
    const accessNow = services.getByRole('link', { name: 'Access Now', exact: true })
    await expect(accessNow).toHaveCount(4)
    expect(
      await accessNow.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(SERVICES)
    await expect(services.getByRole('link', { name: 'Sign Up to Access' })).toHaveCount(0)

    await toDashboard.first().click()
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
  })

  test('the pricing page marks the free plan as the Current Plan', async ({ page }) => {
    await page.goto('/pricing')
    const main = page.getByRole('main')
    await expect(main.getByRole('article', { name: 'Free' })).toContainText('Current Plan')
    await expect(main.getByRole('article', { name: 'Premium' })).not.toContainText('Current Plan')
    await expect(main.getByText('Current Plan', { exact: true })).toHaveCount(1)
  })
})
