import { expect, test } from '@playwright/test'
import { VIEWPORTS } from './fixtures'
import { createAccount } from './support/accounts'
import { expectSignedOut, signIn } from './support/auth-screen'
import { isDark } from './support/axe'

test.describe('a signed-in user on a 390 px phone', () => {
  test.use({ viewport: VIEWPORTS.mobile })

  test('the dashboard drawer shows who is signed in, switches the theme and closes after choosing a page', async ({
    page,
  }) => {
    await signIn(page, await createAccount({ role: 'advocate', name: 'Zoya Ali' }))
    await page.getByRole('button', { name: 'Open navigation' }).click()
    const drawer = page.getByRole('dialog', { name: 'Navigation' })
    await expect(drawer).toContainText('Zoya Ali')
    await expect(drawer).toContainText('Advocate')

    await drawer.getByRole('radio', { name: 'Light' }).click()
    await expect.poll(() => isDark(page)).toBe(false)
    await drawer.getByRole('radio', { name: 'Dark' }).click()
    await expect.poll(() => isDark(page)).toBe(true)

    await drawer.getByRole('link', { name: 'Messages' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard/messages')
    await expect(drawer).toBeHidden()
  })

  test('the site menu lists the account links and Sign out, which returns to the home page signed out', async ({
    page,
  }) => {
    const account = await createAccount({ name: 'Dev Patel' })
    await signIn(page, account)
    await page.goto('/about')
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: /menu/i }).click()
    const accountLinks = header.getByRole('list', { name: 'Your account' })
    await expect(header).toContainText('Dev Patel')
    await expect(header).toContainText(account.email)
    for (const name of ['Dashboard', 'Settings', 'Help & Documentation', 'Support']) {
      await expect(accountLinks.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await accountLinks.getByRole('button', { name: 'Sign out' }).click()

    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expect(header.getByRole('link', { name: 'Try Now', exact: true })).toBeVisible()
    await expectSignedOut(page)
  })
})
