import { expect, type Page } from '@playwright/test'

/** Every public page of docs/PRODUCT.md §2, plus an unknown URL that must render the 404 page. */
export const PUBLIC_PAGES = [
  { path: '/', name: 'home' },
  { path: '/about', name: 'about' },
  { path: '/pricing', name: 'pricing' },
  { path: '/contact', name: 'contact' },
  { path: '/privacy-policy', name: 'privacy policy' },
  { path: '/terms-of-use', name: 'terms of use' },
  { path: '/auth', name: 'auth' },
  { path: '/no-such-page', name: 'not found' },
] as const

export const THEME_STORAGE_KEY = 'lexsetu-theme'

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const

/**
 * Opens a route and waits until its lazily loaded page module has rendered (its h1 is
 * visible), web fonts are in and entrance animations have finished.
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await settle(page)
}

/** Waits for web fonts and for every finite animation, so nothing is caught mid-fade. */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
  })
}

/** Stores a theme before any script of the page runs, as a returning visitor would have it. */
export async function presetTheme(page: Page, theme: 'light' | 'dark' | 'system') {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    THEME_STORAGE_KEY,
    theme,
  ] as const)
}

export function pathOf(url: string) {
  return new URL(url).pathname
}
