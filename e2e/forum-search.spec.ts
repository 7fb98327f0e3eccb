import { expect, test, type Page } from '@playwright/test'
import { settle, VIEWPORTS } from './fixtures'
import { createAccount, signInThroughApi, type TestAccount } from './support/accounts'
import { signIn } from './support/auth-screen'
import { expectNoSeriousViolations } from './support/axe'
import { ANON_KEY, BACKEND_URL } from './support/test-backend'

/**
 * docs/PRODUCT.md §2 'Community Forum': the forum is searched in plain words, Hinglish and Hindi
 * (the seeded threads answer), a search that finds nothing names a category to try, and 'My
 * questions' shows an asker the thread they asked once someone answers it. Axe on the new screens,
 * on a phone and a desktop.
 */
async function rest(account: TestAccount, path: string, body: unknown) {
  const { access_token } = await signInThroughApi(account)
  const response = await fetch(`${BACKEND_URL}/rest/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${access_token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`)
  return ((await response.json()) as { id: string }[])[0]!.id
}

async function search(page: Page, words: string) {
  const box = page.getByRole('searchbox', { name: 'Search discussions' })
  await box.fill(words)
  await box.press('Enter')
}

const card = (page: Page, title: RegExp) => page.getByRole('article', { name: title }).first()

async function scanBothSizes(page: Page) {
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport)
    await settle(page)
    await expectNoSeriousViolations(page, { soft: true })
  }
}

test('a client searches in plain words, Hinglish and Hindi, is offered a category, and finds the answer to their question under My questions', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const marker = `zq${Date.now().toString(36)}`
  const asker = await createAccount({ role: 'client', name: 'Farah Khan' })
  const answerer = await createAccount({ role: 'client', name: 'Vikram Rao' })
  await signIn(page, asker)
  await page.goto('/forum')
  await expect(page.getByRole('heading', { level: 1, name: 'Community Forum' })).toBeVisible()

  // No thread holds every word of the sentence ('returning'); the seeded one holds most.
  await search(page, 'landlord not returning deposit')
  await expect(page).toHaveURL(/q=landlord/)
  await expect(card(page, /Landlord is keeping my full deposit after I vacated/)).toBeVisible()
  await search(page, 'zameen kabza')
  await expect(card(page, /ancestral zameen and house/)).toBeVisible()
  await search(page, 'तलाक')
  await expect(card(page, /Mutual consent divorce/)).toBeVisible()

  // Nothing matches: the category of the words is offered, and browsing it clears the search.
  await search(page, `adoption ${marker}`)
  await expect(
    page.getByRole('heading', { name: `No discussions match “adoption ${marker}”` }),
  ).toBeVisible()
  await expect(
    page.getByText('Questions like this are usually asked under Family Law.'),
  ).toBeVisible()
  await scanBothSizes(page)
  await page.getByRole('button', { name: 'Browse Family Law' }).click()
  await expect(page).toHaveURL(/\/forum\?tag=Family\+Law$/)
  await expect(card(page, /Mutual consent divorce/)).toBeVisible()

  // My questions: empty, then the thread once it is asked and answered.
  const lists = page.getByRole('navigation', { name: 'Forum lists' })
  await lists.getByRole('link', { name: 'My questions' }).click()
  await expect(page).toHaveURL(/\/forum\?view=mine$/)
  await expect(
    page.getByRole('heading', { name: 'You have not asked or answered anything yet' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ask a question' })).toHaveAttribute(
    'href',
    '/forum/new',
  )
  await scanBothSizes(page)

  const title = `Neighbour built on my plot ${marker}`
  const threadId = await rest(asker, 'forum_threads?select=id', {
    title,
    body: 'My neighbour built a wall two feet inside my plot. What can I do about it?',
    categories: ['Property Law'],
  })
  await rest(answerer, 'forum_replies?select=id', {
    thread_id: threadId,
    body: 'Get the plot measured by the land records office first, then send a legal notice.',
  })
  await page.reload()
  const mine = page.getByRole('article', { name: title })
  await expect(mine).toBeVisible()
  await expect(mine.getByText('1 Reply')).toBeVisible()
  await scanBothSizes(page)
  await mine.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(new RegExp(`/forum/${threadId}$`))
  await expect(
    page.getByText('Get the plot measured by the land records office first'),
  ).toBeVisible()
})
