import { expect, test } from '@playwright/test'
import { DEMO_ACCOUNTS } from '../src/config/demo'
import { createAccount } from './support/accounts'
import { askThroughApi, pdfText } from './support/assistant'
import { signIn } from './support/auth-screen'
import { DEV_URL } from './support/test-backend'

/**
 * What only `npm run dev`, the README's quick start, can break: the rest of the suite runs the
 * production build. Under the dev server the React plugin's Fast Refresh code reached the PDF
 * workers, which have no `window`, and every export failed.
 */
test.use({ baseURL: DEV_URL })

test('under the dev server, a chat exports as a PDF', async ({ page }) => {
  test.setTimeout(120_000) // the dev server compiles each module on its first request
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const account = await createAccount({ role: 'client' })
  const question = 'Police refused to register my FIR'
  const chatId = await askThroughApi(account, question)
  await signIn(page, account)
  await page.goto(`/chatbot?id=${chatId}`)
  const conversation = page.getByRole('log', { name: 'Conversation' })
  await expect(conversation.getByText(`You: ${question}`, { exact: true })).toBeVisible({
    timeout: 60_000,
  })
  const download = page.waitForEvent('download', { timeout: 60_000 })
  await page.getByRole('button', { name: 'Export PDF' }).click()
  expect(pdfText(await (await download).path())).toContain(question)
  expect(errors.filter((error) => /window is not defined|RefreshReg/.test(error))).toEqual([])
})

test('under the dev server, a document downloads as a PDF', async ({ page }) => {
  test.setTimeout(120_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  // The demo client is on Premium and has seeded drafts; a download changes none of them.
  await signIn(page, DEMO_ACCOUNTS.client)
  await page.goto('/documents')
  const recent = page.getByRole('region', { name: 'Recent Documents' })
  await recent.getByRole('link', { name: /Affidavit for change of name/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Affidavit for change of name', {
    timeout: 60_000,
  })
  const download = page.waitForEvent('download', { timeout: 60_000 })
  await page.getByRole('button', { name: 'Download PDF' }).click()
  expect(pdfText(await (await download).path())).toMatch(/AFFIDAVIT/i)
  expect(errors).toEqual([])
})
