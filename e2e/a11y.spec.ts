import { test } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe'
import { openPage, PUBLIC_PAGES, VIEWPORTS } from './fixtures'

// Each scan covers both themes (support/axe.ts).
for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`accessibility, ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    for (const { path, name } of PUBLIC_PAGES) {
      // The smoke set (npm test) checks the home page on a phone.
      const smoke = path === '/' && viewportName === 'mobile'
      test(
        `the ${name} page (${path}) has no serious or critical WCAG 2.1 AA violations on ${viewportName}`,
        { tag: smoke ? ['@smoke'] : [] },
        async ({ page }) => {
          await openPage(page, path)
          await expectNoSeriousViolations(page)
        },
      )
    }
  })
}
