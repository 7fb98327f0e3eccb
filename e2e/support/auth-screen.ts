import { expect, type Locator, type Page } from '@playwright/test'
import type { Role } from './accounts'

type Credentials = { email: string; password: string }

/** Opens /auth (optionally with a query such as ?redirectTo=…) and waits for the form. */
export async function openAuthScreen(page: Page, search = '') {
  await page.goto(`/auth${search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to LexSetu' })).toBeVisible()
}

/** Selects the Login or Sign Up tab and returns its panel. */
export async function openTab(page: Page, name: 'Login' | 'Sign Up'): Promise<Locator> {
  const tab = page.getByRole('tab', { name, exact: true })
  await tab.click()
  await expect(tab).toHaveAttribute('aria-selected', 'true')
  return page.getByRole('tabpanel', { name, exact: true })
}

export const emailField = (panel: Locator) => panel.getByLabel('Email', { exact: true })
export const passwordField = (panel: Locator) => panel.getByLabel('Password', { exact: true })

/** Fills the Login tab and presses Sign In (the caller checks what follows). */
export async function submitLogin(page: Page, { email, password }: Credentials) {
  const panel = await openTab(page, 'Login')
  await emailField(panel).fill(email)
  await passwordField(panel).fill(password)
  await panel.getByRole('button', { name: 'Sign In', exact: true }).click()
  return panel
}

/** Fills the Sign Up tab, picks the role and presses Create Account. */
export async function submitSignUp(
  page: Page,
  { email, password, role }: Credentials & { role: Role },
) {
  const panel = await openTab(page, 'Sign Up')
  await emailField(panel).fill(email)
  await passwordField(panel).fill(password)
  await panel.getByRole('radio', { name: role === 'client' ? /^Client\b/ : /^Advocate\b/ }).check()
  await panel.getByRole('button', { name: 'Create Account', exact: true }).click()
  return panel
}

/** Signs in through /auth and waits for the dashboard: for tests about what comes after. */
export async function signIn(page: Page, credentials: Credentials) {
  await openAuthScreen(page)
  await submitLogin(page, credentials)
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

/** The toast area (Radix names it 'Notifications'); one toast at a time (docs/PRODUCT.md §2). */
export const notifications = (page: Page) => page.getByRole('region', { name: /notifications/i })

/** A toast with exactly this title and description is on screen. */
export async function expectToast(page: Page, title: string, description: string) {
  // Each toast is an item of the region's list.
  const toast = notifications(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(description, { exact: true }) })
  await expect(toast).toBeVisible()
  await expect(toast.getByText(title, { exact: true })).toBeVisible()
}

/**
 * Signed out as far as the app can tell: a guarded page sends the visitor to sign-in.
 * Leaves the page on /auth.
 */
export async function expectSignedOut(page: Page) {
  await page.goto('/dashboard')
  await expect(page).toHaveURL((url) => url.pathname === '/auth')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to LexSetu' })).toBeVisible()
}

/** The dashboard layout's sidebar (from the lg breakpoint up; a drawer on smaller screens). */
export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' })

/** Signs out through the header's user menu (docs/PRODUCT.md §2 'User menu') and waits for it. */
export async function signOutFromUserMenu(page: Page) {
  await page.goto('/')
  const header = page.getByRole('banner')
  await header.getByRole('button', { name: 'Open user menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(header.getByRole('link', { name: 'Try Now', exact: true })).toBeVisible()
  await expect(page).toHaveURL((url) => url.pathname === '/')
}
