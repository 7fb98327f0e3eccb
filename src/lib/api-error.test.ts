// @vitest-environment node
import product from '../../docs/PRODUCT.md?raw'
import {
  classifyError,
  errorCode,
  errorMessage,
  GENERIC_ERROR,
  hasErrorCode,
  isNetworkError,
  OFFLINE_ERROR,
} from './api-error'

/** What supabase-js resolves with when fetch rejected: the TypeError's text, no code. */
const OFFLINE_RESPONSE = { code: '', message: 'TypeError: Failed to fetch', details: '', hint: '' }
const POSTING_LIMIT = {
  code: 'LS004',
  message: 'You can post at most 30 replies an hour. Please wait a while and reply again.',
}

describe('the error policy', () => {
  it('words the offline sentence exactly as docs/PRODUCT.md §8 does', () => {
    expect(product.replace(/\s+/g, ' ')).toContain(OFFLINE_ERROR)
    expect(product.replace(/\s+/g, ' ')).toContain(GENERIC_ERROR)
  })

  it('knows a request that never left the device, in each browser’s words', () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      OFFLINE_RESPONSE,
      new TypeError('NetworkError when attempting to fetch resource.'),
      new TypeError('Load failed'),
      new TypeError('Failed to fetch dynamically imported module: /assets/thread.js'),
      new TypeError('Importing a module script failed.'),
      { message: 'FetchError: request to https://api failed' },
    ])
      expect(isNetworkError(error), String(error.message)).toBe(true)
    // A fault of the app is not a connection problem.
    expect(
      isNetworkError(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBe(false)
  })

  it('classifies a failure: no connection, a refusal by its LS code, or anything else', () => {
    expect(classifyError(OFFLINE_RESPONSE)).toBe('network')
    expect(classifyError(POSTING_LIMIT)).toBe('refusal')
    expect(classifyError({ code: '23505', message: 'duplicate key value' })).toBe('unknown')
    expect(classifyError({ code: 'LSX', message: 'not one of ours' })).toBe('unknown')
    expect(classifyError('boom')).toBe('unknown')
  })

  it('says what a user reads: the refusal as written, the offline sentence, else the fallback', () => {
    expect(errorMessage(POSTING_LIMIT, GENERIC_ERROR)).toBe(POSTING_LIMIT.message)
    expect(errorMessage(OFFLINE_RESPONSE, GENERIC_ERROR)).toBe(OFFLINE_ERROR)
    expect(errorMessage({ code: '42501', message: 'permission denied' }, GENERIC_ERROR)).toBe(
      GENERIC_ERROR,
    )
    // Without a fallback, the error's own words (a busy server's 503 is written for users).
    const busy = { code: '53300', message: 'The server is busy. Wait a moment and try again.' }
    expect(errorMessage(busy)).toBe(busy.message)
  })

  it('reads the code of a Supabase error', () => {
    expect(errorCode(POSTING_LIMIT)).toBe('LS004')
    expect(errorCode(new Error('no code'))).toBe('')
    expect(errorCode({ code: 42 })).toBe('')
    expect(hasErrorCode({ code: '23505' }, '23505')).toBe(true)
    expect(hasErrorCode(null, '23505')).toBe(false)
  })
})
