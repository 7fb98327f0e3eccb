import { expect, test, type Page } from '@playwright/test'
import { settle } from './fixtures'
import { createAccount } from './support/accounts'
import { admin } from './support/admin'
import { signIn } from './support/auth-screen'
import { describeAccessibility, expectNoSeriousViolations } from './support/axe'
import { requestConsultation, signedInPage, verifiedAdvocate } from './support/consultations'

/**
 * Live, not polled (Supabase Realtime): a client and an advocate, each in their own browser, see
 * each other's request, acceptance and messages without reloading, within 1 s; the bell counts
 * what happened and clears. Polling would take 3 s for messages and 30 s for the lists, so 1 s
 * passes only through Realtime.
 */
const LIVE = { timeout: 1_000 }

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ })

test.describe('live updates between two browsers', () => {
  test(
    'a request, its acceptance and the messages reach the other browser within 1 s',
    { tag: '@smoke' },
    async ({ page: client, browser }) => {
      test.setTimeout(120_000)
      const stamp = Date.now().toString(36)
      const name = `Adv. Meera Kalita ${stamp}`
      const city = `Tezpur ${stamp}`
      const advocate = await verifiedAdvocate(name, city)
      const account = await createAccount({ role: 'client', name: 'Kiran Bora' })
      await admin('grant-premium', account.email)

      // The advocate waits on their messages; the client finds them and asks.
      const advocatePage = await signedInPage(browser, advocate)
      await advocatePage.goto('/dashboard/messages')
      await expect(advocatePage.getByRole('heading', { name: 'Conversations' })).toBeVisible()
      // The operator verified the profile: the first notification.
      await expect(bell(advocatePage)).toHaveAccessibleName('Notifications, 1 unread')

      await signIn(client, account)
      await client.goto(`/advocates?city=${encodeURIComponent(city)}`)
      await client
        .getByRole('article', { name })
        .getByRole('button', { name: /Connect Now/ })
        .click()
      await requestConsultation(
        client,
        name,
        'My employer has not paid my salary for three months.',
      )
      await expect(client.getByRole('main')).toContainText('Waiting for the advocate')

      // The request appears on the advocate's open page, and the bell counts it.
      const accept = advocatePage.getByRole('button', {
        name: /^Accept the request from Kiran Bora/,
      })
      await expect(accept).toBeVisible(LIVE)
      await expect(bell(advocatePage)).toHaveAccessibleName('Notifications, 2 unread', LIVE)
      await expect(advocatePage).toHaveTitle(/^\(2\) /)

      // The acceptance reaches the client's open page.
      await accept.click()
      const conversation = client.getByRole('link', { name: new RegExp(name) })
      await expect(conversation).toBeVisible(LIVE)
      await expect(bell(client)).toHaveAccessibleName('Notifications, 1 unread', LIVE)

      // Both open the conversation; each message reaches the other within 1 s.
      await conversation.click()
      await advocatePage.getByRole('link', { name: /Kiran Bora/ }).click()
      await expect(advocatePage).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/)
      const words = `The salary slips are with me (${stamp}).`
      await client.getByLabel('Message', { exact: true }).fill(words)
      await client.getByRole('button', { name: 'Send message' }).click()
      await expect(advocatePage.getByText(words).first()).toBeVisible(LIVE)
      const reply = `Please bring your appointment letter too (${stamp}).`
      await advocatePage.getByLabel('Message', { exact: true }).fill(reply)
      await advocatePage.getByLabel('Message', { exact: true }).press('Enter')
      await expect(client.getByText(reply).first()).toBeVisible(LIVE)

      // Live, the open conversation asks nothing while nothing happens: polling asked every 3 s
      // (20 requests a minute); over 7 s it would have asked at least twice.
      const reads: string[] = []
      client.on('request', (request) => {
        if (request.url().includes('/rest/v1/messages')) reads.push(request.url())
      })
      await client.waitForTimeout(4_000)
      expect(reads).toEqual([])

      // A message read in the open conversation is not counted; the request and the verification
      // still are, until 'Mark all as read'.
      await expect(bell(advocatePage)).toHaveAccessibleName('Notifications, 2 unread')
      await bell(advocatePage).click()
      const menu = advocatePage.getByRole('menu')
      await expect(menu).toContainText('Kiran Bora asked you for a consultation.')
      await expect(menu).toContainText('Your advocate profile is verified.')
      await menu.getByRole('menuitem', { name: 'Mark all as read' }).click()
      await expect(bell(advocatePage)).toHaveAccessibleName('Notifications')
      await expect(advocatePage).not.toHaveTitle(/^\(\d+\) /)
      await advocatePage.context().close()
    },
  )
})

describeAccessibility('the notifications bell', (viewportName) => {
  test(`the open bell has no serious or critical WCAG 2.1 AA violations on ${viewportName}`, async ({
    page,
  }) => {
    await signIn(page, await createAccount({ role: 'client', name: 'Anil Deka' }))
    await page.goto('/dashboard/settings')
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible()
    await bell(page).first().click()
    await expect(page.getByRole('menu')).toContainText('You’re all caught up.')
    await settle(page)
    await expectNoSeriousViolations(page, { soft: true })
  })
})
