import { AuthWeakPasswordError } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { SUPABASE_START_RATE_LIMITS } from '../../../server/config'
import {
  authRequest,
  createAuthTarget,
  isRemote,
  moveClock,
  PASSWORD,
  signedUpClient,
  uniqueEmail,
  type AuthTarget,
} from './target'

describe('updateUser (PUT /auth/v1/user), confirmations off', () => {
  let target: AuthTarget
  beforeAll(async () => {
    target = await createAuthTarget()
  })
  afterAll(() => target.close())

  it('merges user_metadata, deletes keys set to null and emits USER_UPDATED', async () => {
    const { client } = await signedUpClient(target, { first_name: 'Ann', city: 'Pune' })
    const events: string[] = []
    client.auth.onAuthStateChange((event) => void events.push(event))

    const { data, error } = await client.auth.updateUser({ data: { city: null, lang: 'hi' } })

    expect(error).toBeNull()
    expect(data.user!.user_metadata).toMatchObject({ first_name: 'Ann', lang: 'hi' })
    expect(data.user!.user_metadata).not.toHaveProperty('city')
    const { data: again } = await client.auth.getUser()
    expect(again.user!.user_metadata).toEqual(data.user!.user_metadata)
    await expect.poll(() => events).toContain('USER_UPDATED')
  })

  // Metadata travels in every access token; the cap lives in supabase/migrations (LS002).
  it.skipIf(isRemote)(
    'refuses metadata over 4 KB with 422 validation_failed, on update and on sign-up',
    async () => {
      const { session } = await signedUpClient(target)
      const update = await authRequest(target, '/user', {
        method: 'PUT',
        token: session.access_token,
        body: JSON.stringify({ data: { pad: 'x'.repeat(5_000) } }),
      })
      const signUp = await authRequest(target, '/signup', {
        method: 'POST',
        body: JSON.stringify({
          email: uniqueEmail(),
          password: PASSWORD,
          data: { pad: 'x'.repeat(5_000) },
        }),
      })

      for (const response of [update, signUp]) {
        expect(response.status).toBe(422)
        expect(await response.json()).toEqual({
          code: 'validation_failed',
          message: 'User metadata is limited to 4096 bytes.',
        })
      }
    },
  )

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const { client, email } = await signedUpClient(target)

    const { error } = await client.auth.updateUser({
      password: 'a-new-password',
      current_password: PASSWORD,
    })

    expect(error).toBeNull()
    const withNew = await target
      .client()
      .auth.signInWithPassword({ email, password: 'a-new-password' })
    const withOld = await target.client().auth.signInWithPassword({ email, password: PASSWORD })
    expect(withNew.error).toBeNull()
    expect(withOld.error).toMatchObject({ code: 'invalid_credentials' })
  })

  it('signs every other session out when the password changes', async () => {
    const { client, email } = await signedUpClient(target)
    const other = await target.client().auth.signInWithPassword({ email, password: PASSWORD })

    await client.auth.updateUser({ password: 'another-password', current_password: PASSWORD })

    expect((await client.auth.getUser()).error).toBeNull()
    const response = await authRequest(target, '/user', { token: other.data.session!.access_token })
    expect(response.status).toBe(403)
    expect((await response.json()).code).toBe('session_not_found')
  })

  it('refuses the current password with 422 same_password', async () => {
    const { client } = await signedUpClient(target)

    const { error } = await client.auth.updateUser({
      password: PASSWORD,
      current_password: PASSWORD,
    })

    expect(error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    })
  })

  it('refuses a weak new password with AuthWeakPasswordError', async () => {
    const { client } = await signedUpClient(target)

    const { error } = await client.auth.updateUser({ password: '123', current_password: PASSWORD })

    expect(error).toBeInstanceOf(AuthWeakPasswordError)
    expect(error).toMatchObject({ status: 422, reasons: ['length'] })
  })

  it.skipIf(isRemote)('applies an e-mail change at once when confirmations are off', async () => {
    const { client } = await signedUpClient(target)
    const newEmail = uniqueEmail('moved')

    const { data, error } = await client.auth.updateUser({ email: newEmail })

    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email: newEmail })
    expect(data.user).not.toHaveProperty('new_email')
    expect(data.user!.identities![0]).toMatchObject({
      email: newEmail,
      identity_data: { email: newEmail },
    })
    const signIn = await target
      .client()
      .auth.signInWithPassword({ email: newEmail, password: PASSWORD })
    expect(signIn.error).toBeNull()
  })

  it('refuses an e-mail that another user has with 422 email_exists', async () => {
    const { email: taken } = await signedUpClient(target)
    const { client } = await signedUpClient(target)

    const { error } = await client.auth.updateUser({ email: taken })

    expect(error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    })
  })

  it('refuses app_metadata from a user with 403 not_admin', async () => {
    const { session } = await signedUpClient(target)

    const response = await authRequest(target, '/user', {
      method: 'PUT',
      token: session.access_token,
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    })

    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      code: 'not_admin',
      message: 'Updating app_metadata requires admin privileges',
    })
  })
})

// UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD is on in the embedded backend; `supabase start` cannot
// set it from config.toml, so these run on the embedded backend only.
describe.skipIf(isRemote)('updateUser asks for the current password before a new one', () => {
  let target: AuthTarget
  beforeAll(async () => {
    target = await createAuthTarget()
  })
  afterAll(() => target.close())

  const CURRENT_PASSWORD_MESSAGE = 'Current password required when setting new password.'
  const stillSignsIn = async (email: string) =>
    (await target.client().auth.signInWithPassword({ email, password: PASSWORD })).error

  it('refuses a new password without the current one (400 current_password_required)', async () => {
    const { client, email } = await signedUpClient(target)

    const { error } = await client.auth.updateUser({ password: 'taken-over-password' })

    expect(error).toMatchObject({
      status: 400,
      code: 'current_password_required',
      message: CURRENT_PASSWORD_MESSAGE,
    })
    expect(await stillSignsIn(email)).toBeNull()
  })

  it('refuses a wrong current password (400 current_password_invalid); guesses count as sign-ins', async () => {
    const limited = await createAuthTarget({
      rateLimits: { ...SUPABASE_START_RATE_LIMITS, signInSignUps: 3 },
    })
    onTestFinished(() => limited.close())
    const { client, email } = await signedUpClient(limited) // sign-in budget: 1 of 3 used
    const guess = () =>
      client.auth.updateUser({ password: 'taken-over-password', current_password: 'a-guess' })

    for (let i = 0; i < 2; i++) {
      expect((await guess()).error).toMatchObject({
        status: 400,
        code: 'current_password_invalid',
        message: CURRENT_PASSWORD_MESSAGE,
      })
    }
    expect((await guess()).error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
    moveClock(limited, 5 * 60)
    const signIn = await limited.client().auth.signInWithPassword({ email, password: PASSWORD })
    expect(signIn.error).toBeNull()
  })

  it('lets a metadata-only update through without it', async () => {
    const { client } = await signedUpClient(target)

    expect((await client.auth.updateUser({ data: { lang: 'hi' } })).error).toBeNull()
  })
})
