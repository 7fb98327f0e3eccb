import { authApiError, createFakeSupabase } from '@/testing/fake-supabase'
import { AuthFlowError, getAuthFailureMessage, UNEXPECTED_ERROR_MESSAGE } from './auth-flow-error'
import { resendConfirmation, signUp } from './sign-up'

const meera = { email: 'meera@example.in', password: 'secret-1', role: 'advocate' } as const

async function failureOf(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the sign-up to fail')
}

describe('signUp', () => {
  it('signs up with the chosen role as metadata and a confirmation link back to the callback', async () => {
    const fake = createFakeSupabase()

    expect(await signUp(fake.client, meera)).toEqual({ status: 'signed-in' })

    expect(fake.auth.signUp).toHaveBeenCalledWith({
      email: meera.email,
      password: meera.password,
      options: {
        data: { role: 'advocate', locale: 'en' },
        emailRedirectTo: `${window.location.origin}/auth/callback?flow=signup`,
      },
    })
    // The server (its sign-up trigger) made the profile; the browser inserted nothing.
    expect(fake.profiles).toMatchObject([{ role: 'advocate', plan: 'free', is_verified: false }])
    expect(fake.from).not.toHaveBeenCalled()
    expect((await fake.client.auth.getSession()).data.session?.user.email).toBe(meera.email)
  })

  it('says that the e-mail must be confirmed when sign-up returns no session', async () => {
    const fake = createFakeSupabase()
    fake.failures.signUpWithoutSession = true

    expect(await signUp(fake.client, meera)).toEqual({
      status: 'confirm-email',
      email: meera.email,
    })
    expect((await fake.client.auth.getSession()).data.session).toBeNull()
  })

  it('mails the confirmation again, and says when the hourly limit is reached', async () => {
    const fake = createFakeSupabase()
    await resendConfirmation(fake.client, meera.email)
    expect(fake.auth.resend).toHaveBeenCalledWith({
      type: 'signup',
      email: meera.email,
      options: { emailRedirectTo: `${window.location.origin}/auth/callback?flow=signup` },
    })

    fake.auth.resend.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: authApiError('email rate limit exceeded', 429, 'over_email_send_rate_limit'),
    })
    const error = await failureOf(resendConfirmation(fake.client, meera.email))
    expect(getAuthFailureMessage(error)).toBe(
      'Too many e-mails were asked for this address. Please wait an hour and try again.',
    )
  })

  it('refuses a real duplicate with the server message and leaves nobody signed in', async () => {
    const fake = createFakeSupabase()
    await signUp(fake.client, meera)
    await fake.client.auth.signOut()

    const error = await failureOf(signUp(fake.client, { ...meera, role: 'client' }))

    expect(error).toBeInstanceOf(AuthFlowError)
    expect(getAuthFailureMessage(error)).toBe('User already registered')
    expect((await fake.client.auth.getSession()).data.session).toBeNull()
    expect(fake.profiles).toMatchObject([{ role: 'advocate' }])
  })

  it("refuses someone else's e-mail without revealing anything more", async () => {
    const fake = createFakeSupabase({ accounts: [{ email: meera.email, password: 'other-pass' }] })

    const error = await failureOf(signUp(fake.client, meera))

    expect(getAuthFailureMessage(error)).toBe('User already registered')
  })

  it("shows the server's message for other refusals", async () => {
    const fake = createFakeSupabase()
    fake.auth.signUp.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: Object.assign(
        authApiError('Password should be at least 6 characters.', 422, 'weak_password'),
        {
          name: 'AuthWeakPasswordError',
        },
      ),
    })

    const error = await failureOf(signUp(fake.client, meera))

    expect(getAuthFailureMessage(error)).toBe('Password should be at least 6 characters.')
  })

  it('treats an unreachable server as an unexpected error', async () => {
    const fake = createFakeSupabase()
    fake.auth.signUp.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: Object.assign(new Error('Failed to fetch'), {
        name: 'AuthRetryableFetchError',
        status: 0,
        code: undefined,
      }),
    })

    const error = await failureOf(signUp(fake.client, meera))

    expect(getAuthFailureMessage(error)).toBe(UNEXPECTED_ERROR_MESSAGE)
  })
})
