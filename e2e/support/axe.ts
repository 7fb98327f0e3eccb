import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { VIEWPORTS } from '../fixtures'
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
 * Scans the page as it is now, in both themes (the theme is a class on <html>, so switching it
 * and letting the colour transitions finish shows the same screen in the other theme's colours):
 * no serious or critical WCAG 2.1 AA violation, and no element whose utility classes conflict
 * (which one wins would depend on the CSS order). `soft` records a failure and carries on, for
 * tests that scan several screens one after another.
 */
export async function expectNoSeriousViolations(page: Page, { soft = false } = {}) {
  const check = soft ? expect.soft : expect
  const startedDark = await isDark(page)
  for (const dark of [startedDark, !startedDark]) {
    await setDark(page, dark)
    // Legacy mode runs axe.run() in the page itself. The default splits the run and finishes it in
    // a new blank page, for cross-origin frames, which the app has none of; opening that page
    // doubled the time of every scan (~650 ms → ~320 ms).
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze()
    const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''))
    const theme = dark ? 'dark' : 'light'
    check(blocking.length, `axe violations (${theme}):\n${describeViolations(blocking)}`).toBe(0)
  }
  await setDark(page, startedDark)
  const classLists = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll('[class]'),
      (element) => element.getAttribute('class') ?? '',
    ),
  )
  check(findClassConflicts(classLists), 'conflicting classes').toEqual([])
}

/** Shows the page in the dark or light theme, once every colour transition has finished. */
async function setDark(page: Page, dark: boolean) {
  await page.evaluate(async (dark) => {
    document.documentElement.classList.toggle('dark', dark)
    // A transition that another replaces is cancelled: its `finished` rejects, and that is fine.
    await Promise.allSettled(document.getAnimations().map((animation) => animation.finished))
  }, dark)
}

/** Whether <html> carries the dark theme class. */
export const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'))

/**
 * The accessibility matrix of a feature: `body` declares its scans once for each viewport; each
 * scan covers both themes (expectNoSeriousViolations). The page starts in the default theme,
 * dark; e2e/theme.spec.ts proves that a stored choice of light is what a returning visitor sees.
 */
export function describeAccessibility(
  subject: string,
  body: (
    viewportName: keyof typeof VIEWPORTS,
    viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
  ) => void,
) {
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS) as [
    keyof typeof VIEWPORTS,
    (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
  ][]) {
    test.describe(`accessibility of ${subject}, ${viewport.width}×${viewport.height}`, () => {
      test.use({ viewport })
      body(viewportName, viewport)
    })
  }
}
