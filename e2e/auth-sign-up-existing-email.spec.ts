import { expect, test } from '@playwright/test'
import { createAccount } from './support/accounts'
import {
  expectSignedOut,
  expectToast,
  openAuthScreen,
  signIn,
  submitSignUp,
} from './support/auth-screen'
import { canRefresh, storedSession } from './support/session'

/** Sign-up with the e-mail of a complete account: the server's message (docs/PRODUCT.md §8). */
test.describe('sign-up with a registered e-mail', () => {
  test('signing up again with a registered e-mail and its password says User already registered and stays signed out', async ({
    page,
  }) => {
    const existing = await createAccount({ name: 'Meera Iyer' })
    await openAuthScreen(page)
    await submitSignUp(page, { email: existing.email, password: existing.password, role: 'client' })

    await expectToast(page, 'Error', 'User already registered')
    await expect(page).toHaveURL((url) => url.pathname === '/auth')
    await expectSignedOut(page)
  })

  test("a sign-up with a registered e-mail and its password leaves the owner's other sessions signed in", async ({
    page: ownersDevice,
    browser,
    baseURL,
  }) => {
    const owner = await createAccount({ name: 'Lata Menon' })
    await signIn(ownersDevice, owner)
    const ownersSession = await storedSession(ownersDevice)

    const elsewhere = await browser.newContext({ baseURL })
    const page = await elsewhere.newPage()
    await openAuthScreen(page)
    await submitSignUp(page, { email: owner.email, password: owner.password, role: 'client' })
    await expectToast(page, 'Error', 'User already registered')
    await elsewhere.close()

    const refresh = await canRefresh(ownersSession?.refresh_token ?? '')
    expect(refresh.status, refresh.body).toBe(200)
  })

  test('signing up with a registered e-mail and another password says User already registered', async ({
    page,
  }) => {
    const existing = await createAccount()
    await openAuthScreen(page)
    await submitSignUp(page, {
      email: existing.email,
      password: 'a-different-password',
      role: 'advocate',
    })

    await expectToast(page, 'Error', 'User already registered')
    await expectSignedOut(page)
  })
})
