import { expect, test, type Locator, type Page } from '@playwright/test'
import { openPage } from './fixtures'

const fields = (page: Page) => {
  const main = page.getByRole('main')
  return {
    name: main.getByLabel(/^name/i),
    email: main.getByLabel(/^e-?mail/i),
    message: main.getByLabel(/^message/i),
    submit: main.getByRole('button', { name: /send/i }),
  }
}

/** Invalid to the browser (required) or flagged by the form (aria-invalid). */
const isInvalid = (field: Locator) =>
  field.evaluate((el) => el.matches(':invalid') || el.getAttribute('aria-invalid') === 'true')

const toasts = (page: Page) => page.getByRole('region', { name: /notifications/i })

test.describe('contact page', () => {
  test('offers e-mail, phone and live chat, the chat available 9 AM - 6 PM IST', async ({
    page,
  }) => {
    await openPage(page, '/contact')
    await expect(page.getByRole('main').getByText('Available 9 AM - 6 PM IST')).toBeVisible()
  })

  test('sending the form thanks the visitor and empties the form', async ({ page }) => {
    await openPage(page, '/contact')
    const form = fields(page)
    await form.name.fill('Asha Verma')
    await form.email.fill('asha@example.in')
    await form.message.fill('I need help with a tenancy dispute in Pune.')
    await form.submit.click()

    await expect(toasts(page).getByText('Message sent!', { exact: true })).toBeVisible()
    await expect(
      toasts(page).getByText("We'll get back to you as soon as possible.", { exact: true }),
    ).toBeVisible()
    await expect(form.name).toHaveValue('')
    await expect(form.email).toHaveValue('')
    await expect(form.message).toHaveValue('')
  })

  test('an empty form is not sent and its fields are marked invalid', async ({ page }) => {
    await page.clock.install()
    await openPage(page, '/contact')
    const form = fields(page)
    await form.submit.click()
    // Well past the one-second submit delay (fake clock, no real waiting).
    await page.clock.runFor(3_000)

    expect(await isInvalid(form.name)).toBe(true)
    expect(await isInvalid(form.email)).toBe(true)
    expect(await isInvalid(form.message)).toBe(true)
    await expect(toasts(page).getByText('Message sent!')).toHaveCount(0)
  })
})
