import { expect, type Browser, type Page } from '@playwright/test'
import { createAccount, fetchAs, type TestAccount } from './accounts'
import { admin } from './admin'
import { signIn } from './auth-screen'

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

/** The advocate fills in their profile through the API, as the profile page would save it. */
async function saveProfile(account: TestAccount, profile: Record<string, unknown>) {
  const saved = await fetchAs(account, '/rest/v1/advocate_profiles', {
    method: 'POST',
    headers: { 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify({ id: account.id, ...profile }),
  })
  if (!saved.ok) throw new Error(`profile of ${account.email}: ${await saved.text()}`)
}

/** A verified advocate in a town no seeded advocate lives in, speaking Bodo. */
export async function verifiedAdvocate(name: string, city: string) {
  const advocate = await createAccount({ role: 'advocate', name })
  await saveProfile(advocate, {
    display_name: name,
    city,
    state: 'Assam',
    languages: ['Bodo', 'Assamese', 'English'],
    bio: 'Consumer complaints and tenancy disputes in the district courts of Assam, in three languages.',
    practice_areas: ['Consumer Law', 'Property Law'],
    courts: ['Gauhati High Court'],
    enrolment_year: 2014,
    fee_inr: 900,
    bar_council_enrolment_no: 'G/1402/2014',
    state_bar_council: 'Bar Council of Assam, Nagaland, Mizoram and Arunachal Pradesh',
  })
  await admin('verify-advocate', advocate.email)
  return advocate
}

export async function signedInPage(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, account)
  return page
}
