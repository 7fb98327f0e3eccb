import { expect, test } from '@playwright/test'
import { settle, VIEWPORTS } from './fixtures'
import { mailbox, TEST_PASSWORD, uniqueEmail } from './support/accounts'
import { expectSignedOut, openAuthScreen, submitLogin, submitSignUp } from './support/auth-screen'
import { expectNoSeriousViolations } from './support/axe'
import { useConfirmingBackend } from './support/confirming'
import { CONFIRMING_BACKEND_URL } from './support/test-backend'

/** Sign-up with e-mail confirmation on (ENABLE_EMAIL_CONFIRMATIONS=true, hosted Supabase's default). */
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`sign-up with e-mail confirmation (${name})`, () => {
    test.use({ viewport })

    test('says Check your e-mail; the link confirms it, signs in, and the chosen role is kept', async ({
      page,
    }) => {
      await useConfirmingBackend(page)
      const email = uniqueEmail('confirming')
      await openAuthScreen(page)
      await submitSignUp(page, { email, password: TEST_PASSWORD, role: 'advocate' })

      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail')
      await expect(page.getByText(email, { exact: true })).toBeVisible()
      await settle(page)
      await expectNoSeriousViolations(page, { soft: true })
      await expectSignedOut(page)

      const [mail] = await mailbox(email, CONFIRMING_BACKEND_URL)
      expect(mail.subject).toBe('Confirm Your Signup')
      await page.goto(mail.link)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email Confirmed')
      await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
      // The advocate dashboard: the role chosen on the form survived the confirmation.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Advocate')
    })
  })
}

test('signing in before confirming offers the link again, and the new link works', async ({
  page,
}) => {
  await useConfirmingBackend(page)
  const email = uniqueEmail('early')
  await openAuthScreen(page)
  await submitSignUp(page, { email, password: TEST_PASSWORD, role: 'client' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail')
  await page.getByRole('button', { name: 'Back to sign in' }).click()

  await submitLogin(page, { email, password: TEST_PASSWORD })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail')
  await expect(page.getByText(/Your e-mail address is not confirmed yet/)).toBeVisible()
  await page.getByRole('button', { name: 'Send the e-mail again' }).click()
  await expect(page.getByText(/Sent again/)).toBeVisible()

  const mails = await mailbox(email, CONFIRMING_BACKEND_URL)
  expect(mails).toHaveLength(2)
  await page.goto(mails[1].link)
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
})
