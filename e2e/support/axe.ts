import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
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
