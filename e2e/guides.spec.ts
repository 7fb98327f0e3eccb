import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe'
import { openPage, VIEWPORTS } from './fixtures'

/**
 * The public legal guides, the legal dictionary, /help and /support (docs/PRODUCT.md §2 'Legal
 * guides and dictionary'): readable without an account or the backend, each with its own title and
 * description, in the sitemap, and free of serious accessibility violations on a phone and a
 * desktop.
 */
const PAGES = [
  { path: '/guides', h1: 'Legal guides for everyday problems', title: 'Legal guides · LexSetu' },
  {
    path: '/guides/cheque-bounce',
    h1: 'Cheque bounce: how to file a case under section 138',
    title: 'Cheque bounce: how to file a case under section 138 · LexSetu',
  },
  { path: '/legal-dictionary', h1: 'Legal dictionary', title: 'Legal dictionary · LexSetu' },
  { path: '/help', h1: 'How LexSetu works', title: 'Help Center · LexSetu' },
  { path: '/support', h1: 'Get support', title: 'Support · LexSetu' },
] as const

const description = (page: import('@playwright/test').Page) =>
  page.locator('meta[name="description"]').getAttribute('content')

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`public guides and help, ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })
    for (const { path, h1, title } of PAGES) {
      test(`${path} has its own title and no serious WCAG 2.1 AA violations on ${viewportName}`, async ({
        page,
      }) => {
        await openPage(page, path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
        await expect(page).toHaveTitle(title)
        expect(await description(page)).not.toContain('an AI legal assistant, document drafting')
        // Nothing overflows a phone's width.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow).toBeLessThanOrEqual(0)
        await expectNoSeriousViolations(page)
      })
    }
  })
}

test.describe('legal guides', () => {
  test('the footer’s Legal Guides link opens the index, and a guide opens from it', async ({
    page,
  }) => {
    await openPage(page, '/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Legal Guides' }).click()
    await expect(page).toHaveURL('/guides')
    await expect(page.getByRole('heading', { level: 2, name: 'Family Law' })).toBeVisible()

    await page.getByRole('searchbox', { name: 'Filter guides' }).fill('cheque bounce')
    await page.getByRole('link', { name: /^Cheque bounce/ }).click()
    await expect(page).toHaveURL('/guides/cheque-bounce')
    await expect(page).toHaveTitle(/^Cheque bounce: how to file a case under section 138/)
  })

  test(
    'a guide shows the sections it cites, the notice, and leads a visitor to sign in first',
    { tag: '@smoke' },
    async ({ page }) => {
      await openPage(page, '/guides/cheque-bounce')
      const main = page.getByRole('main')
      await expect(main).toContainText('This is general legal information, not legal advice.')
      const law = main.getByRole('region', { name: 'The law it relies on' })
      await expect(law.getByRole('listitem')).toHaveCount(3)
      await expect(law).toContainText('NI 138: Dishonour of cheque')
      await expect(law).toContainText('Negotiable Instruments Act, 1881')

      await expect(main.getByRole('link', { name: 'Find an advocate' })).toHaveAttribute(
        'href',
        `/auth?redirectTo=${encodeURIComponent('/advocates?area=Criminal+Law')}`,
      )
      await main.getByRole('link', { name: 'Ask the assistant about this' }).click()
      await expect(page).toHaveURL('/auth?redirectTo=%2Fchatbot')
    },
  )

  test('an unknown guide says it was not found', async ({ page }) => {
    await openPage(page, '/guides/no-such-guide')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This guide was not found')
    await expect(page).toHaveTitle('Guide not found · LexSetu')
  })

  test('work without the backend: a reload with the API unreachable still shows the guide', async ({
    page,
  }) => {
    await page.route(/\/(rest|auth|functions)\/v1\//, (route) => route.abort())
    await openPage(page, '/guides/cheque-bounce')
    await expect(page.getByRole('region', { name: 'What to do' })).toBeVisible()
  })
})

test.describe('legal dictionary', () => {
  test('jumps to a letter and filters terms by an everyday word', async ({ page }) => {
    await openPage(page, '/legal-dictionary')
    const letters = page.getByRole('navigation', { name: 'Terms by first letter' })
    await letters.getByRole('link', { name: 'T', exact: true }).click()
    await expect(page).toHaveURL(/#letter-t$/)
    await expect(page.getByRole('heading', { level: 2, name: 'T', exact: true })).toBeInViewport()

    await page.getByRole('searchbox', { name: 'Filter terms' }).fill('chori')
    await expect(page.locator('dt', { hasText: 'Theft' })).toBeVisible()
    await expect(page.locator('dt', { hasText: 'Murder' })).toHaveCount(0)
    await expect(page.getByRole('status')).toHaveText(/^\d+ terms?$/)
  })
})

test.describe('help and support', () => {
  test('the help center gives both plans with their prices, and leads to support', async ({
    page,
  }) => {
    await openPage(page, '/help')
    const plans = page.getByRole('region', { name: 'Free and Premium' })
    await expect(plans.getByRole('heading', { name: 'Free: ₹0 per month' })).toBeVisible()
    await expect(plans.getByRole('heading', { name: 'Premium: ₹149 per month' })).toBeVisible()
    await plans.getByRole('link', { name: 'Get support' }).click()
    await expect(page).toHaveURL('/support')
    await expect(page.getByRole('link', { name: 'support@lexsetu.in' })).toHaveAttribute(
      'href',
      'mailto:support@lexsetu.in',
    )
  })

  test('the other resources and company links still say coming soon', async ({ page }) => {
    for (const path of ['/careers', '/blog', '/press', '/docs', '/success-stories']) {
      await openPage(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('coming soon')
    }
  })
})

test('a guide, the index and the dictionary preload their chunks, with no script error', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  for (const path of ['/guides', '/guides/cheque-bounce', '/legal-dictionary']) {
    await openPage(page, path)
    const hrefs = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(
      hrefs.some((href) => /\/assets\/routes-/.test(href)),
      path,
    ).toBe(true)
  }
  // index.html's inline preload script runs before the app: a broken one is a page error.
  expect(errors).toEqual([])
})

test('the sitemap lists the guides, the dictionary, help, support and every guide', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml')
  expect(response.ok()).toBe(true)
  const xml = await response.text()
  expect(xml).toMatch(/^<\?xml/)
  for (const path of ['/guides', '/guides/cheque-bounce', '/legal-dictionary', '/help', '/support'])
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`)
  expect(xml.match(/<url>/g)?.length).toBeGreaterThan(150)
})
