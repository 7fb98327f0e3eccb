import { DEMO_ACCOUNTS, DEMO_ROLE_STORAGE_KEY } from '@/config/demo'
import { createFakeSupabase } from '@/testing/fake-supabase'
import { getAuthFailureMessage } from './auth-flow-error'
import { signInDemo } from './sign-in-demo'

describe('signInDemo', () => {
  afterEach(() => window.sessionStorage.clear())

  it('remembers the role for this tab and signs in to that demo account', async () => {
    const fake = createFakeSupabase({ accounts: Object.values(DEMO_ACCOUNTS) })

    const session = await signInDemo(fake.client, 'advocate')

    expect(fake.auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'demo.advocate@lexsetu.in',
      password: DEMO_ACCOUNTS.advocate.password,
    })
    expect(session?.user.email).toBe('demo.advocate@lexsetu.in')
    expect(window.sessionStorage.getItem(DEMO_ROLE_STORAGE_KEY)).toBe('advocate')
  })

  it("forgets the role and shows the server's message when the account is missing", async () => {
    const fake = createFakeSupabase()

    const error = await signInDemo(fake.client, 'client').catch((e: unknown) => e)

    expect(getAuthFailureMessage(error)).toBe('Invalid login credentials')
    expect(window.sessionStorage.getItem(DEMO_ROLE_STORAGE_KEY)).toBeNull()
  })
})
