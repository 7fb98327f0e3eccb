import { expect, test, type Page } from '@playwright/test'
import { openPage, THEME_STORAGE_KEY } from './fixtures'

declare global {
  interface Window {
    __themeLog?: { darkAtBodyStart: boolean | null; darkWhileRendered: boolean[] }
  }
}

/**
 * Records, from before the first byte of HTML is parsed, whether <html> carried the `dark`
 * class when <body> was created (nothing can be painted before that) and at every moment
 * after the app first rendered into #root. MutationObserver records keep their order, so
 * the class at each moment is recovered exactly even though callbacks run later.
 */
async function recordThemeTimeline(page: Page) {
  await page.addInitScript(() => {
    const log = { darkAtBodyStart: null as boolean | null, darkWhileRendered: [] as boolean[] }
    window.__themeLog = log
    // Events in document order: a class change (with the value it replaced) or a milestone.
    const events: ({ kind: 'class'; old: string } | { kind: 'body' | 'render' })[] = []

    const flush = () => {
      const html = document.documentElement
      // The class in force right after event i is the 'old' value of the next class change,
      // or the current class if no change followed.
      const classAfter = (i: number) => {
        const next = events.slice(i + 1).find((e) => e.kind === 'class')
        return next && next.kind === 'class' ? next.old : (html?.className ?? '')
      }
      const isDark = (value: string) => value.split(/\s+/).includes('dark')
      let rendered = false
      log.darkWhileRendered = []
      events.forEach((event, i) => {
        if (event.kind === 'body' && log.darkAtBodyStart === null)
          log.darkAtBodyStart = isDark(classAfter(i))
        if (event.kind === 'render') rendered = true
        if (rendered && event.kind !== 'body') log.darkWhileRendered.push(isDark(classAfter(i)))
      })
    }

    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target === document.documentElement) {
          events.push({ kind: 'class', old: record.oldValue ?? '' })
        } else if (record.type === 'childList') {
          for (const node of record.addedNodes) {
            if (node.nodeName === 'BODY') events.push({ kind: 'body' })
          }
          if ((record.target as Element).id === 'root' && record.addedNodes.length > 0)
            events.push({ kind: 'render' })
        }
      }
      flush()
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
      attributeOldValue: true,
    })
  })
}

/** The header's theme menu: an icon button opening Light / Dark / System. */
async function chooseTheme(page: Page, name: 'Light' | 'Dark' | 'System') {
  await page.getByRole('banner').getByRole('button', { name: 'Change theme' }).click()
  const option = page.getByRole('banner').getByRole('radio', { name, exact: true })
  await option.click()
  await expect(option).toBeHidden()
}

const htmlIsDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'))

test.describe('theme', () => {
  test('a first visit with nothing stored is dark', async ({ page }) => {
    await recordThemeTimeline(page)
    await openPage(page, '/')
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull()
    expect(await htmlIsDark(page)).toBe(true)
    const log = await page.evaluate(() => window.__themeLog)
    expect(log?.darkAtBodyStart).toBe(true)
    expect(log?.darkWhileRendered).not.toContain(false)
  })

  test('choosing light is remembered across a reload without a dark flash', async ({ page }) => {
    await recordThemeTimeline(page)
    await openPage(page, '/')
    await chooseTheme(page, 'Light')
    await expect.poll(() => htmlIsDark(page)).toBe(false)
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('light')

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await htmlIsDark(page)).toBe(false)
    const log = await page.evaluate(() => window.__themeLog)
    // Light before anything could be painted, and never dark once the app was on screen.
    expect(log?.darkAtBodyStart).toBe(false)
    expect(log?.darkWhileRendered.length).toBeGreaterThan(0)
    expect(log?.darkWhileRendered).not.toContain(true)
  })

  test('choosing dark after light switches back', async ({ page }) => {
    await openPage(page, '/')
    await chooseTheme(page, 'Light')
    await expect.poll(() => htmlIsDark(page)).toBe(false)
    await chooseTheme(page, 'Dark')
    await expect.poll(() => htmlIsDark(page)).toBe(true)
  })
})
