import { expect, test, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS } from '../src/config/demo'
import { createAccount } from './support/accounts'
import {
  expectToast,
  openAuthScreen,
  sidebar,
  signIn,
  signOutFromUserMenu,
  submitLogin,
} from './support/auth-screen'

async function openSettings(page: Page) {
  await page.goto('/dashboard/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
}

async function changePassword(page: Page, password: string, current: string) {
  await page.getByLabel('Current password', { exact: true }).fill(current)
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('Confirm new password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Change password' }).click()
}

test.describe('settings', () => {
  test('a new display name shows in the sidebar and the greeting, and is kept after a reload', async ({
    page,
  }) => {
    await signIn(page, await createAccount({ name: 'Asha Verma' }))
    await openSettings(page)
    const name = page.getByLabel('Display name', { exact: true })
    await expect(name).toHaveValue('Asha Verma')
    await name.fill('Asha V. Rao')
    await page.getByRole('button', { name: 'Save name' }).click()

    await expect(sidebar(page)).toContainText('Asha V. Rao')
    await page.reload()
    await expect(page.getByLabel('Display name', { exact: true })).toHaveValue('Asha V. Rao')
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Asha V. Rao')
  })

  test(
    'after a password change the new password signs in and the old one no longer does',
    { tag: '@smoke' },
    async ({ page }) => {
      const account = await createAccount({ name: 'Ravi Kumar' })
      await signIn(page, account)
      await openSettings(page)
      await changePassword(page, 'a-brand-new-secret', account.password)
      await expectToast(page, 'Success', 'Your password has been changed.')
      await signOutFromUserMenu(page)

      await openAuthScreen(page)
      await submitLogin(page, account)
      await expectToast(page, 'Error', 'Invalid login credentials')
      await submitLogin(page, { email: account.email, password: 'a-brand-new-secret' })
      await expectToast(page, 'Success', 'Welcome back!')
      await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
    },
  )

  test('a wrong current password changes nothing and says so under its field', async ({ page }) => {
    const account = await createAccount()
    await signIn(page, account)
    await openSettings(page)
    await changePassword(page, 'taken-over-secret', 'a-guess')

    const current = page.getByLabel('Current password', { exact: true })
    await expect(current).toHaveAccessibleDescription('Your current password is not correct')
    await expect(current).toBeFocused()
    await signOutFromUserMenu(page)
    await signIn(page, account)
  })

  test("a shared demo account cannot change its password: the server's refusal is shown and the published password keeps working", async ({
    page,
  }) => {
    await signIn(page, DEMO_ACCOUNTS.advocate)
    await openSettings(page)
    await changePassword(page, 'taken-over-demo', DEMO_ACCOUNTS.advocate.password)
    await expectToast(
      page,
      'Could not change your password',
      'Demo accounts cannot change their e-mail or password.',
    )
    await signOutFromUserMenu(page)

    await signIn(page, DEMO_ACCOUNTS.advocate)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Advocate')
  })
})
