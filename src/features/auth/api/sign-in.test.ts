// @vitest-environment node
import { createFakeSupabase } from '@/testing/fake-supabase'
import { getAuthFailureMessage } from './auth-flow-error'
import { signIn } from './sign-in'

describe('signIn', () => {
  const fake = () =>
    createFakeSupabase({ accounts: [{ email: 'asha@example.in', password: 'secret-1' }] })

  it('returns the session of the right credentials', async () => {
    const { client } = fake()
    const session = await signIn(client, { email: 'asha@example.in', password: 'secret-1' })
    expect(session?.user.email).toBe('asha@example.in')
  })

  it("fails with the server's message for a wrong password", async () => {
    const { client } = fake()
    const error = await signIn(client, { email: 'asha@example.in', password: 'wrong-1' }).catch(
      (e: unknown) => e,
    )
    expect(getAuthFailureMessage(error)).toBe('Invalid login credentials')
  })
})
