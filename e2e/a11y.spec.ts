import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { openPage, presetTheme, PUBLIC_PAGES, VIEWPORTS } from './fixtures'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const BLOCKING = new Set(['serious', 'critical'])

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

/** One line per failing node, e.g. `color-contrast (serious) main > p:nth-child(2): Fix ...`. */
function describe(violations: Violation[]) {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    )
    .join('\n')
}

for (const theme of ['dark', 'light'] as const) {
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`accessibility, ${theme} theme, ${viewport.width}×${viewport.height}`, () => {
      test.use({ viewport })

      for (const { path, name } of PUBLIC_PAGES) {
        test(`the ${name} page (${path}) has no serious or critical WCAG 2.1 AA violations on ${viewportName}`, async ({
          page,
        }) => {
          // Dark is the default with nothing stored; light is what a returning visitor chose.
          if (theme === 'light') await presetTheme(page, 'light')
          await openPage(page, path)
          expect(
            await page.evaluate(() => document.documentElement.classList.contains('dark')),
          ).toBe(theme === 'dark')

          const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
          const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''))
          expect(blocking.length, `axe violations:\n${describe(blocking)}`).toBe(0)
        })
      }
    })
  }
}
