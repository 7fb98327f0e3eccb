import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailboxOf, openLink } from './mail'
import {
  authRequest,
  createAuthTarget,
  fragmentOf,
  isRemote,
  PASSWORD,
  uniqueEmail,
  type AuthTarget,
} from './target'

const APP_URL = 'http://localhost:5173/welcome'

// A real stack runs with the project's config.toml (confirmations off), so this is embedded only.
describe.skipIf(isRemote)('e-mail confirmations on (GOTRUE_MAILER_AUTOCONFIRM=false)', () => {
  let target: AuthTarget
  beforeAll(async () => {
    target = await createAuthTarget({ autoconfirm: false })
  })
  afterAll(() => target.close())

  async function signUp(email = uniqueEmail()) {
    const { data, error } = await target.client().auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: APP_URL, data: { first_name: 'Ann' } },
    })
    expect(error).toBeNull()
    return { email, data }
  }

  it('answers sign-up with the bare user, no session, and mails a confirmation link', async () => {
    const { email, data } = await signUp()

    expect(data.session).toBeNull()
    expect(data.user).toMatchObject({
      email,
      role: 'authenticated',
      user_metadata: { email_verified: false, first_name: 'Ann' },
    })
    expect(data.user!.confirmation_sent_at).toBeDefined()
    expect(data.user).not.toHaveProperty('email_confirmed_at')
    expect(data.user!.identities).toHaveLength(1)
    const mails = await mailboxOf(target, email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ to: email, subject: 'Confirm Your Signup' })
    const link = new URL(mails[0].link!)
    expect(`${link.origin}${link.pathname}`).toBe(`${target.url}/auth/v1/verify`)
    expect(link.searchParams.get('type')).toBe('signup')
    expect(link.searchParams.get('redirect_to')).toBe(APP_URL)
  })

  it('words the e-mail in Hindi for an account that signed up in Hindi (metadata locale)', async () => {
    const email = uniqueEmail()
    const { error } = await target.client().auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: APP_URL, data: { locale: 'hi' } },
    })
    expect(error).toBeNull()
    const [mail] = await mailboxOf(target, email)
    expect(mail).toMatchObject({ subject: 'LexSetu पर अपना खाता पक्का करें' })
    expect(mail!.body).toMatch(/^अपना खाता पक्का करने के लिए यह लिंक खोलें:\nhttp/)
    expect(mail!.body).toMatch(/या यह कोड डालें: \d{6}$/)
  })

  it('refuses the password grant with 400 email_not_confirmed until the link is opened', async () => {
    const { email } = await signUp()

    const before = await target.client().auth.signInWithPassword({ email, password: PASSWORD })
    expect(before.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    })

    const [mail] = await mailboxOf(target, email)
    const response = await openLink(target, mail.link!)
    expect(response.status).toBe(303)
    const location = response.headers.get('location')!
    expect(location.startsWith(`${APP_URL}#`)).toBe(true)
    expect(fragmentOf(location)).toMatchObject({ type: 'signup', token_type: 'bearer' })

    const after = await target.client().auth.signInWithPassword({ email, password: PASSWORD })
    expect(after.error).toBeNull()
    expect(after.data.user).toMatchObject({ user_metadata: { email_verified: true } })
    expect(after.data.user!.email_confirmed_at).toBeDefined()
    expect(after.data.user!.identities![0].identity_data).toMatchObject({ email_verified: true })
  })

  it('answers a repeated sign-up of a confirmed address with an obfuscated user (identities [])', async () => {
    const { email } = await signUp()
    const [mail] = await mailboxOf(target, email)
    await openLink(target, mail.link!)
    const { data: original } = await target
      .client()
      .auth.signInWithPassword({ email, password: PASSWORD })

    const { data, error } = await target.client().auth.signUp({ email, password: 'someone-else' })

    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user).toMatchObject({ email, identities: [], app_metadata: { provider: 'email' } })
    expect(data.user!.id).not.toBe(original.user!.id)
    expect(await mailboxOf(target, email)).toHaveLength(1)
  })

  it('mails a new link when an unconfirmed address signs up again', async () => {
    const { email, data: first } = await signUp()

    const { data: second } = await signUp(email)

    expect(second.user!.id).toBe(first.user!.id)
    const mails = await mailboxOf(target, email)
    expect(mails).toHaveLength(2)
    expect(mails[0].link).not.toBe(mails[1].link)
    expect((await openLink(target, mails[0].link!)).headers.get('location')).toContain(
      'error_code=otp_expired',
    )
    expect((await openLink(target, mails[1].link!)).headers.get('location')).toContain(
      'type=signup',
    )
  })

  it('keeps the role chosen at sign-up: the profile exists before the link is opened', async () => {
    const email = uniqueEmail('advocate')
    await target.client().auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { role: 'advocate' } },
    })

    const { rows } = await target.embedded!.db.query(
      'select role, plan, is_verified from public.users where email = $1',
      [email],
    )
    expect(rows).toEqual([{ role: 'advocate', plan: 'free', is_verified: false }])
  })

  it('mails the confirmation again on resend (POST /resend type signup), to the redirect asked for', async () => {
    const { email } = await signUp()

    const { data, error } = await target
      .client()
      .auth.resend({ type: 'signup', email, options: { emailRedirectTo: `${APP_URL}?again=1` } })

    expect(error).toBeNull()
    expect(data).toMatchObject({ user: null, session: null })
    const mails = await mailboxOf(target, email)
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Confirm Your Signup',
      'Confirm Your Signup',
    ])
    expect(new URL(mails[1].link!).searchParams.get('redirect_to')).toBe(`${APP_URL}?again=1`)
    // The newest link replaces the first.
    expect((await openLink(target, mails[0].link!)).headers.get('location')).toContain(
      'otp_expired',
    )
    const opened = await openLink(target, mails[1].link!)
    expect(fragmentOf(opened.headers.get('location')!)).toHaveProperty('access_token')
  })

  it('answers resend alike for an unknown and a confirmed address, and sends nothing', async () => {
    const unknown = uniqueEmail('nobody')
    const { email: confirmed } = await signUp()
    await openLink(target, (await mailboxOf(target, confirmed))[0].link!)

    for (const email of [unknown, confirmed]) {
      const { error } = await target.client().auth.resend({ type: 'signup', email })
      expect(error).toBeNull()
    }
    expect(await mailboxOf(target, unknown)).toEqual([])
    expect(await mailboxOf(target, confirmed)).toHaveLength(1)
  })

  it('refuses a resend without a type or an address with 400 validation_failed', async () => {
    for (const [body, message] of [
      [
        { email: uniqueEmail() },
        'Missing one of these types: signup, email_change, sms, phone_change',
      ],
      [{ type: 'signup' }, 'Type provided requires an email address'],
    ] as const) {
      const response = await authRequest(target, '/resend', {
        method: 'POST',
        body: JSON.stringify(body),
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ code: 'validation_failed', message })
    }
  })

  it('asks the new address to confirm an e-mail change, then applies it', async () => {
    const { email } = await signUp()
    await openLink(target, (await mailboxOf(target, email))[0].link!)
    const client = target.client()
    await client.auth.signInWithPassword({ email, password: PASSWORD })
    const newEmail = uniqueEmail('new')

    const { data, error } = await client.auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: APP_URL },
    )

    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, new_email: newEmail })
    expect(data.user!.email_change_sent_at).toBeDefined()
    const [mail] = await mailboxOf(target, newEmail)
    expect(mail).toMatchObject({ subject: 'Confirm Email Change' })
    const response = await openLink(target, mail.link!)
    expect(fragmentOf(response.headers.get('location')!)).toMatchObject({ type: 'email_change' })
    const { data: after } = await client.auth.getUser()
    expect(after.user).toMatchObject({ email: newEmail })
    expect(after.user).not.toHaveProperty('new_email')
    expect(
      (await target.client().auth.signInWithPassword({ email: newEmail, password: PASSWORD }))
        .error,
    ).toBeNull()
  })

  it('refuses an e-mail change whose address another account took meanwhile: email_exists, not a 500', async () => {
    const { email } = await signUp()
    await openLink(target, (await mailboxOf(target, email))[0].link!)
    const client = target.client()
    await client.auth.signInWithPassword({ email, password: PASSWORD })
    const contested = uniqueEmail('contested')
    await client.auth.updateUser({ email: contested }, { emailRedirectTo: APP_URL })
    const [change] = await mailboxOf(target, contested)
    const { email: taker } = await signUp(contested)
    await openLink(target, (await mailboxOf(target, taker)).at(-1)!.link!)

    const response = await openLink(target, change.link!)

    expect(response.status).toBe(303)
    expect(fragmentOf(response.headers.get('location')!)).toMatchObject({
      error_code: 'email_exists',
    })
    expect((await client.auth.getUser()).data.user).toMatchObject({ email })
  })

  it('redirects a forged link with error_code otp_expired', async () => {
    const response = await openLink(
      target,
      `${target.url}/auth/v1/verify?token=forged&type=signup&redirect_to=${APP_URL}`,
    )

    expect(response.status).toBe(303)
    expect(fragmentOf(response.headers.get('location')!)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    })
  })
})
