import { expect, test, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS } from '../src/config/demo'
import { fetchAs } from './support/accounts'
import { expectToast, openAuthScreen, sidebar, signOutFromUserMenu } from './support/auth-screen'
import { requestConsultation } from './support/consultations'

/**
 * Both sides of a consultation in the demo: a visitor tries the demo as the
 * client, finds the demo advocate and requests a consultation, then switches to the demo advocate,
 * accepts the request and writes in the conversation it opens. The demo accounts are shared with
 * every other worker, so this visit finds its own request by its own words, never by a count.
 */

async function tryDemoAs(page: Page, role: 'Client' | 'Advocate') {
  await openAuthScreen(page)
  await page.getByRole('button', { name: 'Try Demo Version' }).click()
  await page.getByRole('button', { name: new RegExp(`^${role}\\b`) }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

/** The conversation of the consultation with these words, as the demo advocate reads it. */
async function conversationOf(description: string) {
  const query = new URLSearchParams({
    select: 'conversation_id',
    description: `eq.${description}`,
  })
  const cards = await fetchAs(DEMO_ACCOUNTS.advocate, `/rest/v1/consultation_cards?${query}`)
  const rows = (await cards.json()) as { conversation_id: string | null }[]
  expect(rows).toHaveLength(1)
  expect(rows[0]!.conversation_id).toMatch(/^[0-9a-f-]{36}$/)
  return rows[0]!.conversation_id!
}

test('a demo visitor requests the demo advocate as the client, then accepts it as the advocate', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36)
  const description = `My new washing machine leaks and the seller refuses a refund (${stamp}). What can I do?`
  const advocateName = 'Adv. Demo Advocate'

  // As the demo client: Find Advocates, the demo advocate's profile, Connect Now.
  await tryDemoAs(page, 'Client')
  await sidebar(page).getByRole('link', { name: 'Find Advocates' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/advocates')
  const search = page.getByLabel('Search advocates')
  await search.fill('Demo Advocate')
  await search.press('Enter')
  const card = page.getByRole('article', { name: advocateName })
  await expect(card).toContainText('Verified')
  await card.getByRole('link', { name: `View profile of ${advocateName}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: advocateName })).toBeVisible()
  await page.getByRole('button', { name: `Connect Now with ${advocateName}` }).click()

  await requestConsultation(page, advocateName, description)
  const myRequest = page.getByRole('article').filter({ hasText: description })
  await expect(myRequest).toContainText('Waiting for the advocate')

  // Switch roles: sign out, Try Demo Version, Advocate.
  await signOutFromUserMenu(page)
  await tryDemoAs(page, 'Advocate')
  await sidebar(page).getByRole('link', { name: 'Messages' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/messages')

  // The request is there, with the client's words; Accept.
  const incoming = page.getByRole('article').filter({ hasText: description })
  await expect(incoming).toContainText('Demo Client')
  await incoming.getByRole('button', { name: /^Accept the request from Demo Client/ }).click()
  await expectToast(
    page,
    'Request accepted',
    'You can now write to Demo Client under Conversations.',
  )
  await expect(incoming).toHaveCount(0)

  // The conversation it opened (found by this request, since other visitors' may be listed too).
  const conversationId = await conversationOf(description)
  const link = page
    .getByRole('link', { name: /Demo Client/ })
    .and(page.locator(`[href="/dashboard/messages/${conversationId}"]`))
  await expect(link).toContainText('No messages yet')
  await link.click()
  await expect(page).toHaveURL((url) => url.pathname === `/dashboard/messages/${conversationId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Client' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Consultation' })).toContainText('Accepted')

  const reply = `Please send me the invoice and the seller's refusal (${stamp}).`
  await page.getByLabel('Message', { exact: true }).fill(reply)
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText(reply)).toBeVisible()
  await page.reload()
  await expect(page.getByText(reply)).toBeVisible()
})
