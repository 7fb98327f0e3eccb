import { expect, test } from '@playwright/test'
import { openPage } from './fixtures'

/** docs/PRODUCT.md §2 Footer: Platform, Company, Resources, and the two legal pages. */
const INTERNAL_LINKS = [
  ['/chatbot', '/documents', '/advocates', '/forum', '/pricing'],
  ['/about', '/careers', '/blog', '/press', '/contact'],
  ['/help', '/docs', '/success-stories', '/legal-dictionary', '/guides'],
  ['/terms-of-use', '/privacy-policy'],
].flat()

test.describe('footer', () => {
  test('links to all fifteen platform, company and resource pages and both legal pages', async ({
    page,
  }) => {
    await openPage(page, '/')
    const footer = page.getByRole('contentinfo')
    for (const href of INTERNAL_LINKS) {
      await expect(footer.locator(`a[href="${href}"]`), href).toHaveCount(1)
    }
  })

  test('has four social links that open in a new tab without access to this page', async ({
    page,
  }) => {
    await openPage(page, '/')
    const external = page.getByRole('contentinfo').locator('a[href^="http"]')
    await expect(external).toHaveCount(4)
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
      await expect(link).toHaveAccessibleName(/\S/)
    }
  })

  test('shows a copyright line with the current year', async ({ page }) => {
    await openPage(page, '/')
    const year = String(new Date().getFullYear())
    await expect(page.getByRole('contentinfo')).toContainText(new RegExp(`©\\s*${year}`))
  })

  test('its links lead to their pages inside the site', async ({ page }) => {
    await openPage(page, '/')
    const footer = page.getByRole('contentinfo')
    await footer.locator('a[href="/terms-of-use"]').click()
    await expect(page).toHaveURL('/terms-of-use')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use')

    await footer.locator('a[href="/careers"]').click()
    await expect(page).toHaveURL('/careers')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})
