import { expect, test } from '@playwright/test'

const GUARDED = ['/dashboard', '/chatbot', '/documents', '/advocates', '/forum', '/forum/123']

test.describe('guarded routes', () => {
  for (const path of GUARDED) {
    test(`a signed-out visitor to ${path} is sent to sign-in, remembering where they were going`, async ({
      page,
    }) => {
      await page.goto(path)
      await expect(page).toHaveURL((url) => url.pathname === '/auth')
      expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  }

  test('the home page services send a signed-out visitor to sign-in', async ({ page }) => {
    await page.goto('/#services')
    await page
      .locator('#services')
      .getByRole('link', { name: 'Sign Up to Access', exact: true })
      .first()
      .click()
    await expect(page).toHaveURL('/auth')
  })
})
