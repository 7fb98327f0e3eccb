import { expect, test, type Page } from '@playwright/test'
import { settle } from './fixtures'
import { createAccount, signInThroughApi, type TestAccount } from './support/accounts'
import { signIn } from './support/auth-screen'
import { describeAccessibility, expectNoSeriousViolations } from './support/axe'
import { ANON_KEY, BACKEND_URL, SERVICE_KEY } from './support/test-backend'

/**
 * The community forum (docs/PRODUCT.md §2 'Community Forum'): a client asks, a verified advocate
 * answers with the badge, the asker marks the answer helpful and votes; search and tag live in the
 * URL; an anonymous thread stays anonymous; the database's posting limits reach the screen in
 * words. Then axe on every forum screen, on a phone and a desktop, in both themes.
 */
const BODY = 'My landlord will not return the deposit of two months after I moved out in October.'

async function rest(account: TestAccount, path: string, init: RequestInit = {}) {
  const { access_token } = await signInThroughApi(account)
  const response = await fetch(`${BACKEND_URL}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${access_token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
      ...init.headers,
    },
  })
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`)
  return response.json() as Promise<{ id: string }[]>
}

/** Posts a thread as `account`, as the app would. */
async function postThread(
  account: TestAccount,
  thread: { title: string; categories: string[]; is_anonymous?: boolean; body?: string },
) {
  const [row] = await rest(account, 'forum_threads?select=id', {
    method: 'POST',
    body: JSON.stringify({ body: BODY, ...thread }),
  })
  return row!.id
}

/** What only LexSetu's operators can do: verify an advocate (service role). */
async function verifyAdvocate(account: TestAccount) {
  const response = await fetch(`${BACKEND_URL}/rest/v1/users?id=eq.${account.id}`, {
    method: 'PATCH',
    headers: {
      apikey: SERVICE_KEY,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify({ is_verified: true }),
  })
  if (!response.ok) throw new Error(`verify: HTTP ${response.status} ${await response.text()}`)
}

const word = () => `zq${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
const reply = (page: Page, author: string) =>
  page.getByRole('article', { name: `Reply by ${author}` })

test.describe('community forum', () => {
  test(
    'a client asks, a verified advocate answers with the badge, the asker marks it helpful and votes',
    { tag: '@smoke' },
    async ({ browser }) => {
      test.setTimeout(90_000)
      const marker = word()
      const asker = await createAccount({ role: 'client', name: 'Kavya Menon' })
      const advocate = await createAccount({ role: 'advocate', name: 'Adv. Rahul Bose' })
      await verifyAdvocate(advocate)

      const askerPage = await browser.newPage()
      await signIn(askerPage, asker)
      await askerPage.goto('/forum')
      await askerPage.getByRole('link', { name: 'New Thread' }).click()
      await expect(askerPage).toHaveURL(/\/forum\/new$/)
      await askerPage.getByRole('button', { name: 'Post your question' }).click()
      await expect(
        askerPage.getByText('Please write a title of at least 10 characters'),
      ).toBeVisible()
      await expect(askerPage.getByText('Please choose at least one tag')).toBeVisible()

      await askerPage.getByLabel('Title').fill(`Deposit not returned ${marker}`)
      await askerPage.getByLabel('Details').fill(BODY)
      await askerPage.getByRole('checkbox', { name: 'Property Law' }).check()
      // The draft survives a reload.
      await askerPage.reload()
      await expect(askerPage.getByLabel('Title')).toHaveValue(`Deposit not returned ${marker}`)
      await expect(askerPage.getByRole('checkbox', { name: 'Property Law' })).toBeChecked()
      await askerPage.getByRole('button', { name: 'Post your question' }).click()
      await expect(askerPage).toHaveURL(/\/forum\/[0-9a-f-]{36}$/)
      await expect(
        askerPage.getByRole('heading', { level: 1, name: `Deposit not returned ${marker}` }),
      ).toBeVisible()
      const threadUrl = askerPage.url()

      const advocatePage = await browser.newPage()
      await signIn(advocatePage, advocate)
      await advocatePage.goto(threadUrl)
      const box = advocatePage.getByRole('textbox', { name: 'Your Reply' })
      await expect(advocatePage.getByRole('button', { name: 'Post Reply' })).toBeDisabled()
      await box.fill('Send a written demand first; then a legal notice.')
      await advocatePage.getByRole('button', { name: 'Post Reply' }).click()
      await expect(reply(advocatePage, 'Adv. Rahul Bose')).toBeVisible()
      await expect(advocatePage.getByRole('heading', { name: '1 Reply' })).toBeVisible()

      await askerPage.reload()
      const answer = reply(askerPage, 'Adv. Rahul Bose')
      await expect(answer.getByText('Verified Advocate')).toBeVisible()
      await answer.getByRole('button', { name: 'Mark as helpful' }).click()
      await expect(answer.getByText('Helpful answer')).toBeVisible()
      const upvote = answer.getByRole('button', { name: /^Upvote the reply by Adv\. Rahul Bose/ })
      await upvote.click()
      await expect(upvote).toHaveAttribute('aria-pressed', 'true')
      await expect(upvote).toHaveAccessibleName('Upvote the reply by Adv. Rahul Bose, 1 upvote')
      // Stored, not only shown: after a reload the vote and the helpful mark are still there.
      await askerPage.reload()
      await expect(upvote).toHaveAttribute('aria-pressed', 'true')
      await expect(answer.getByText('Helpful answer')).toBeVisible()
      await upvote.click()
      await expect(upvote).toHaveAccessibleName('Upvote the reply by Adv. Rahul Bose, 0 upvotes')
      // Nobody upvotes their own question.
      await expect(askerPage.getByRole('button', { name: /^Upvote the question/ })).toHaveAttribute(
        'title',
        'You cannot upvote your own post',
      )
    },
  )

  test('search and tag are read from the URL, survive a reload, and clicking the active tag clears it', async ({
    page,
  }) => {
    const marker = word()
    const author = await createAccount({ role: 'client', name: 'Sunil Rao' })
    await postThread(author, { title: `Cheque bounced ${marker}`, categories: ['Civil Law'] })
    await postThread(author, { title: `Dowry demand ${marker}`, categories: ['Family Law'] })
    await signIn(page, await createAccount({ role: 'client' }))

    await page.goto(`/forum?q=${marker}&tag=Family+Law`)
    const list = page.getByRole('main')
    await expect(list.getByRole('link', { name: `Dowry demand ${marker}` })).toBeVisible()
    await expect(list.getByRole('link', { name: `Cheque bounced ${marker}` })).toHaveCount(0)
    await expect(page.getByRole('searchbox', { name: 'Search discussions' })).toHaveValue(marker)
    await page.reload()
    const tag = page
      .getByRole('group', { name: 'Filter by tag' })
      .getByRole('button', { name: 'Family Law' })
    await expect(tag).toHaveAttribute('aria-pressed', 'true')
    await tag.click()
    await expect(page).toHaveURL((url) => url.searchParams.get('tag') === null)
    await expect(list.getByRole('link', { name: `Cheque bounced ${marker}` })).toBeVisible()

    await page.goto(`/forum?q=${marker}nothing`)
    await expect(page.getByRole('heading', { name: /No discussions match/ })).toBeVisible()
  })

  test('an anonymous thread shows Anonymous to others and its asker’s own name only to the asker', async ({
    browser,
  }) => {
    const marker = word()
    const asker = await createAccount({ role: 'client', name: 'Hidden Person' })
    const id = await postThread(asker, {
      title: `Husband threatens me ${marker}`,
      categories: ['Family Law'],
      is_anonymous: true,
    })
    const other = await browser.newPage()
    await signIn(other, await createAccount({ role: 'client' }))
    await other.goto(`/forum/${id}`)
    await expect(
      other.getByRole('heading', { level: 1, name: `Husband threatens me ${marker}` }),
    ).toBeVisible()
    await expect(other.getByText('Anonymous').first()).toBeVisible()
    await expect(other.getByText('Hidden Person')).toHaveCount(0)

    const own = await browser.newPage()
    await signIn(own, asker)
    await own.goto(`/forum/${id}`)
    await expect(own.getByText('(you; others see Anonymous)')).toBeVisible()
  })

  test('the posting limits reach the screen in words, and nothing typed is lost', async ({
    page,
  }) => {
    const busy = await createAccount({ role: 'client', name: 'Busy Poster' })
    let threadId = ''
    for (let i = 1; i <= 5; i++) {
      threadId = await postThread(busy, {
        title: `Question number ${i} on rent`,
        categories: ['Civil Law'],
      })
    }
    await signIn(page, busy)
    await page.goto('/forum/new')
    await page.getByLabel('Title').fill('The sixth question on rent')
    await page.getByLabel('Details').fill(BODY)
    await page.getByRole('checkbox', { name: 'Civil Law' }).check()
    await page.getByRole('button', { name: 'Post your question' }).click()
    await expect(
      page
        .getByText('You can start at most 5 threads an hour. Please wait a while and post again.')
        .first(),
    ).toBeVisible()
    await expect(page.getByLabel('Title')).toHaveValue('The sixth question on rent')

    await rest(busy, 'forum_replies?select=id', {
      method: 'POST',
      body: JSON.stringify(
        Array.from({ length: 30 }, (_, i) => ({ thread_id: threadId, body: `Update ${i + 1}` })),
      ),
    })
    await page.goto(`/forum/${threadId}`)
    await page.getByRole('textbox', { name: 'Your Reply' }).fill('One more update')
    await page.getByRole('button', { name: 'Post Reply' }).click()
    await expect(
      page
        .getByText('You can post at most 30 replies an hour. Please wait a while and reply again.')
        .first(),
    ).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Your Reply' })).toHaveValue('One more update')
  })
})

describeAccessibility('the forum', (viewportName) => {
  test(`the list, the new-thread form with errors and a thread with a verified answer have no serious or critical WCAG 2.1 AA violations on ${viewportName}`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const asker = await createAccount({ role: 'client', name: 'Anita Das' })
    const advocate = await createAccount({ role: 'advocate', name: 'Adv. Leela Pillai' })
    await verifyAdvocate(advocate)
    const id = await postThread(asker, {
      title: 'Can my employer hold back my last salary?',
      categories: ['Civil Law', 'Constitutional Law'],
    })
    await rest(advocate, 'forum_replies?select=id', {
      method: 'POST',
      body: JSON.stringify({
        thread_id: id,
        body: 'No: wages must be paid; write to the employer first.',
      }),
    })
    await signIn(page, asker)

    const scan = async (screen: string, open: () => Promise<void>) =>
      test.step(screen, async () => {
        await open()
        await settle(page)
        await expectNoSeriousViolations(page, { soft: true })
      })

    await scan('the forum list', async () => {
      await page.goto('/forum')
      await expect(page.getByRole('heading', { level: 1, name: 'Community Forum' })).toBeVisible()
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: 'Can my employer hold back my last salary?' })
          // The four runs of this test share the backend, each posting this thread.
          .first(),
      ).toBeVisible()
    })
    await scan('the new-thread form with its errors', async () => {
      await page.goto('/forum/new')
      await page.getByRole('button', { name: 'Post your question' }).click()
      await expect(page.getByText('Please choose at least one tag')).toBeVisible()
    })
    await scan('a thread with a verified advocate’s answer', async () => {
      await page.goto(`/forum/${id}`)
      await expect(reply(page, 'Adv. Leela Pillai').getByText('Verified Advocate')).toBeVisible()
    })
  })
})
