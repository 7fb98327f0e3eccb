import { expect, test } from '@playwright/test'
import { createAccount, uniqueEmail } from './support/accounts'
import {
  emailField,
  expectSignedOut,
  expectToast,
  openAuthScreen,
  openTab,
  passwordField,
  sidebar,
  signIn,
  submitLogin,
} from './support/auth-screen'

test.describe('sign-in', () => {
  test(
    'the right password greets with Welcome back! and opens the dashboard with the name',
    { tag: '@smoke' },
    async ({ page }) => {
      const account = await createAccount({ name: 'Asha Verma' })
      await openAuthScreen(page)
      await submitLogin(page, account)

      await expectToast(page, 'Success', 'Welcome back!')
      await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Asha Verma')
      await expect(sidebar(page)).toContainText('Asha Verma')
    },
  )

  test("a wrong password shows the server's message Invalid login credentials and keeps the visitor signed out", async ({
    page,
  }) => {
    const account = await createAccount()
    await openAuthScreen(page)
    const panel = await submitLogin(page, { email: account.email, password: 'not-the-password' })

    await expectToast(page, 'Error', 'Invalid login credentials')
    await expect(page).toHaveURL((url) => url.pathname === '/auth')
    // What was typed stays, so the visitor can correct it.
    await expect(emailField(panel)).toHaveValue(account.email)
    await expectSignedOut(page)
  })

  test('an unknown e-mail gets the same Invalid login credentials message', async ({ page }) => {
    await openAuthScreen(page)
    await submitLogin(page, { email: uniqueEmail('nobody'), password: 'whatever-it-is' })
    await expectToast(page, 'Error', 'Invalid login credentials')
  })

  test('the form checks the e-mail and the password length before anything is sent', async ({
    page,
  }) => {
    await openAuthScreen(page)
    const panel = await openTab(page, 'Login')
    await emailField(panel).fill('asha@')
    await passwordField(panel).fill('123')
    await panel.getByRole('button', { name: 'Sign In', exact: true }).click()

    await expect(
      panel.getByText('Please enter a valid email address', { exact: true }),
    ).toBeVisible()
    await expect(
      panel.getByText('Password must be at least 6 characters', { exact: true }),
    ).toBeVisible()
    await expect(page).toHaveURL((url) => url.pathname === '/auth')
  })

  test('the session survives a reload of the dashboard', async ({ page }) => {
    const account = await createAccount({ name: 'Ravi Kumar' })
    await signIn(page, account)

    await page.reload()
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ravi Kumar')
  })

  test('a signed-in visitor who opens /auth goes straight to the dashboard', async ({ page }) => {
    const account = await createAccount({ name: 'Kiran Rao' })
    await signIn(page, account)

    await page.goto('/auth')
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kiran Rao')
  })
})

test.describe('sign-out', () => {
  test('Sign out in the user menu returns to the home page signed out, and signing in again says Welcome back!', async ({
    page,
  }) => {
    const account = await createAccount({ name: 'Farah Khan' })
    await signIn(page, account)
    await page.goto('/')
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: 'Open user menu' }).click()
    const menu = page.getByRole('menu')
    await expect(menu).toContainText('Farah Khan')
    await expect(menu).toContainText(account.email)
    await menu.getByRole('menuitem', { name: 'Sign out' }).click()

    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expect(header.getByRole('link', { name: 'Try Now', exact: true })).toBeVisible()
    await expectSignedOut(page)

    await submitLogin(page, account)
    await expectToast(page, 'Success', 'Welcome back!')
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Farah Khan')
  })

  test('Sign Out in the dashboard sidebar returns to the home page signed out', async ({
    page,
  }) => {
    const account = await createAccount({ role: 'advocate', name: 'Vikram Singh' })
    await signIn(page, account)
    await sidebar(page).getByRole('button', { name: 'Sign Out' }).click()

    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Try Now', exact: true }),
    ).toBeVisible()
    await expectSignedOut(page)
  })
})
