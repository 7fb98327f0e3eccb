import { expect, test, type Locator } from '@playwright/test'
import { openPage, PUBLIC_PAGES } from './fixtures'

/** The href attributes of every link inside a region. */
async function hrefsIn(region: Locator) {
  return region
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
}

test.describe('home page', () => {
  test(
    'the hero leads to sign-up with Get Started and to the about page with Learn More',
    { tag: '@smoke' },
    async ({ page }) => {
      await openPage(page, '/')
      const getStarted = page.getByRole('link', { name: 'Get Started', exact: true })
      await expect(getStarted).toHaveAttribute('href', '/auth')
      await expect(
        page.getByRole('link', { name: 'Learn More about LexSetu', exact: true }),
      ).toHaveAttribute('href', '/about')

      await getStarted.click()
      await expect(page).toHaveURL('/auth')
    },
  )

  test('Learn More opens the about page', async ({ page }) => {
    await openPage(page, '/')
    await page.getByRole('link', { name: 'Learn More about LexSetu', exact: true }).click()
    await expect(page).toHaveURL('/about')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('the services section offers four services, each behind Sign Up to Access for visitors', async ({
    page,
  }) => {
    await openPage(page, '/')
    const services = page.locator('#services')
    await expect(services).toBeVisible()
    const signUpLinks = services.getByRole('link', { name: 'Sign Up to Access', exact: true })
    await expect(signUpLinks).toHaveCount(4)
    for (const link of await signUpLinks.all()) await expect(link).toHaveAttribute('href', '/auth')
    await expect(services.getByRole('link', { name: 'Access Now' })).toHaveCount(0)
  })

  test('the call to action offers Get Started Today and View Pricing', async ({ page }) => {
    await openPage(page, '/')
    await expect(
      page.getByRole('link', { name: 'Get Started Today', exact: true }),
    ).toHaveAttribute('href', '/auth')
    const viewPricing = page.getByRole('link', { name: 'View Pricing', exact: true })
    await expect(viewPricing).toHaveAttribute('href', '/pricing')
    await viewPricing.click()
    await expect(page).toHaveURL('/pricing')
  })

  test('a signed-out visitor never sees Go to Dashboard', async ({ page }) => {
    await openPage(page, '/')
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(0)
  })
})

test.describe('about page', () => {
  test('shows the four impact numbers', async ({ page }) => {
    await openPage(page, '/about')
    const main = page.getByRole('main')
    for (const figure of ['3,000+', '100+', '250+', '10,000+']) {
      await expect(main.getByText(figure, { exact: true })).toBeVisible()
    }
  })

  test('has buttons that lead to sign-up and to the contact page', async ({ page }) => {
    await openPage(page, '/about')
    const hrefs = await hrefsIn(page.getByRole('main'))
    expect(hrefs).toContain('/auth')
    expect(hrefs).toContain('/contact')

    await page.getByRole('main').locator('a[href="/contact"]').first().click()
    await expect(page).toHaveURL('/contact')
  })
})

test.describe('pricing page', () => {
  test('shows the free plan at ₹0 and the premium plan at ₹149', async ({ page }) => {
    await openPage(page, '/pricing')
    const main = page.getByRole('main')
    await expect(main.getByText('Perfect for getting started')).toBeVisible()
    await expect(main.getByText('For comprehensive legal support')).toBeVisible()
    await expect(main).toContainText('₹0')
    await expect(main).toContainText('₹149')
  })

  test('a visitor’s plan buttons lead to sign-up and Contact us to the contact page', async ({
    page,
  }) => {
    await openPage(page, '/pricing')
    const main = page.getByRole('main')
    expect(await hrefsIn(main)).toContain('/auth')
    await expect(main.getByText('Current Plan', { exact: true })).toHaveCount(0)

    const contactUs = main.getByRole('link', { name: 'Contact us', exact: true })
    await expect(contactUs).toHaveAttribute('href', '/contact')
    await contactUs.click()
    await expect(page).toHaveURL('/contact')
  })
})

test.describe('legal pages', () => {
  for (const { path, heading } of [
    { path: '/privacy-policy', heading: 'Privacy Policy' },
    { path: '/terms-of-use', heading: 'Terms of Use' },
  ]) {
    test(`${path} is headed ${heading} and says it is not legal advice`, async ({ page }) => {
      await openPage(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByRole('main')).toContainText(/\bnot\b[^.]{0,60}\blegal advice\b/i)
    })
  }
})

test.describe('every public page', () => {
  test('an unknown address shows Page not found inside the site layout', async ({ page }) => {
    await openPage(page, '/no-such-page')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })

  test('the auth page welcomes the visitor to LexSetu', async ({ page }) => {
    await openPage(page, '/auth')
    await expect(page.getByText('Welcome to LexSetu').first()).toBeVisible()
  })

  test('each page has its own document title', async ({ page }) => {
    const titles = new Map<string, string>()
    for (const { path } of PUBLIC_PAGES) {
      await openPage(page, path)
      await expect(page).toHaveTitle(/LexSetu/)
      titles.set(path, await page.title())
    }
    expect(new Set(titles.values()).size, JSON.stringify(Object.fromEntries(titles))).toBe(
      PUBLIC_PAGES.length,
    )
  })

  // index.html preloads the landing page's own chunk before the router asks for it
  // (vite.config.ts, preloadLandingRoute), and that inline script must never throw.
  test('each landing page preloads its own chunk from index.html, with no script error', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    for (const { path, chunk } of [
      { path: '/', chunk: /\/assets\/home-/ },
      { path: '/pricing/', chunk: /\/assets\/pricing-/ },
      { path: '/auth', chunk: /\/assets\/auth-/ },
    ]) {
      await openPage(page, path)
      const preloaded = await page
        .locator('head link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      expect(
        preloaded.some((href) => chunk.test(href)),
        `${path}: ${preloaded.join(' ')}`,
      ).toBe(true)
    }
    expect(errors).toEqual([])
  })

  for (const { path, name } of PUBLIC_PAGES) {
    test(`the ${name} page (${path}) renders inside the header, one main region and the footer`, async ({
      page,
    }) => {
      await openPage(page, path)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('main')).toHaveCount(1)
      await expect(page.getByRole('contentinfo')).toBeVisible()
    })
  }
})
