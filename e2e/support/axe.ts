import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { presetTheme, VIEWPORTS } from '../fixtures'
import { findClassConflicts } from '../../src/testing/class-conflicts'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const BLOCKING = new Set(['serious', 'critical'])

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

/** One line per failing node, e.g. `color-contrast (serious) main > p:nth-child(2): Fix ...`. */
function describeViolations(violations: Violation[]) {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    )
    .join('\n')
}

/**
 * Scans the page as it is now: no serious or critical WCAG 2.1 AA violation, and no element whose
 * utility classes conflict (which one wins would depend on the CSS order). `soft` records a
 * failure and carries on, for tests that scan several screens one after another.
 */
export async function expectNoSeriousViolations(page: Page, { soft = false } = {}) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''))
  const check = soft ? expect.soft : expect
  check(blocking.length, `axe violations:\n${describeViolations(blocking)}`).toBe(0)
  const classLists = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll('[class]'),
      (element) => element.getAttribute('class') ?? '',
    ),
  )
  check(findClassConflicts(classLists), 'conflicting classes').toEqual([])
}

/** Whether <html> carries the dark theme class. */
export const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'))

/**
 * The accessibility matrix of a feature: `body` declares its scans once for each theme (dark, the
 * default with nothing stored; light, as a returning visitor chose it) and viewport, and each
 * test must end in the theme it started with.
 */
export function describeAccessibility(
  subject: string,
  body: (
    viewportName: keyof typeof VIEWPORTS,
    viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
  ) => void,
) {
  for (const theme of ['dark', 'light'] as const) {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS) as [
      keyof typeof VIEWPORTS,
      (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
    ][]) {
      test.describe(`accessibility of ${subject}, ${theme} theme, ${viewport.width}×${viewport.height}`, () => {
        test.use({ viewport })
        test.beforeEach(async ({ page }) => {
          if (theme === 'light') await presetTheme(page, 'light')
        })
        test.afterEach(async ({ page }) => {
          expect(await isDark(page)).toBe(theme === 'dark')
        })
        body(viewportName, viewport)
      })
    }
  }
}
