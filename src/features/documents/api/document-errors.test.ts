// @vitest-environment node
import { GENERIC_ERROR, OFFLINE_ERROR } from '@/lib/api-error'
import { DocumentConflictError, isPremiumRefusal, toDocumentError } from './document-errors'

/** supabase-js turns a fetch that never reached the server into this. */
const NETWORK_ERROR = {
  message: 'TypeError: Failed to fetch',
  details: 'TypeError: Failed to fetch',
  code: '',
}

describe('toDocumentError', () => {
  it('keeps a refusal’s message, explains a lost connection, hides the rest', () => {
    expect(
      toDocumentError({ code: 'LS022', message: 'You have 200 saved documents…' }),
    ).toMatchObject({ message: 'You have 200 saved documents…', isPermanent: true })
    expect(toDocumentError(NETWORK_ERROR)).toMatchObject({
      message: OFFLINE_ERROR,
      isPermanent: false,
    })
    expect(
      toDocumentError(new TypeError('Failed to fetch dynamically imported module')),
    ).toMatchObject({ message: OFFLINE_ERROR })
    expect(toDocumentError({ code: '22P02', message: 'invalid input syntax' })).toMatchObject({
      message: GENERIC_ERROR,
      isPermanent: true,
    })
  })

  it('passes a conflict through, and spots the plan refusal', () => {
    const conflict = new DocumentConflictError('d1')
    expect(toDocumentError(conflict)).toBe(conflict)
    expect(isPremiumRefusal({ code: 'LS021', message: '' })).toBe(true)
    expect(isPremiumRefusal({ code: 'LS022', message: '' })).toBe(false)
  })
})
