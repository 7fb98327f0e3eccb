import { expect, test, type Page } from '@playwright/test'
import { englishWordsIn } from '../src/testing/english-words'
import { openPage, VIEWPORTS } from './fixtures'
import { createAccount } from './support/accounts'
import { signIn } from './support/auth-screen'
import { expectNoSeriousViolations } from './support/axe'

/**
 * What a Hindi screen shows and reads aloud that is still English: labels like BNS and LexSetu
 * aside (src/testing/english-words.ts), and `names`, the people's names the screen shows.
 */
async function englishOnScreen(page: Page, names: string[] = []) {
  const { text, labels, data } = await page.evaluate(() => ({
    // People's names and words on the page (translate="no") may recur in its labels.
    data: [...document.querySelectorAll('[translate="no"]')]
      .map((element) => element.textContent)
      .join(' '),
    // Text node by text node: neighbours' words must not run together ('English' + 'LexSetu').
    // Text marked as English (lang="en…") or as not to translate (people's names, their posts,
    // translate="no") is what it is in any language.
    text: (() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      const words: string[] = []
      while (walker.nextNode()) {
        const parent = walker.currentNode.parentElement
        if (parent?.closest('[lang^="en"], [translate="no"], script, style')) continue
        words.push(walker.currentNode.textContent ?? '')
      }
      return words.join(' ')
    })(),
    labels: [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')]
      .flatMap((element) =>
        ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name)),
      )
      .join(' '),
  }))
  const known = new Set([...names, ...(data.match(/[A-Za-z]+/g) ?? [])])
  const words = englishWordsIn(`${text} ${labels} ${await page.title()}`)
  return words.filter((word) => !known.has(word))
}

const HINDI_HEADING = 'हर भारतीय के लिए क़ानूनी मदद, आसान भाषा में'

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`the home page in Hindi, ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test(
      `is Hindi throughout and has no serious WCAG 2.1 AA violations on ${viewportName}`,
      { tag: viewportName === 'mobile' ? ['@smoke'] : [] },
      async ({ page }) => {
        await openPage(page, '/hi/')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(HINDI_HEADING)
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
        await expect(page).toHaveTitle('भारत के लिए क़ानूनी मदद · LexSetu')
        expect(await englishOnScreen(page)).toEqual([])
        await expectNoSeriousViolations(page)
      },
    )
  })
}

test('the language switch opens the same page in Hindi, and the choice is remembered', async ({
  page,
}) => {
  await openPage(page, '/')
  await page.getByRole('button', { name: 'हिन्दी' }).click()
  await expect(page).toHaveURL(/\/hi\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HINDI_HEADING)

  // An English address sends a visitor who chose Hindi to its Hindi page.
  await page.goto('/about')
  await expect(page).toHaveURL(/\/hi\/about$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')

  await page.goto('/hi/')
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(HINDI_HEADING)
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
})

test.describe('a browser that asks for Hindi first', () => {
  test.use({ locale: 'hi-IN' })

  test('lands on the Hindi page until English is chosen', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/hi\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HINDI_HEADING)
  })
})

test.describe('signing up in Hindi', () => {
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    test(`the auth screen is Hindi throughout and passes axe on ${viewportName}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await openPage(page, '/hi/auth')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('LexSetu में आपका स्वागत है')
      await page.getByRole('tab', { name: 'साइन अप' }).click()
      expect(await englishOnScreen(page)).toEqual([])
      await expectNoSeriousViolations(page)
    })
  }

  test('explains a mistake in Hindi and creates the account', async ({ page }) => {
    await openPage(page, '/hi/auth')
    await page.getByRole('tab', { name: 'साइन अप' }).click()
    const form = page.getByRole('tabpanel', { name: 'साइन अप' })
    await form.getByRole('button', { name: 'खाता बनाएँ' }).click()
    await expect(form.getByText('कृपया सही ईमेल पता डालें')).toBeVisible()
    await expect(form.getByText('पासवर्ड कम से कम 6 अक्षरों का होना चाहिए')).toBeVisible()

    await form.getByLabel('ईमेल').fill(`hindi-${Date.now()}@example.com`)
    await form.getByLabel('पासवर्ड').fill('a-good-password')
    await form.getByRole('button', { name: 'खाता बनाएँ' }).click()
    await expect(page.getByText('आपका खाता बन गया!').first()).toBeVisible()
    await expect(page).toHaveURL(/\/hi\/dashboard$/)
  })
})

test.describe('the main journeys in Hindi, signed in', () => {
  const SCREENS = [
    { path: '/hi/dashboard', name: 'the dashboard' },
    { path: '/hi/chatbot', name: 'the assistant' },
    { path: '/hi/documents', name: 'the documents' },
    { path: '/hi/advocates', name: 'the advocates' },
    { path: '/hi/forum', name: 'the forum' },
  ]

  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    test(`every main screen is Hindi and passes axe on ${viewportName}`, async ({ page }) => {
      test.slow()
      await page.setViewportSize(viewport)
      await signIn(page, await createAccount({ name: 'Meera Iyer' }))
      for (const { path, name } of SCREENS) {
        await openPage(page, path)
        expect(await englishOnScreen(page, ['Meera', 'Iyer']), name).toEqual([])
        await expectNoSeriousViolations(page, { soft: true })
      }
    })
  }
})
