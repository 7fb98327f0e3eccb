import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { DEMO_ACCOUNTS } from '../src/config/demo'
import { settle, VIEWPORTS } from './fixtures'
import { createAccount, signInThroughApi } from './support/accounts'
import { askThroughApi } from './support/assistant'
import { expectToast, signIn } from './support/auth-screen'
import { expectNoSeriousViolations } from './support/axe'

const yourData = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Your data' })

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`my data in Settings (${name})`, () => {
    test.use({ viewport })

    test('downloads a file with my chats, then deletes the account after the password', async ({
      page,
    }) => {
      const account = await createAccount({ name: 'Nisha Gupta' })
      const question = `My employer has not paid my salary for two months ${Date.now()}`
      await askThroughApi(account, question)
      await signIn(page, account)
      await page.goto('/dashboard/settings')

      const download = page.waitForEvent('download')
      await yourData(page).getByRole('button', { name: 'Download my data' }).click()
      const file = await (await download).path()
      const data = JSON.parse(readFileSync(file, 'utf8')) as {
        profile: { name: string }
        chats: { messages: { role: string; content: string }[] }[]
      }
      expect(data.profile.name).toBe('Nisha Gupta')
      expect(data.chats[0].messages.map((message) => message.role)).toEqual(['user', 'assistant'])
      expect(data.chats[0].messages[0].content).toBe(question)

      await yourData(page).getByRole('button', { name: 'Delete my account' }).click()
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
      await settle(page)
      await expectNoSeriousViolations(page, { soft: true })
      await dialog.getByLabel('Your password').fill('not-my-password')
      await dialog.getByRole('button', { name: 'Delete my account permanently' }).click()
      await expect(dialog.getByText('Your password is not correct')).toBeVisible()

      await dialog.getByLabel('Your password').fill(account.password)
      await dialog.getByRole('button', { name: 'Delete my account permanently' }).click()
      await expectToast(page, 'Account deleted', 'Your account and your data have been deleted.')
      await expect(page).toHaveURL((url) => url.pathname === '/')
      await expect(signInThroughApi(account)).rejects.toThrow(/invalid_credentials/)
    })
  })
}

test('a shared demo account downloads its data but offers no deletion', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.advocate)
  await page.goto('/dashboard/settings')
  await expect(yourData(page).getByRole('button', { name: 'Delete my account' })).toHaveCount(0)
  await expect(yourData(page)).toContainText('This is a shared demo account')
})
