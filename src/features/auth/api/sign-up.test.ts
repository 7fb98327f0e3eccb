import { authApiError, createFakeSupabase } from '@/testing/fake-supabase'
import {
  AuthFlowError,
  getAuthFailureMessage,
  PROFILE_CREATION_FAILED_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from './auth-flow-error'
import { signUp } from './sign-up'

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
  it('signs up, then creates a free, unverified profile with the chosen role', async () => {
    const fake = createFakeSupabase()

    await signUp(fake.client, meera)

    expect(fake.auth.signUp).toHaveBeenCalledWith({ email: meera.email, password: meera.password })
    expect(fake.profiles).toEqual([
      {
        id: fake.accounts[0].id,
        email: 'meera@example.in',
        name: null,
        role: 'advocate',
        plan: 'free',
        is_verified: false,
      },
    ])
    expect((await fake.client.auth.getSession()).data.session?.user.email).toBe(meera.email)
  })

  it('fails the profile step when sign-up returns no session', async () => {
    const fake = createFakeSupabase()
    fake.failures.signUpWithoutSession = true

    const error = await failureOf(signUp(fake.client, meera))

    expect(getAuthFailureMessage(error)).toBe(PROFILE_CREATION_FAILED_MESSAGE)
    expect(fake.profiles).toEqual([])
  })

  it('signs out again when the profile cannot be inserted', async () => {
    const fake = createFakeSupabase()
    fake.failures.insert = { message: 'new row violates row-level security policy' }

    const error = await failureOf(signUp(fake.client, meera))

    expect(getAuthFailureMessage(error)).toBe(PROFILE_CREATION_FAILED_MESSAGE)
    expect(fake.auth.signOut).toHaveBeenCalledTimes(1)
    expect(fake.auth.signOut).toHaveBeenCalledWith({ scope: 'local' })
    expect((await fake.client.auth.getSession()).data.session).toBeNull()
  })

  it('lets the same e-mail and password sign up again after a failed profile insert', async () => {
    const fake = createFakeSupabase()
    fake.failures.insert = { message: 'connection reset' }
    await failureOf(signUp(fake.client, meera))
    fake.failures.insert = null

    await signUp(fake.client, meera)

    expect(fake.accounts).toHaveLength(1)
    expect(fake.profiles).toMatchObject([{ id: fake.accounts[0].id, role: 'advocate' }])
    expect((await fake.client.auth.getSession()).data.session?.user.id).toBe(fake.accounts[0].id)
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
    expect(fake.profiles).toEqual([])
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
