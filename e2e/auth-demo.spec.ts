import { expect, test, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS, DEMO_ROLE_STORAGE_KEY } from '../src/config/demo'
import { createAccount } from './support/accounts'
import { openAuthScreen, sidebar, signIn, signOutFromUserMenu } from './support/auth-screen'
import { canRefresh, storedSession } from './support/session'

async function openDemoChooser(page: Page) {
  await openAuthScreen(page)
  await page.getByRole('button', { name: 'Try Demo Version' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Demo Role' })).toBeVisible()
}

const demoBanner = (page: Page) => page.getByLabel('Demo account', { exact: true })

test.describe('demo', () => {
  test('Try Demo Version opens the role chooser, and Back to Login returns to the form', async ({
    page,
  }) => {
    await openDemoChooser(page)
    await expect(page.getByRole('button', { name: /^Client\b/ })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Advocate\b/ })).toBeVisible()

    await page.getByRole('button', { name: 'Back to Login' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to LexSetu' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Login', exact: true })).toBeVisible()
  })

  test(
    'choosing Client signs in to the shared client demo account: client dashboard and the shared-demo banner',
    { tag: '@smoke' },
    async ({ page }) => {
      await openDemoChooser(page)
      await page.getByRole('button', { name: /^Client\b/ }).click()

      await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
      await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO_ACCOUNTS.client.name)
      // The demo client is on Premium, so a visitor can try every tool: no lock, no upsell.
      await expect(page.getByRole('main').getByRole('link', { name: /^Documents/ })).toBeVisible()
      await expect(page.getByRole('main')).not.toContainText('Premium Feature')
      await expect(demoBanner(page)).toContainText(/shared demo account/i)
      await expect(demoBanner(page)).toContainText(/personal information/i)
      // docs/PRODUCT.md §2: the chosen role is stored for the session.
      expect(await page.evaluate((key) => sessionStorage.getItem(key), DEMO_ROLE_STORAGE_KEY)).toBe(
        'client',
      )
    },
  )

  test('choosing Advocate signs in to the shared advocate demo account: Welcome, Advocate and the banner', async ({
    page,
  }) => {
    await openDemoChooser(page)
    await page.getByRole('button', { name: /^Advocate\b/ }).click()

    await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Advocate')
    await expect(sidebar(page)).toContainText(DEMO_ACCOUNTS.advocate.name)
    await expect(demoBanner(page)).toContainText(/shared demo account/i)
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DEMO_ROLE_STORAGE_KEY)).toBe(
      'advocate',
    )
  })

  test('an ordinary account sees no demo banner', async ({ page }) => {
    await signIn(page, await createAccount({ name: 'Sunita Das' }))
    await expect(demoBanner(page)).toHaveCount(0)
  })

  test('one visitor signing out of a demo account does not sign out another visitor using it', async ({
    page: first,
    browser,
    baseURL,
  }) => {
    const otherVisitor = await browser.newContext({ baseURL })
    const second = await otherVisitor.newPage()
    for (const visitor of [first, second]) {
      await openDemoChooser(visitor)
      await visitor.getByRole('button', { name: /^Client\b/ }).click()
      await expect(visitor).toHaveURL((url) => url.pathname === '/dashboard')
    }

    await signOutFromUserMenu(first)

    // The other visitor's session must still be renewable (a global sign-out would end it at
    // its next token refresh, within the hour).
    const session = await storedSession(second)
    expect(session).not.toBeNull()
    const refresh = await canRefresh(session?.refresh_token ?? '')
    expect(refresh.status, refresh.body).toBe(200)
    await otherVisitor.close()
  })
})
