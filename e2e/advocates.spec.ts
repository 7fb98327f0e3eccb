import { expect, test, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS } from '../src/config/demo'
import { settle } from './fixtures'
import { createAccount } from './support/accounts'
import { admin } from './support/admin'
import { signIn } from './support/auth-screen'
import { describeAccessibility, expectNoSeriousViolations } from './support/axe'
import { requestConsultation, signedInPage, verifiedAdvocate } from './support/consultations'

/**
 * Advocates and messaging (docs/PRODUCT.md §2 'Advocates'): a Premium client finds a verified
 * advocate by language and city, requests a consultation, the advocate accepts, they write to each
 * other (the client's message reaches the advocate's open thread within 5 s), the advocate
 * completes, the client reviews, and the directory's rating changes. A free client meets the lock.
 * Then axe on every new screen, on a phone and a desktop, in both themes.
 */

const card = (page: Page, name: string) => page.getByRole('article', { name })

/** The demo accounts' seeded conversation (supabase/seeds/consultations.sql). */
const SEEDED_CONVERSATION = 'd3a20000-0000-4000-8000-000000000001'

test.describe('advocates and messaging', () => {
  test(
    'a Premium client finds, requests, messages and reviews an advocate',
    { tag: '@smoke' },
    async ({ page, browser }) => {
      test.setTimeout(180_000)
      const stamp = Date.now().toString(36)
      const city = `Kokrajhar ${stamp}`
      const name = `Adv. Ishita Basumatary ${stamp}`
      const advocate = await verifiedAdvocate(name, city)
      const client = await createAccount({ role: 'client', name: 'Ritu Sen' })
      await admin('grant-premium', client.email)

      // Find them by language and city.
      await signIn(page, client)
      await page.goto('/advocates')
      await page.getByLabel('Language').selectOption('Bodo')
      const cityField = page.getByLabel('City')
      await cityField.fill(city)
      await cityField.press('Enter')
      await expect(page).toHaveURL((url) => url.searchParams.get('language') === 'Bodo')
      await expect(card(page, name)).toBeVisible()
      await expect(page.getByRole('article')).toHaveCount(1)
      await expect(card(page, name)).toContainText('New')

      // Request a consultation.
      await card(page, name)
        .getByRole('button', { name: /Connect Now/ })
        .click()
      await requestConsultation(
        page,
        name,
        'My landlord keeps my deposit of ₹40,000 after I moved out. What can I do?',
      )
      await expect(page.getByRole('main')).toContainText('Waiting for the advocate')

      // The advocate accepts it from their messages, and opens the conversation.
      const advocatePage = await signedInPage(browser, advocate)
      await advocatePage.goto('/dashboard/messages')
      await advocatePage.getByRole('button', { name: /^Accept the request from Ritu Sen/ }).click()
      await advocatePage.getByRole('link', { name: /Ritu Sen/ }).click()
      await expect(advocatePage).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/)

      // The client writes; it reaches the advocate's open thread within 5 seconds.
      await page.goto('/dashboard/messages')
      await page.getByRole('link', { name: new RegExp(name) }).click()
      const words = `Hello, I have the rent receipts and the move-out photos (${stamp}).`
      await page.getByLabel('Message', { exact: true }).fill(words)
      await page.getByRole('button', { name: 'Send message' }).click()
      await expect(page.getByText(words)).toBeVisible()
      await expect(advocatePage.getByText(words).first()).toBeVisible({ timeout: 5_000 })

      const reply = `Thank you. Please send the lease too (${stamp}).`
      await advocatePage.getByLabel('Message', { exact: true }).fill(reply)
      await advocatePage.getByLabel('Message', { exact: true }).press('Enter')
      await expect(page.getByText(reply).first()).toBeVisible({ timeout: 5_000 })

      // Stored, not only shown: both survive a reload.
      await page.reload()
      await expect(page.getByText(words)).toBeVisible()
      await expect(page.getByText(reply).first()).toBeVisible()

      // The advocate completes the consultation; the client reviews it.
      await advocatePage.getByRole('button', { name: 'Mark as completed' }).click()
      await advocatePage
        .getByRole('alertdialog')
        .or(advocatePage.getByRole('dialog'))
        .getByRole('button', { name: 'Mark as completed' })
        .click()
      await expect(advocatePage.getByRole('main')).toContainText('Completed')

      await page.reload()
      await page.getByRole('button', { name: 'Leave a review' }).click()
      const review = page.getByRole('dialog')
      // The star is the label of a visually hidden radio: click the star, as a user would.
      await review.locator('label', { hasText: '4 stars' }).click()
      await expect(review.getByRole('radio', { name: '4 stars' })).toBeChecked()
      await review
        .getByLabel('Comment (optional)')
        .fill('Clear advice on getting the deposit back.')
      await review.getByRole('button', { name: 'Submit review' }).click()
      await expect(page.getByRole('main')).toContainText('Thanks for your review')

      // The rating in the directory is the real average now.
      await page.goto(`/advocates?language=Bodo&city=${encodeURIComponent(city)}`)
      await expect(card(page, name)).toContainText('4.0')
      await expect(card(page, name)).not.toContainText('New')
      await advocatePage.context().close()
    },
  )

  test('a free client browses the directory but meets the Premium lock', async ({ page }) => {
    await signIn(page, await createAccount({ role: 'client', name: 'Mohan Das' }))
    await page.goto('/advocates')
    const first = page.getByRole('article').first()
    await expect(first).toBeVisible()
    await first.getByRole('button', { name: /Connect Now/ }).click()
    await expect(page.getByRole('dialog')).toContainText(
      'Connecting with advocates is part of Premium.',
    )
    await expect(
      page.getByRole('dialog').getByRole('link', { name: 'See Premium' }),
    ).toHaveAttribute('href', '/pricing')
  })

  test('the demo advocate sees the demo client’s consultation and message on the dashboard', async ({
    page,
  }) => {
    await signIn(page, DEMO_ACCOUNTS.advocate)
    const incoming = page.getByRole('main')
    await expect(incoming).toContainText('Demo Client')
    await expect(incoming).toContainText('Can you help me draft the notice?')
    await expect(incoming).toContainText('50%')
  })
})

describeAccessibility('advocates and messages', (viewportName) => {
  test(`the directory, a profile, the request dialog and the messages have no serious or critical WCAG 2.1 AA violations on ${viewportName}`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signIn(page, DEMO_ACCOUNTS.client)
    await page.goto('/advocates')
    await expect(page.getByRole('article').first()).toBeVisible()
    await settle(page)
    await expectNoSeriousViolations(page, { soft: true })

    await page.getByRole('article').first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/advocates\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await settle(page)
    await expectNoSeriousViolations(page, { soft: true })

    await page
      .getByRole('button', { name: /Connect Now/ })
      .first()
      .click()
    const request = page.getByRole('dialog')
    await request.getByRole('button', { name: 'Send request' }).click()
    await expect(request.getByLabel('Describe your matter')).toHaveAttribute('aria-invalid', 'true')
    await expectNoSeriousViolations(page, { soft: true })
    await page.keyboard.press('Escape')

    // The seeded conversation (visitors may have opened others with the demo advocate:
    // e2e/demo-consultation.spec.ts).
    const seeded = page
      .getByRole('link', { name: /Demo Advocate/ })
      .and(page.locator(`[href="/dashboard/messages/${SEEDED_CONVERSATION}"]`))
    await page.goto('/dashboard/messages')
    await expect(seeded).toBeVisible()
    await settle(page)
    await expectNoSeriousViolations(page, { soft: true })

    await seeded.click()
    await expect(page.getByText('Can you help me draft the notice?')).toBeVisible()
    await settle(page)
    await expectNoSeriousViolations(page, { soft: true })
  })

  test(`the advocate's profile form has no serious or critical WCAG 2.1 AA violations on ${viewportName}`, async ({
    page,
  }) => {
    await signIn(page, DEMO_ACCOUNTS.advocate)
    await page.goto('/dashboard/profile')
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('50%')
    await settle(page)
    await expectNoSeriousViolations(page, { soft: true })
  })
})
