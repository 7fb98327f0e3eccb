import { expect, type Page } from '@playwright/test'

/**
 * Fills the open 'Connect with …' dialog (a Consumer Law matter by chat, tomorrow), sends it and
 * follows 'Go to Messages' from the confirmation.
 */
export async function requestConsultation(page: Page, advocateName: string, description: string) {
  const request = page.getByRole('dialog', { name: `Connect with ${advocateName}` })
  await request.getByLabel('Matter category').selectOption('Consumer Law')
  await request.getByLabel('Describe your matter').fill(description)
  await request.getByRole('radio', { name: 'Chat' }).check()
  const tomorrow = new Date(Date.now() + 26 * 60 * 60 * 1000)
  const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000)
  await request.getByLabel('Preferred time').fill(local.toISOString().slice(0, 16))
  await request.getByRole('button', { name: 'Send request' }).click()
  const sent = page.getByRole('dialog', { name: 'Request sent' })
  await expect(sent).toContainText(
    `${advocateName} will reply to your request. You can follow it in Messages.`,
  )
  await sent.getByRole('link', { name: 'Go to Messages' }).click()
}
