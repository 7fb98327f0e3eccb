import {
  AUTH_STORAGE_KEY,
  getLoadedSupabase,
  hasStoredSession,
  loadSupabase,
  onSupabaseLoaded,
} from './supabase'

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === AUTH_STORAGE_KEY ? value : null),
})
const noRedirect = { hash: '', search: '' }

describe('hasStoredSession', () => {
  it('is true when supabase-js has stored a session under our key', () => {
    expect(hasStoredSession(storageWith('{"access_token":"…"}'), noRedirect)).toBe(true)
  })

  it('is false for a first-time visitor', () => {
    expect(hasStoredSession(storageWith(null), noRedirect)).toBe(false)
    expect(hasStoredSession(null, { hash: '#services', search: '?id=3' })).toBe(false)
  })

  it.each([
    { hash: '#access_token=abc&token_type=bearer', search: '' },
    {
      hash: '#error=access_denied&error_code=otp_expired&error_description=Link+expired',
      search: '',
    },
    { hash: '', search: '?code=8f2a' },
  ])('is true when the URL carries an auth redirect ($hash$search)', (location) => {
    expect(hasStoredSession(storageWith(null), location)).toBe(true)
  })
})

describe('loadSupabase', () => {
  it('creates one client, keeps its session under lexsetu-auth and tells the listeners', async () => {
    const listener = vi.fn()
    const stop = onSupabaseLoaded(listener)

    const [first, second] = await Promise.all([loadSupabase(), loadSupabase()])

    expect(first).toBe(second)
    expect(getLoadedSupabase()).toBe(first)
    expect(listener).toHaveBeenCalledExactlyOnceWith(first)
    expect(await loadSupabase()).toBe(first)
    stop()
    // @ts-expect-error storageKey is protected; the tests read it to pin where sessions live.
    expect(first.storageKey).toBe(AUTH_STORAGE_KEY)
  })
})
