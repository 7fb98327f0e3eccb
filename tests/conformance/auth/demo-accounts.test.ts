import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lastRecoveryMail, openLink } from './mail'
import {
  authRequest,
  createAuthTarget,
  fragmentOf,
  isRemote,
  uniqueEmail,
  type AuthTarget,
} from './target'

// The published demo credentials of supabase/seeds/accounts.sql (and src/config/demo.ts).
const DEMO_PASSWORD = 'LexSetuDemo2026'
const DEMO_CLIENT = 'demo.client@lexsetu.in'
const DEMO_ADVOCATE = 'demo.advocate@lexsetu.in'
const APP_URL = 'http://localhost:5173/auth/callback'

const DEMO_LOCKED = {
  status: 403,
  code: 'demo_account_locked',
  message: 'Demo accounts cannot change their e-mail or password.',
}

// Hosted GoTrue answers the same database refusal with its generic 500; only the embedded
// backend promises the 403 (the credentials stay unchanged on both).
const embeddedIt = it.skipIf(isRemote)

describe('seeded demo accounts (supabase/seeds/accounts.sql, protect_demo_accounts)', () => {
  let target: AuthTarget
  beforeAll(async () => {
    target = await createAuthTarget()
  })
  afterAll(() => target.close())

  async function signInAsDemo(email = DEMO_CLIENT) {
    const client = target.client()
    const { data, error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD })
    expect(error).toBeNull()
    return { client, session: data.session! }
  }

  it.each([
    [DEMO_CLIENT, 'client', 'Demo Client', 'premium', false],
    // Verified, so that the demo client can request it.
    [DEMO_ADVOCATE, 'advocate', 'Demo Advocate', 'free', true],
  ])(
    'signs %s in with the published password and finds its %s profile',
    async (email, role, name, plan, isVerified) => {
      const { client, session } = await signInAsDemo(email)

      expect(session.user).toMatchObject({
        email,
        app_metadata: { provider: 'email', providers: ['email'], demo: true },
        user_metadata: { name, email_verified: true },
      })
      expect(session.user.identities).toHaveLength(1)
      const { data, error } = await client
        .from('users')
        .select('email, name, role, plan, is_verified')
        .eq('email', email)
        .maybeSingle()
      expect(error).toBeNull()
      expect(data).toEqual({ email, name, role, plan, is_verified: isVerified })
    },
  )

  embeddedIt(
    'refuses a new password with 403 demo_account_locked; the published one still works',
    async () => {
      const { client } = await signInAsDemo()

      const { error } = await client.auth.updateUser({
        password: 'a-visitor-password',
        current_password: DEMO_PASSWORD,
      })

      expect(error).toMatchObject(DEMO_LOCKED)
      expect((await client.auth.getUser()).error).toBeNull()
      const again = await target
        .client()
        .auth.signInWithPassword({ email: DEMO_CLIENT, password: DEMO_PASSWORD })
      expect(again.error).toBeNull()
    },
  )

  embeddedIt(
    'refuses a new e-mail with 403 demo_account_locked and keeps the address',
    async () => {
      const { client } = await signInAsDemo(DEMO_ADVOCATE)

      const { error } = await client.auth.updateUser({ email: uniqueEmail('taken-over') })

      expect(error).toMatchObject(DEMO_LOCKED)
      const { data } = await client.auth.getUser()
      expect(data.user).toMatchObject({ email: DEMO_ADVOCATE })
      expect(data.user).not.toHaveProperty('new_email')
    },
  )

  embeddedIt('refuses a new password after a recovery link too', async () => {
    await target.client().auth.resetPasswordForEmail(DEMO_CLIENT, { redirectTo: APP_URL })
    const mail = await lastRecoveryMail(target, DEMO_CLIENT, APP_URL)
    const { access_token } = fragmentOf(
      (await openLink(target, mail.link)).headers.get('location')!,
    )

    const response = await authRequest(target, '/user', {
      method: 'PUT',
      token: access_token,
      body: JSON.stringify({ password: 'recovered-by-a-visitor' }),
    })

    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ code: DEMO_LOCKED.code, message: DEMO_LOCKED.message })
    const again = await target
      .client()
      .auth.signInWithPassword({ email: DEMO_CLIENT, password: DEMO_PASSWORD })
    expect(again.error).toBeNull()
  })

  // Metadata travels in every access token: one visitor padding it would lock every later one out
  // with 431s. (The app renames through public.users.name, which stays writable.)
  embeddedIt(
    'refuses any metadata change of a demo account, so later visitors keep small tokens',
    async () => {
      const { session } = await signInAsDemo()

      for (const data of [{ pad: 'x'.repeat(20_000) }, { name: 'Curious Visitor' }]) {
        const response = await authRequest(target, '/user', {
          method: 'PUT',
          token: session.access_token,
          body: JSON.stringify({ data }),
        })
        expect(response.status).toBe(403)
        expect(await response.json()).toEqual({
          code: 'demo_account_locked',
          message: 'Demo accounts cannot change their profile data.',
        })
      }
      const next = await signInAsDemo()
      expect(next.session.user.user_metadata).toMatchObject({ name: 'Demo Client' })
      expect(next.session.access_token.length).toBeLessThan(2_000)
    },
  )

  embeddedIt(
    'treats a global or others sign-out of a demo account as local: other visitors stay in',
    async () => {
      const other = await signInAsDemo()
      for (const scope of ['global', 'others'] as const) {
        const visitor = await signInAsDemo()

        const { error } = await visitor.client.auth.signOut({ scope })

        expect(error).toBeNull()
        const { data } = await other.client.auth.getUser()
        expect(data.user?.email, scope).toBe(DEMO_CLIENT)
      }
    },
  )
})
