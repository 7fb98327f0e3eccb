import { expect, test, type Page } from '@playwright/test'
import { settle } from './fixtures'
import { createAccount } from './support/accounts'
import { openAuthScreen, openTab, signIn } from './support/auth-screen'
import { describeAccessibility, expectNoSeriousViolations } from './support/axe'

const heading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

/** Scans one screen as a named step; a failure is recorded and the next screens still run. */
async function scan(page: Page, screen: string, open: () => Promise<void>) {
  await test.step(screen, async () => {
    await open()
    await settle(page)
    await expectNoSeriousViolations(page, { soft: true })
  })
}

describeAccessibility('accounts', (viewportName) => {
  test(`the Sign Up tab with its validation messages, the demo role chooser and the callback error have no serious or critical WCAG 2.1 AA violations on ${viewportName}`, async ({
    page,
  }) => {
    await scan(page, 'Sign Up tab with validation messages', async () => {
      await openAuthScreen(page)
      const panel = await openTab(page, 'Sign Up')
      await panel.getByRole('button', { name: 'Create Account', exact: true }).click()
      await expect(panel.getByText('Please enter a valid email address')).toBeVisible()
    })
    await scan(page, 'demo role chooser', async () => {
      await openAuthScreen(page)
      await page.getByRole('button', { name: 'Try Demo Version' }).click()
      await heading(page, 'Choose Demo Role')
    })
    await scan(page, '/auth/callback error state', async () => {
      await page.goto('/auth/callback')
      await heading(page, 'Authentication Error')
    })
  })

  test(`a client's dashboard and settings page${viewportName === 'mobile' ? ' and the dashboard drawer' : ''} have no serious or critical WCAG 2.1 AA violations on ${viewportName}`, async ({
    page,
  }) => {
    await scan(page, 'client dashboard', async () => {
      await signIn(page, await createAccount({ role: 'client', name: 'Asha Verma' }))
      await expect(page.getByRole('main')).toContainText('Premium Feature')
    })
    await scan(page, '/dashboard/settings', async () => {
      await page.goto('/dashboard/settings')
      await heading(page, 'Settings')
    })
    if (viewportName === 'mobile') {
      await scan(page, 'dashboard drawer with its theme toggle', async () => {
        await page.getByRole('button', { name: 'Open navigation' }).click()
        await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible()
      })
    }
  })

  test(`the advocate dashboard has no serious or critical WCAG 2.1 AA violations on ${viewportName}`, async ({
    page,
  }) => {
    await scan(page, 'advocate dashboard', async () => {
      await signIn(page, await createAccount({ role: 'advocate', name: 'Vikram Singh' }))
      await heading(page, 'Welcome, Advocate')
    })
  })

  test(`the demo client dashboard with its shared-demo banner has no serious or critical WCAG 2.1 AA violations on ${viewportName}`, async ({
    page,
  }) => {
    await scan(page, 'demo client dashboard', async () => {
      await openAuthScreen(page)
      await page.getByRole('button', { name: 'Try Demo Version' }).click()
      await page.getByRole('button', { name: /^Client\b/ }).click()
      await expect(page.getByLabel('Demo account', { exact: true })).toBeVisible()
    })
  })
})
