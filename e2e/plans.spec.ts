import { expect, test, type Page } from '@playwright/test'
import { settle } from './fixtures'
import { createAccount, uniqueEmail } from './support/accounts'
import { admin } from './support/admin'
import { signIn } from './support/auth-screen'
import { describeAccessibility, expectNoSeriousViolations } from './support/axe'

/**
 * Plans and operations (docs/PRODUCT.md §2 'Pricing'): a free user asks for Premium in the browser,
 * an operator grants it with `npm run admin`, and the locks open; the contact form's message
 * reaches the operator's list. Then axe on the upgrade dialog, on a phone and a desktop, in both
 * themes.
 */

const premiumCard = (page: Page) => page.getByRole('article', { name: 'Premium' })
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Upgrade to Premium' })

async function openUpgradeDialog(page: Page) {
  await page.goto('/pricing')
  await premiumCard(page).getByRole('button', { name: 'Upgrade to Premium' }).click()
  await expect(dialog(page)).toBeVisible()
}

test.describe('plans and operations', () => {
  test(
    'a free user asks for Premium, sees the request, and the locks open once an operator grants it',
    { tag: '@smoke' },
    async ({ page }) => {
      test.setTimeout(120_000)
      const user = await createAccount({ role: 'client', name: 'Kavya Nair' })
      await signIn(page, user)
      await expect(page.getByRole('main')).toContainText('Premium Feature')

      await openUpgradeDialog(page)
      const name = dialog(page).getByLabel('Name for the invoice')
      await name.fill('')
      await dialog(page).getByRole('button', { name: 'Request upgrade' }).click()
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      await name.fill('Kavya Nair')
      await dialog(page).getByLabel('Phone (optional)').fill('+91 98450 12345')
      await dialog(page).getByRole('button', { name: 'Request upgrade' }).click()
      await expect(dialog(page)).toBeHidden()
      await expect(premiumCard(page)).toContainText(/Upgrade requested on .+ — we will contact you/)

      // Stored, not only shown: the dashboard banner says the same after a reload.
      await page.goto('/dashboard')
      await page.reload()
      await expect(page.getByRole('main')).toContainText(
        /Upgrade requested on .+ — we will contact you/,
      )

      const open = JSON.parse(await admin('upgrades', '--json')) as { email: string }[]
      expect(open.map((row) => row.email)).toContain(user.email)
      await admin('grant-premium', user.email)

      await page.reload()
      await expect(page.getByRole('main').getByRole('link', { name: /^Documents/ })).toBeVisible()
      await expect(page.getByRole('main')).not.toContainText('Premium Feature')
      await page.goto('/pricing')
      await expect(premiumCard(page)).toContainText('Current Plan')
    },
  )

  test('a request can be cancelled, and the button comes back', async ({ page }) => {
    await signIn(page, await createAccount({ role: 'client', name: 'Imran Sheikh' }))
    await openUpgradeDialog(page)
    await dialog(page).getByRole('button', { name: 'Request upgrade' }).click()
    await expect(premiumCard(page)).toContainText(/Upgrade requested on/)
    await premiumCard(page).getByRole('button', { name: 'Cancel request' }).click()
    await expect(
      premiumCard(page).getByRole('button', { name: 'Upgrade to Premium' }),
    ).toBeVisible()
    await page.reload()
    await expect(
      premiumCard(page).getByRole('button', { name: 'Upgrade to Premium' }),
    ).toBeVisible()
  })

  test('the contact form stores a message that the operator’s list shows', async ({ page }) => {
    const email = uniqueEmail('contact')
    const words = `Please call me about my tenancy, ref ${Date.now().toString(36)}.`
    await page.goto('/contact')
    await page.getByRole('textbox', { name: 'Name' }).fill('Ritu Das')
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByRole('textbox', { name: 'Message' }).fill(words)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Message sent!', { exact: true })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('')

    const messages = JSON.parse(await admin('messages', '--json')) as {
      email: string
      message: string
    }[]
    expect(messages).toContainEqual(expect.objectContaining({ email, message: words }))
  })
})

describeAccessibility('the upgrade dialog', (viewportName) => {
  test(`the upgrade dialog, with its errors, has no serious or critical WCAG 2.1 AA violations on ${viewportName}`, async ({
    page,
  }) => {
    await signIn(page, await createAccount({ role: 'client', name: 'Asha Verma' }))
    await openUpgradeDialog(page)
    await settle(page)
    await expectNoSeriousViolations(page, { soft: true })
    await dialog(page).getByLabel('Name for the invoice').fill('')
    await dialog(page).getByLabel('Phone (optional)').fill('12')
    await dialog(page).getByRole('button', { name: 'Request upgrade' }).click()
    await expect(dialog(page).getByLabel('Phone (optional)')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expectNoSeriousViolations(page, { soft: true })
  })
})
