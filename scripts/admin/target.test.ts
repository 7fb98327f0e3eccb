import { describe, expect, it } from 'vitest'
import { DEFAULT_SERVICE_ROLE_KEY } from '../../server/env.ts'
import { operatorName, targetFromEnv, UsageError } from './target.ts'

describe('the backend the operator CLI talks to', () => {
  it('is the embedded backend with its default service role key when nothing is set', () => {
    expect(targetFromEnv({})).toEqual({
      url: 'http://127.0.0.1:54321',
      key: DEFAULT_SERVICE_ROLE_KEY,
    })
  })

  it('follows BACKEND_HOST, BACKEND_PORT and SERVICE_ROLE_KEY as the embedded backend reads them', () => {
    expect(
      targetFromEnv({
        BACKEND_HOST: 'localhost',
        BACKEND_PORT: '6000',
        SERVICE_ROLE_KEY: 'k'.repeat(40),
      }),
    ).toEqual({ url: 'http://localhost:6000', key: 'k'.repeat(40) })
    expect(targetFromEnv({ BACKEND_HOST: '0.0.0.0' }).url).toBe('http://127.0.0.1:54321')
    expect(targetFromEnv({ BACKEND_HOST: '::' }).url).toBe('http://[::1]:54321')
    expect(targetFromEnv({ BACKEND_HOST: '::1', BACKEND_PORT: '' }).url).toBe('http://[::1]:54321')
  })

  it('is any Supabase project given SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY together', () => {
    expect(
      targetFromEnv({
        SUPABASE_URL: 'https://abc.supabase.co/',
        SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_x',
        BACKEND_PORT: '6000',
      }),
    ).toEqual({ url: 'https://abc.supabase.co', key: 'sb_secret_x' })
  })

  it('refuses one of SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY without the other', () => {
    expect(() => targetFromEnv({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      new UsageError(
        'SUPABASE_URL is set but SUPABASE_SERVICE_ROLE_KEY is not: set both or neither.',
      ),
    )
    expect(() => targetFromEnv({ SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_x' })).toThrow(
      /SUPABASE_SERVICE_ROLE_KEY is set but SUPABASE_URL is not/,
    )
    // Blank counts as unset, as in server/env.ts.
    expect(targetFromEnv({ SUPABASE_URL: '', SUPABASE_SERVICE_ROLE_KEY: ' ' }).url).toBe(
      'http://127.0.0.1:54321',
    )
  })

  it('refuses a SUPABASE_URL that is not http(s), without repeating it', () => {
    const key = 'sb_secret_x'
    expect(() =>
      targetFromEnv({ SUPABASE_URL: 'abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: key }),
    ).toThrow(new UsageError('SUPABASE_URL is not a URL.'))
    expect(() =>
      targetFromEnv({ SUPABASE_URL: 'ftp://abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: key }),
    ).toThrow(UsageError)
    expect(() =>
      targetFromEnv({
        SUPABASE_URL: 'https://u:p@abc.supabase.co',
        SUPABASE_SERVICE_ROLE_KEY: key,
      }),
    ).toThrow(/must not contain a user name or password/)
  })

  it('refuses an environment the embedded backend would refuse', () => {
    expect(() => targetFromEnv({ BACKEND_PORT: 'eighty' })).toThrow(UsageError)
  })
})

describe('the operator named in the audit log', () => {
  const system = { username: () => 'asha', hostname: () => 'ops-laptop' }

  it('is LEXSETU_OPERATOR when set, else user@host', () => {
    expect(operatorName({ LEXSETU_OPERATOR: 'asha (support)' }, system)).toBe('asha (support)')
    expect(operatorName({ LEXSETU_OPERATOR: '  ' }, system)).toBe('asha@ops-laptop')
    expect(operatorName({}, system)).toBe('asha@ops-laptop')
  })

  it('falls back to $USER when the user has no passwd entry', () => {
    const noPasswd = {
      username: () => {
        throw new Error('ENOENT')
      },
      hostname: () => 'ci',
    }
    expect(operatorName({ USER: 'runner' }, noPasswd)).toBe('runner@ci')
    expect(operatorName({}, noPasswd)).toBe('unknown@ci')
  })
})
