// @vitest-environment node
import { createFakeSupabase } from '@/testing/fake-supabase'
import {
  CALLBACK_AUTH_FAILED_MESSAGE,
  CALLBACK_NO_SESSION_MESSAGE,
  getCallbackSession,
} from './get-callback-session'

describe('getCallbackSession', () => {
  it('succeeds when the redirect brought a session', async () => {
    const fake = createFakeSupabase({
      accounts: [{ email: 'asha@example.in', password: 'secret-1' }],
      signedInAs: 'asha@example.in',
    })
    expect(await getCallbackSession(fake.client)).toEqual({ status: 'success' })
  })

  it('reports a redirect that carried an error', async () => {
    const fake = createFakeSupabase()
    fake.auth.initialize.mockResolvedValueOnce({
      error: new Error('Email link is invalid or has expired'),
    })
    expect(await getCallbackSession(fake.client)).toEqual({
      status: 'error',
      message: CALLBACK_AUTH_FAILED_MESSAGE,
    })
  })

  it('reports a session error', async () => {
    const fake = createFakeSupabase()
    fake.auth.getSession.mockResolvedValueOnce({ data: { session: null }, error: new Error('bad') })
    expect(await getCallbackSession(fake.client)).toEqual({
      status: 'error',
      message: CALLBACK_AUTH_FAILED_MESSAGE,
    })
  })

  it('reports a missing session', async () => {
    const fake = createFakeSupabase()
    expect(await getCallbackSession(fake.client)).toEqual({
      status: 'error',
      message: CALLBACK_NO_SESSION_MESSAGE,
    })
  })
})
