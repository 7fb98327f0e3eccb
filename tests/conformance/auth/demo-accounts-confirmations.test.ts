import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailboxOf, openLink } from './mail'
import {
  createAuthTarget,
  fragmentOf,
  isRemote,
  PASSWORD,
  uniqueEmail,
  type AuthTarget,
} from './target'

// The published demo credentials of supabase/seeds/accounts.sql (and src/config/demo.ts).
const DEMO_PASSWORD = 'LexSetuDemo2026'
const DEMO_CLIENT = 'demo.client@lexsetu.in'
const APP_URL = 'http://localhost:5173/auth/callback'

const DEMO_LOCKED = {
  status: 403,
  code: 'demo_account_locked',
  message: 'Demo accounts cannot change their e-mail or password.',
}

describe.skipIf(isRemote)('demo accounts with e-mail confirmations on', () => {
  let target: AuthTarget
  beforeAll(async () => {
    target = await createAuthTarget({ autoconfirm: false })
  })
  afterAll(() => target.close())

  it('refuses to start an e-mail change (no link is mailed)', async () => {
    const client = target.client()
    await client.auth.signInWithPassword({ email: DEMO_CLIENT, password: DEMO_PASSWORD })
    const newEmail = uniqueEmail('pending')

    const { error } = await client.auth.updateUser({ email: newEmail })

    expect(error).toMatchObject(DEMO_LOCKED)
    expect(await mailboxOf(target, newEmail)).toEqual([])
  })

  it('sends the e-mail change link of an account marked demo meanwhile back to the app with the error', async () => {
    // An ordinary account asks for a change; an operator marks it demo before the link is opened.
    const email = uniqueEmail('later-demo')
    await target.client().auth.signUp({ email, password: PASSWORD })
    await openLink(target, (await mailboxOf(target, email))[0].link!)
    const client = target.client()
    const { data: signedIn } = await client.auth.signInWithPassword({ email, password: PASSWORD })
    const newEmail = uniqueEmail('new')
    await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: APP_URL })
    await target.embedded!.db.query(
      `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"demo": true}' where id = $1`,
      [signedIn.user!.id],
    )

    const response = await openLink(target, (await mailboxOf(target, newEmail))[0].link!)

    expect(response.status).toBe(303)
    expect(fragmentOf(response.headers.get('location')!)).toMatchObject({
      error: 'access_denied',
      error_code: DEMO_LOCKED.code,
      error_description: DEMO_LOCKED.message,
    })
    expect((await client.auth.getUser()).data.user).toMatchObject({ email })
  })
})
