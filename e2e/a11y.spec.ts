import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations, isDark } from './support/axe'
import { openPage, presetTheme, PUBLIC_PAGES, VIEWPORTS } from './fixtures'

for (const theme of ['dark', 'light'] as const) {
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`accessibility, ${theme} theme, ${viewport.width}×${viewport.height}`, () => {
      test.use({ viewport })

      for (const { path, name } of PUBLIC_PAGES) {
        // The smoke set (npm test) checks the home page in the default theme on a phone.
        const smoke = path === '/' && theme === 'dark' && viewportName === 'mobile'
        test(
          `the ${name} page (${path}) has no serious or critical WCAG 2.1 AA violations on ${viewportName}`,
          { tag: smoke ? ['@smoke'] : [] },
          async ({ page }) => {
            // Dark is the default with nothing stored; light is what a returning visitor chose.
            if (theme === 'light') await presetTheme(page, 'light')
            await openPage(page, path)
            expect(await isDark(page)).toBe(theme === 'dark')
            await expectNoSeriousViolations(page)
          },
        )
      }
    })
  }
}
