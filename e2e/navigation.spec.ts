import { expect, test, type Locator } from '@playwright/test'
import { openPage, VIEWPORTS } from './fixtures'

const NAV_LINKS = [
  { name: 'Home', path: '/' },
  { name: 'About', path: '/about' },
  { name: 'Pricing', path: '/pricing' },
  { name: 'Contact', path: '/contact' },
] as const

/**
 * Whether the header shows its translucent, blurred look. The header states it in
 * data-scrolled; the computed backdrop-filter confirms what is actually drawn.
 */
const isTranslucent = (header: Locator) =>
  header.evaluate(
    (el) =>
      el.getAttribute('data-scrolled') === 'true' &&
      getComputedStyle(el).backdropFilter.includes('blur'),
  )

test.describe('top navigation', () => {
  test('Home, About, Pricing and Contact open their pages', async ({ page }) => {
    await openPage(page, '/contact')
    const header = page.getByRole('banner')
    for (const { name, path } of NAV_LINKS) {
      const link = header.getByRole('link', { name, exact: true })
      await expect(link).toHaveAttribute('href', path)
      await link.click()
      await expect(page).toHaveURL(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
  })

  test('a signed-out visitor gets Try Now, which leads to sign-up', async ({ page }) => {
    await openPage(page, '/')
    const tryNow = page.getByRole('banner').getByRole('link', { name: 'Try Now', exact: true })
    await expect(tryNow).toHaveAttribute('href', '/auth')
    await tryNow.click()
    await expect(page).toHaveURL('/auth')
  })

  test('the bar turns translucent once the page is scrolled more than 10 px', async ({ page }) => {
    await openPage(page, '/')
    const header = page.getByRole('banner')
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    expect(await isTranslucent(header)).toBe(false)

    await page.evaluate(() => window.scrollTo(0, 5))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(5)
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    expect(await isTranslucent(header)).toBe(false)

    await page.evaluate(() => window.scrollTo(0, 200))
    await expect.poll(() => isTranslucent(header)).toBe(true)

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => isTranslucent(header)).toBe(false)
  })

  test('a route change scrolls the new page to the top', async ({ page }) => {
    await openPage(page, '/')
    const footer = page.getByRole('contentinfo')
    await footer.scrollIntoViewIfNeeded()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)

    await footer.locator('a[href="/pricing"]').click()
    await expect(page).toHaveURL('/pricing')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: VIEWPORTS.mobile })

  test('opens from the menu button and closes after choosing a page', async ({ page }) => {
    await openPage(page, '/')
    const header = page.getByRole('banner')
    const toggle = header.getByRole('button', { name: /menu/i })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(header.getByRole('link', { name: 'Pricing', exact: true })).toBeHidden()
    // 'Try Now' stays in the bar on phones, outside the menu.
    await expect(header.getByRole('link', { name: 'Try Now', exact: true })).toBeVisible()

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const pricing = header.getByRole('link', { name: 'Pricing', exact: true })
    await expect(pricing).toBeVisible()

    await pricing.click()
    await expect(page).toHaveURL('/pricing')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(header.getByRole('link', { name: 'Pricing', exact: true })).toBeHidden()
  })

  test('the menu button closes the open menu again', async ({ page }) => {
    await openPage(page, '/about')
    const toggle = page.getByRole('banner').getByRole('button', { name: /menu/i })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})
