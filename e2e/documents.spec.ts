import { execFileSync } from 'node:child_process'
import { statSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS } from '../src/config/demo'
import { bailApplicationTemplate } from '../src/features/documents/templates/bail-application'
import { sampleAnswers as bailSample } from '../src/features/documents/templates/bail-application/sample-answers'
import { rentAgreementTemplate } from '../src/features/documents/templates/rent-agreement'
import { sampleAnswers as rentSample } from '../src/features/documents/templates/rent-agreement/sample-answers'
import type { Answers, Field, Template } from '../src/features/documents/templates/types'
import { settle, VIEWPORTS } from './fixtures'
import { createAccount, signInThroughApi } from './support/accounts'
import { admin } from './support/admin'
import { signIn } from './support/auth-screen'
import { describeAccessibility, expectNoSeriousViolations } from './support/axe'
import { ANON_KEY, BACKEND_URL } from './support/test-backend'

/**
 * The document generator (docs/PRODUCT.md §2 'Documents'): a Premium client drafts a rent agreement
 * for a state, reloads half-way without losing a word, and downloads the PDF; a bail application
 * for an offence before 1 July 2024 labels its sections IPC; a free client fills a form but meets
 * the lock, and the server refuses the save whatever the browser does. Then axe on every screen, on
 * a phone and a desktop, in both themes.
 */

const preview = (page: Page) => page.getByRole('article', { name: /^Preview of / })

/** The same normalisation for both sides: pdftotext gives Devanagari in visual order (see tests/pdf). */
const comparable = (text: string) =>
  text
    .normalize('NFC')
    .replace(/\u093F/g, '')
    .replace(/\u0930\u094D/g, '')
    .replace(/\s+/g, '')

/** Fills one field of the step on screen, as a user would, by its label. */
async function fillField(form: Locator, field: Field, value: Answers[string]) {
  if (field.kind === 'radio') {
    const option = field.options!.find((candidate) => candidate.value === value)!
    await form.getByRole('radiogroup', { name: field.label }).getByLabel(option.label).check()
  } else if (field.kind === 'checkboxes') {
    const group = form.getByRole('group', { name: field.label })
    for (const option of field.options!)
      if ((value as string[]).includes(option.value))
        await group.getByLabel(option.label, { exact: true }).check()
  } else if (field.kind === 'list') {
    const list = value as string[]
    const itemLabel = field.itemLabel ?? 'Item'
    for (const [index, item] of list.entries()) {
      const input = form.getByLabel(`${itemLabel} ${index + 1}`, { exact: true })
      if ((await input.count()) === 0)
        await form.getByRole('button', { name: `Add ${itemLabel.toLowerCase()}` }).click()
      await input.fill(item)
    }
  } else if (field.kind === 'select') {
    await form.getByLabel(field.label, { exact: true }).selectOption(value as string)
  } else {
    await form.getByLabel(field.label, { exact: true }).fill(value as string)
  }
}

/** Fills the steps from `from` to `to` (inclusive) with `answers`, pressing 'Next' after each. */
async function fillSteps(
  page: Page,
  template: Template,
  answers: Answers,
  { from = 0, to = template.steps.length - 1 } = {},
) {
  const form = page.getByRole('main')
  await page
    .getByRole('navigation', { name: 'Steps' })
    .getByRole('button', { name: `${from + 1}. ${template.steps[from]!.title}` })
    .click()
  for (let index = from; index <= to; index++) {
    const step = template.steps[index]!
    await expect(page.getByRole('heading', { level: 2, name: step.title })).toBeVisible()
    for (const field of step.fields) {
      const value = answers[field.name]
      const shown = !field.showIf || field.showIf(answers)
      if (!shown || value === undefined || value === '' || (Array.isArray(value) && !value.length))
        continue
      await fillField(form, field, value)
    }
    if (index < template.steps.length - 1) await page.getByRole('button', { name: 'Next' }).click()
  }
}

async function premiumClient(name: string) {
  const client = await createAccount({ role: 'client', name })
  await admin('grant-premium', client.email)
  return client
}

/** /documents → a template card → 'Document Details' → 'Generate Document'. */
async function generate(page: Page, templateTitle: string, title: string) {
  await page.goto('/documents')
  await page.getByRole('radio', { name: new RegExp(templateTitle) }).check()
  const details = page.getByRole('region', { name: 'Document Details' })
  await details.getByLabel('Document Title').fill(title)
  await details.getByRole('button', { name: 'Generate Document' }).click()
}

test.describe('document generator', () => {
  test(
    'a Premium client drafts a rent agreement for a state, reloads half-way without losing a word, and downloads the PDF',
    { tag: '@smoke' },
    async ({ page }) => {
      test.setTimeout(180_000)
      const client = await premiumClient('Kavya Iyer')
      const tenant = `राहुल शर्मा ${Date.now().toString(36)}`
      const answers: Answers = {
        ...rentSample,
        state: 'Maharashtra',
        agreementType: '',
        tenantName: tenant,
      }

      await signIn(page, client)
      await generate(page, 'Rent Agreement', 'Flat in Pune')
      await expect(page).toHaveURL(/\/documents\/[0-9a-f-]{36}$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Flat in Pune' })).toBeVisible()

      // The state shapes the rest: Maharashtra's custom is leave and licence.
      await fillSteps(page, rentAgreementTemplate, answers, { to: 2 })
      await expect(preview(page)).toContainText('LEAVE AND LICENCE AGREEMENT')
      await expect(preview(page)).toContainText('LICENSEE')
      await expect(page.getByRole('note').filter({ hasText: 'Maharashtra' }).first()).toBeVisible()

      // Saved as typed; a reload half-way loses nothing.
      await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 10_000 })
      await page.reload()
      await expect(preview(page)).toContainText(tenant)
      await expect(preview(page)).toContainText(answers.landlordName as string)

      await fillSteps(page, rentAgreementTemplate, answers, { from: 3 })
      await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 10_000 })

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download PDF' }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/\.pdf$/)
      const file = test.info().outputPath('rent-agreement.pdf')
      await download.saveAs(file)
      expect(statSync(file).size).toBeGreaterThan(1000)
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
      expect(comparable(text)).toContain(comparable(tenant))
      expect(text).toContain('Page 1 of')
    },
  )

  test('a bail application for an offence before 1 July 2024 labels its sections IPC', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await signIn(page, await premiumClient('Farhan Ali'))
    await generate(page, 'Bail Application', 'Bail for my brother')
    await expect(page).toHaveURL(/\/documents\/[0-9a-f-]{36}$/)
    const answers: Answers = {
      ...bailSample,
      court: 'magistrate',
      courtName: 'Court of the Judicial Magistrate First Class, Pune',
      firDate: '2024-07-02',
      offenceDate: '2024-06-30',
      sections: '420, 120B',
    }
    await fillSteps(page, bailApplicationTemplate, answers, { to: 2 })
    await expect(preview(page)).toContainText('420, 120B IPC')
    await expect(preview(page)).toContainText('SECTION 480')

    // One day later, the same numbers would be read in the BNS.
    await page
      .getByRole('navigation', { name: 'Steps' })
      .getByRole('button', { name: /^3\. / })
      .click()
    await page.getByLabel('Date of the alleged offence', { exact: true }).fill('2024-07-01')
    await expect(preview(page)).toContainText('420, 120B BNS')
  })

  test('a free client fills a template with its preview, meets the lock, and the server refuses the save', async ({
    page,
  }) => {
    const client = await createAccount({ role: 'client', name: 'Mohan Das' })
    await signIn(page, client)
    await page.goto('/documents')
    await expect(
      page.getByText('Saving drafts and downloading PDFs are part of Premium.'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'See Premium' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    await generate(page, 'Affidavit', 'My affidavit')
    await expect(page).toHaveURL(/\/documents\/new\?/)
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByLabel('Full name', { exact: true }).fill('Mohan Das')
    await expect(preview(page)).toContainText('Mohan Das')

    await page.getByRole('button', { name: 'Download PDF' }).click()
    const lock = page.getByRole('dialog', { name: 'Part of Premium' })
    await expect(lock).toContainText('Saving drafts and downloading PDFs are part of Premium.')
    await expect(lock.getByRole('link', { name: 'See Premium' })).toHaveAttribute(
      'href',
      '/pricing',
    )

    // Whatever the browser does, the database refuses a free user's document.
    const { access_token: token } = await signInThroughApi(client)
    const response = await fetch(`${BACKEND_URL}/rest/v1/documents`, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ template: 'affidavit', title: 'Sneaked in', answers: {} }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      code: 'LS021',
      message:
        'Saving documents is part of Premium. Upgrade to Premium to save and download documents.',
    })
  })

  test('the demo client’s dashboard and /documents list its three seeded drafts', async ({
    page,
  }) => {
    const titles = [
      'Affidavit for change of name',
      'Rent agreement – 2BHK flat, Bengaluru',
      'Regular bail application',
    ]
    await signIn(page, DEMO_ACCOUNTS.client)
    await expect(page).toHaveURL(/\/dashboard$/)
    const dashboard = page.getByRole('region', { name: 'Recent Documents' })
    for (const title of titles) await expect(dashboard).toContainText(title)
    await expect(dashboard).not.toContainText('Sample data')

    await page.goto('/documents')
    const recent = page.getByRole('region', { name: 'Recent Documents' })
    for (const title of titles)
      await expect(recent.getByRole('link', { name: new RegExp(title) })).toBeVisible()
  })
})

test.describe('the editor on the screens people use', () => {
  test.use({ viewport: VIEWPORTS.desktop })

  test('on a 1280×800 desktop the preview stays in view beside the form while typing', async ({
    page,
  }) => {
    await signIn(page, await createAccount({ role: 'client', name: 'Asha Rao' }))
    await page.goto('/documents/new?template=rent_agreement&title=Rent%20agreement')
    const firstField = page
      .getByRole('main')
      .locator('form')
      .locator('input, select, textarea')
      .first()
    await firstField.focus()
    await expect(preview(page)).toBeInViewport()
    expect((await preview(page).boundingBox())!.y).toBeLessThan(VIEWPORTS.desktop.height / 2)

    // A later step with more fields than a screen holds, scrolled to its last field.
    await page.getByRole('navigation', { name: 'Steps' }).getByRole('button').nth(1).click()
    const lastField = page
      .getByRole('main')
      .locator('form')
      .locator('input, select, textarea')
      .last()
    await lastField.focus()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    const box = (await preview(page).boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y).toBeLessThan(VIEWPORTS.desktop.height)
    await expect(preview(page)).toBeInViewport()
  })

  test('on a 390×844 phone the first field is on the first screen', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile)
    await signIn(page, await createAccount({ role: 'client', name: 'Asha Rao' }))
    for (const template of ['affidavit', 'rent_agreement', 'bail_application']) {
      await page.goto(`/documents/new?template=${template}&title=Draft`)
      const firstField = page
        .getByRole('main')
        .locator('form')
        .locator('input:not([type=hidden]), select, textarea')
        .first()
      await expect(firstField).toBeVisible()
      await page.evaluate(() => window.scrollTo(0, 0))
      const box = (await firstField.boundingBox())!
      expect(box.y, template).toBeLessThan(VIEWPORTS.mobile.height)
    }
  })
})

describeAccessibility('the document generator', (viewportName, viewport) => {
  test(`/documents and the editor have no serious or critical WCAG 2.1 AA violations on ${viewportName}`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signIn(page, DEMO_ACCOUNTS.client)
    await page.goto('/documents')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('radio', { name: /Rent Agreement/ }).check()
    await settle(page)
    await expectNoSeriousViolations(page, { soft: true })

    await page
      .getByRole('region', { name: 'Recent Documents' })
      .getByRole('link', { name: /Rent agreement – 2BHK flat, Bengaluru/ })
      .click()
    await expect(page).toHaveURL(/\/documents\/d3d00000-0000-4000-8000-000000000002$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await settle(page)
    await expectNoSeriousViolations(page, { soft: true })

    if (viewport.width < 1024) {
      await page.getByRole('tab', { name: 'Preview' }).click()
      await expect(preview(page)).toBeVisible()
      await expectNoSeriousViolations(page, { soft: true })
    }
  })

  test(`the unsaved editor with its messages and the Premium lock have no serious or critical WCAG 2.1 AA violations on ${viewportName}`, async ({
    page,
  }) => {
    // A free account: nothing is saved, so parallel runs cannot change the demo's drafts.
    await signIn(page, await createAccount({ role: 'client', name: 'Leela Nair' }))
    await page.goto('/documents/new?template=affidavit&title=Affidavit')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByLabel('Full name', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await settle(page)
    await expectNoSeriousViolations(page, { soft: true })

    await page.getByRole('button', { name: 'Download PDF' }).click()
    await expect(page.getByRole('dialog', { name: 'Part of Premium' })).toBeVisible()
    // Measured mid-fade, the dialog's 'Upgrade' link blends with the overlay (2.39:1).
    await settle(page)
    await expectNoSeriousViolations(page, { soft: true })
  })
})
