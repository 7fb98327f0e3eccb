import { expect, test, type Page } from '@playwright/test'
import { settle } from './fixtures'
import { createAccount } from './support/accounts'
import { askThroughApi, pdfText } from './support/assistant'
import { signIn } from './support/auth-screen'
import { describeAccessibility, expectNoSeriousViolations } from './support/axe'

/**
 * The legal assistant (docs/PRODUCT.md §2 'Chatbot', 'Client dashboard'): a question answered with
 * the sections it relies on, marked 'Not helpful' with a note, kept across a reload, continued from the dashboard's Recent Chats and
 * exported as a PDF; and the screen's accessibility on a phone and a desktop, in both themes. The
 * PDF's text is read with pdftotext (poppler-utils).
 */
const QUESTION = 'Someone took ₹50,000 promising a job'
/** The section the knowledge base gives for cheating with a false promise (BNS 318(4)). */
const CHEATING = /^BNS 318\(4\)/

const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' })
const questionBox = (page: Page) => page.getByRole('textbox', { name: 'Your question' })
const feedback = (page: Page) =>
  conversation(page).getByRole('group', { name: 'Was this reply helpful?' })
const NOTE = 'It did not say which police station to go to.'

test.describe('legal assistant', () => {
  test(
    'a client asks a question, keeps the chat across a reload, continues it from the dashboard and exports it as a PDF',
    { tag: '@smoke' },
    async ({ page }) => {
      test.setTimeout(60_000) // a sign-in, two answers' worth of loading and a PDF
      // The PDF renderer (its loader, worker and fonts) is fetched on the click, never before.
      const pdfRequests: string[] = []
      page.on('request', (request) => {
        if (/chat-pdf|NotoSansDevanagari/.test(request.url())) pdfRequests.push(request.url())
      })
      await signIn(page, await createAccount({ role: 'client', name: 'Ravi Kumar' }))
      await page.goto('/chatbot')
      await expect(
        conversation(page).getByText(
          "Hello! I'm your AI legal assistant. How can I help you today?",
        ),
      ).toBeVisible()
      await expect(page.getByRole('button', { name: 'Export PDF' })).toBeDisabled()

      await questionBox(page).fill(QUESTION)
      await questionBox(page).press('Enter')
      await expect(conversation(page).getByText(`You: ${QUESTION}`, { exact: true })).toBeVisible()
      await expect(conversation(page).getByRole('button', { name: CHEATING })).toBeVisible()
      await expect(page).toHaveURL(/\/chatbot\?id=[0-9a-f-]{36}$/)
      await expect(questionBox(page)).toBeFocused()
      const chatUrl = page.url()

      await test.step("the reply is marked 'Not helpful' with a note", async () => {
        await feedback(page).getByRole('button', { name: 'Not helpful' }).click()
        await expect(conversation(page).getByText('Thanks for your feedback')).toBeVisible()
        await conversation(page)
          .getByRole('textbox', { name: 'What was wrong or missing? (optional)' })
          .fill(NOTE)
        await conversation(page).getByRole('button', { name: 'Send feedback' }).click()
        await expect(conversation(page).getByText(NOTE)).toBeVisible()
      })

      await test.step('the chat and the feedback are kept across a reload', async () => {
        await page.reload()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(QUESTION)
        await expect(
          conversation(page).getByText(`You: ${QUESTION}`, { exact: true }),
        ).toBeVisible()
        await expect(conversation(page).getByRole('button', { name: CHEATING })).toBeVisible()
        await expect(feedback(page).getByRole('button', { name: 'Not helpful' })).toHaveAttribute(
          'aria-pressed',
          'true',
        )
        await expect(
          feedback(page).getByRole('button', { name: 'Helpful', exact: true }),
        ).toHaveAttribute('aria-pressed', 'false')
        await expect(conversation(page).getByText(NOTE)).toBeVisible()
      })

      await test.step("a citation chip opens the section's entry", async () => {
        await conversation(page).getByRole('button', { name: CHEATING }).click()
        const entry = page.getByRole('dialog', { name: CHEATING })
        await expect(entry).toBeVisible()
        await expect(entry.getByText('Old ↔ new law')).toBeVisible()
        await entry.getByRole('button', { name: 'Close' }).click()
        await expect(entry).toBeHidden()
      })

      await test.step("the dashboard's Recent Chats continues it", async () => {
        await page.goto('/dashboard')
        const recent = page.getByRole('region', { name: 'Recent Chats' })
        const row = recent.getByRole('listitem').filter({ hasText: QUESTION })
        await expect(row).toContainText('2 messages')
        await expect(recent.getByText('Sample data')).toHaveCount(0)
        await row.getByRole('link', { name: /^Continue/ }).click()
        await expect(page).toHaveURL(chatUrl)
        await expect(
          conversation(page).getByText(`You: ${QUESTION}`, { exact: true }),
        ).toBeVisible()
        await expect(conversation(page).getByRole('button', { name: CHEATING })).toBeVisible()
      })

      await test.step('Export PDF downloads the chat with the question in it', async () => {
        expect(pdfRequests).toEqual([])
        const download = page.waitForEvent('download')
        await page.getByRole('button', { name: 'Export PDF' }).click()
        const file = await download
        expect(file.suggestedFilename()).toMatch(/^lexsetu-chat-\d{4}-\d{2}-\d{2}\.pdf$/)
        const text = pdfText(await file.path())
        expect(text).toContain(QUESTION)
        expect(text).toContain('LexSetu assistant')
        expect(text).toContain('BNS 318(4)')
        expect(text).toContain('not legal advice')
        expect(pdfRequests.some((url) => /chat-pdf/.test(url))).toBe(true)
        await expect(page.getByRole('button', { name: 'Export PDF' })).toBeEnabled()
      })
    },
  )

  test("a second question asked while a new chat's first answer is coming joins that chat, after it; the law is folded under what to do", async ({
    page,
  }) => {
    test.setTimeout(60_000)
    // The test backend answers at once: hold the first answer so the second question meets it.
    let held = false
    await page.route('**/functions/v1/assistant', async (route) => {
      if (!held && route.request().method() === 'POST') {
        held = true
        await new Promise((resolve) => setTimeout(resolve, 2_000))
      }
      await route.fallback()
    })
    await signIn(page, await createAccount({ role: 'client' }))
    await page.goto('/chatbot')
    await questionBox(page).fill(QUESTION)
    await questionBox(page).press('Enter')
    await expect(conversation(page).getByText('LexSetu is typing…')).toBeVisible()
    await questionBox(page).fill('Where do I complain?')
    await questionBox(page).press('Enter')
    await expect(questionBox(page)).toHaveValue('')
    await expect(conversation(page).getByText('You: Where do I complain?')).toBeVisible()

    await expect(feedback(page)).toHaveCount(2)
    await expect(page).toHaveURL(/\/chatbot\?id=[0-9a-f-]{36}$/)
    await page.reload()
    const said = conversation(page).locator('[data-chat-item]')
    await expect(said).toHaveCount(5)
    await expect(said.nth(1)).toHaveText(`You: ${QUESTION}`)
    await expect(said.nth(3)).toHaveText('You: Where do I complain?')
    const history = page.getByRole('navigation', { name: 'Your chats' })
    await expect(history.getByRole('listitem')).toHaveCount(1)

    await test.step("the reply leads with 'What to do now'; 'The law' opens with Enter and closes with Space", async () => {
      const reply = said.nth(2)
      const todo = reply.getByRole('heading', { name: 'What to do now' })
      const law = reply
        .locator('details')
        .filter({ has: page.locator('summary', { hasText: 'The law' }) })
      const todoBox = (await todo.boundingBox())!
      const lawBox = (await law.boundingBox())!
      expect(todoBox.y).toBeLessThan(lawBox.y)
      await expect(law).not.toHaveAttribute('open')
      await expect(reply.getByRole('button', { name: CHEATING })).toBeVisible()
      await law.locator('summary').focus()
      await page.keyboard.press('Enter')
      await expect(law).toHaveAttribute('open', '')
      await expect(law.getByText(/318\(4\)/).first()).toBeVisible()
      await page.keyboard.press('Space')
      await expect(law).not.toHaveAttribute('open')
    })
  })

  test('offline, a question waits with a plain message instead of typing, and goes when the connection returns', async ({
    page,
    context,
  }) => {
    await signIn(page, await createAccount({ role: 'client' }))
    await page.goto('/chatbot')
    await expect(questionBox(page)).toBeVisible()
    await context.setOffline(true)
    await questionBox(page).fill(QUESTION)
    await questionBox(page).press('Enter')
    await expect(
      conversation(page).getByText(
        "You're offline. Your question will be sent when the connection returns.",
      ),
    ).toBeVisible()
    await expect(conversation(page).getByText(`You: ${QUESTION}`)).toBeVisible()
    await expect(conversation(page).getByText('LexSetu is typing…')).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)

    await context.setOffline(false)
    await expect(conversation(page).getByRole('button', { name: CHEATING })).toBeVisible()
    await expect(conversation(page).getByText(/You're offline/)).toHaveCount(0)
    await expect(page).toHaveURL(/\/chatbot\?id=[0-9a-f-]{36}$/)
  })

  test('a chat that is not the user’s own is not shown: the screen says it was not found', async ({
    page,
  }) => {
    const owner = await createAccount({ role: 'client' })
    const chatId = await askThroughApi(owner, 'Police refused to register my FIR')
    await signIn(page, await createAccount({ role: 'client' }))
    await page.goto(`/chatbot?id=${chatId}`)
    await expect(
      page.getByRole('heading', { level: 1, name: 'This chat was not found' }),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Start a new chat' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/chatbot' && url.search === '')
  })
})

describeAccessibility('the legal assistant', (viewportName) => {
  test(`the new chat, a chat with a reply, the section entry, the history and the delete confirmation have no serious or critical WCAG 2.1 AA violations on ${viewportName}`, async ({
    page,
  }) => {
    test.setTimeout(90_000) // five axe scans, each a few seconds on a small machine
    const account = await createAccount({ role: 'client', name: 'Meera Iyer' })
    const chatId = await askThroughApi(account, QUESTION)
    await signIn(page, account)

    const scan = async (screen: string, open: () => Promise<void>) =>
      test.step(screen, async () => {
        await open()
        await settle(page)
        await expectNoSeriousViolations(page, { soft: true })
      })

    await scan('new chat with suggested questions', async () => {
      await page.goto('/chatbot')
      await expect(
        conversation(page).getByRole('button', { name: 'Am I eligible for free legal aid?' }),
      ).toBeVisible()
    })
    if (viewportName === 'desktop') {
      const box = await conversation(page).boundingBox()
      expect(box?.height).toBe(400)
    } else {
      // The chat fills the phone's screen under the top bar: the question box is on screen.
      await expect(questionBox(page)).toBeInViewport()
    }
    await scan('chat with a reply, its citation chips and the feedback note', async () => {
      await page.goto(`/chatbot?id=${chatId}`)
      await expect(conversation(page).getByRole('button', { name: CHEATING })).toBeVisible()
      await feedback(page).getByRole('button', { name: 'Not helpful' }).click()
      await expect(
        conversation(page).getByRole('textbox', {
          name: 'What was wrong or missing? (optional)',
        }),
      ).toBeVisible()
    })
    await scan('section entry', async () => {
      await conversation(page).getByRole('button', { name: CHEATING }).click()
      await expect(page.getByRole('dialog', { name: CHEATING })).toBeVisible()
    })
    await page.keyboard.press('Escape')
    if (viewportName === 'mobile') {
      await scan('history drawer', async () => {
        await page.getByRole('button', { name: 'Your chats' }).click()
        await expect(page.getByRole('dialog', { name: 'Your chats' })).toBeVisible()
      })
    }
    await scan('delete confirmation', async () => {
      await page
        .getByRole('navigation', { name: 'Your chats' })
        .getByRole('button', { name: `Delete: ${QUESTION}` })
        .click()
      await expect(page.getByRole('alertdialog', { name: 'Delete this chat?' })).toBeVisible()
    })
  })
})
