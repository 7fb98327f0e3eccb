import { expect, test } from '@playwright/test'
import { settle, VIEWPORTS } from './fixtures'
import { createAccount, mailbox, signInThroughApi, uniqueEmail } from './support/accounts'
import { emailField, expectToast, openAuthScreen, openTab } from './support/auth-screen'
import { expectNoSeriousViolations } from './support/axe'

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`a forgotten password (${name})`, () => {
    test.use({ viewport })

    test('the mailed link leads to Set a new password, and the new one replaces the old', async ({
      page,
    }) => {
      const account = await createAccount({ name: 'Meera Iyer' })
      await openAuthScreen(page)
      const login = await openTab(page, 'Login')
      await emailField(login).fill(account.email)
      await login.getByRole('link', { name: 'Forgot password?' }).click()

      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password')
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email)
      await settle(page)
      await expectNoSeriousViolations(page, { soft: true })
      await page.getByRole('button', { name: 'Send reset link' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail')
      await expect(page.getByText(account.email, { exact: true })).toBeVisible()
      await expectNoSeriousViolations(page, { soft: true })

      const [mail] = await mailbox(account.email)
      expect(mail.subject).toBe('Reset Your Password')
      await page.goto(mail.link)
      await expect(page).toHaveURL((url) => url.pathname === '/auth/new-password')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a new password')
      await expect(page.getByLabel('Current password')).toHaveCount(0)
      await settle(page)
      await expectNoSeriousViolations(page, { soft: true })
      await page.getByLabel('New password', { exact: true }).fill('remembered-at-last')
      await page.getByLabel('Confirm new password', { exact: true }).fill('remembered-at-last')
      await page.getByRole('button', { name: 'Set new password' }).click()

      await expectToast(page, 'Success', 'Your password has been changed.')
      await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Meera Iyer')
      await signInThroughApi({ email: account.email, password: 'remembered-at-last' })
      await expect(signInThroughApi(account)).rejects.toThrow(/invalid_credentials/)
    })
  })
}

test('an unknown address gets the same answer, and nothing is sent', async ({ page }) => {
  const stranger = uniqueEmail('stranger')
  await page.goto('/auth/forgot-password')
  await page.getByLabel('Email', { exact: true }).fill(stranger)
  await page.getByRole('button', { name: 'Send reset link' }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail')
  await expect(
    page.getByText(
      'If an account uses this address, the e-mail has a link to set a new password.',
      {
        exact: false,
      },
    ),
  ).toBeVisible()
  expect(await mailbox(stranger)).toEqual([])
})

test('a used reset link says so and offers a new one', async ({ page, browser, baseURL }) => {
  const account = await createAccount()
  await page.goto('/auth/forgot-password')
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail')
  const [mail] = await mailbox(account.email)
  await page.goto(mail.link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a new password')

  const elsewhere = await browser.newContext({ baseURL })
  const second = await elsewhere.newPage()
  await second.goto(mail.link)
  await expect(
    second.getByText('This reset link has expired or was already used. Ask for a new one.'),
  ).toBeVisible()
  await second.getByRole('link', { name: 'Send a new link' }).click()
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('Reset your password')
  await elsewhere.close()
})
