// @vitest-environment node
import { LOCAL_ANON_KEY, parseEnv } from './env-schema'

describe('parseEnv', () => {
  it('defaults to the embedded backend and its well-known anon key', () => {
    expect(parseEnv({})).toEqual({
      VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
      VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    })
  })

  it('treats empty variables as not set', () => {
    expect(parseEnv({ VITE_SUPABASE_URL: '', VITE_DEMO_URL: '' })).toEqual({
      VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
      VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    })
  })

  it('keeps the values it is given and ignores unrelated variables', () => {
    expect(
      parseEnv({
        VITE_SUPABASE_URL: 'https://abc.supabase.co',
        VITE_SUPABASE_ANON_KEY: 'key',
        VITE_DEMO_URL: 'https://demo.lexsetu.in',
        MODE: 'production',
      }),
    ).toEqual({
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'key',
      VITE_DEMO_URL: 'https://demo.lexsetu.in',
    })
  })

  it("takes '/' for an API on the page's own origin (npm start), and no other relative URL", () => {
    expect(parseEnv({ VITE_SUPABASE_URL: '/' }).VITE_SUPABASE_URL).toBe('/')
    expect(() => parseEnv({ VITE_SUPABASE_URL: '/api' })).toThrow(/VITE_SUPABASE_URL/)
  })

  it('names every invalid variable', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'localhost', VITE_DEMO_URL: 'demo' })).toThrow(
      /VITE_SUPABASE_URL[\s\S]*VITE_DEMO_URL|VITE_DEMO_URL[\s\S]*VITE_SUPABASE_URL/,
    )
  })
})
