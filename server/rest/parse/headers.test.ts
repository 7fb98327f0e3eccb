import { describe, expect, it } from 'vitest'
import { RestError } from '../errors'
import { contentType, negotiateMedia } from './media'
import { appliedPreferences, parsePreferences } from './prefer'
import { capRange, headerRange, topLevelRange } from './range'

const prefer = (value: string) => parsePreferences(new Headers({ prefer: value }))

describe('Prefer', () => {
  it('splits comma-joined values and keeps the first of each kind', () => {
    expect(
      prefer('resolution=merge-duplicates, return=representation,count=exact, return=minimal'),
    ).toMatchObject({
      resolution: 'merge-duplicates',
      representation: 'representation',
      count: 'exact',
      invalid: [],
    })
  })

  it('reads tx, missing, handling, timezone and max-affected, and collects unknown values', () => {
    expect(
      prefer(
        'tx=rollback, missing=default, handling=strict, timezone=Asia/Kolkata, max-affected=5, foo=bar',
      ),
    ).toEqual({
      transaction: 'rollback',
      missing: 'default',
      handling: 'strict',
      timezone: 'Asia/Kolkata',
      maxAffected: 5,
      invalid: ['foo=bar'],
    })
  })

  it('writes Preference-Applied in PostgREST order', () => {
    expect(
      appliedPreferences({
        count: 'exact',
        representation: 'representation',
        resolution: 'ignore-duplicates',
      }),
    ).toBe('resolution=ignore-duplicates, return=representation, count=exact')
    expect(appliedPreferences({})).toBeUndefined()
  })
})

describe('Accept', () => {
  it('negotiates JSON arrays, singular objects and stripped nulls', () => {
    expect(negotiateMedia(null)).toEqual({ kind: 'array', stripNulls: false })
    expect(negotiateMedia('*/*')).toEqual({ kind: 'array', stripNulls: false })
    expect(negotiateMedia('application/vnd.pgrst.object+json')).toEqual({
      kind: 'object',
      stripNulls: false,
    })
    expect(negotiateMedia('application/vnd.pgrst.array+json;nulls=stripped')).toEqual({
      kind: 'array',
      stripNulls: true,
    })
    expect(negotiateMedia('text/csv;q=0.5, application/vnd.pgrst.object+json')).toEqual({
      kind: 'object',
      stripNulls: false,
    })
  })

  it('answers 406 PGRST107 for media types it cannot produce', () => {
    expect(() => negotiateMedia('text/csv')).toThrow(RestError)
    try {
      negotiateMedia('text/csv, application/xml')
    } catch (error) {
      expect(error).toMatchObject({
        status: 406,
        code: 'PGRST107',
        message: 'None of these media types are available: text/csv, application/xml',
      })
    }
  })

  it('names the Content-Type with the charset', () => {
    expect(contentType({ kind: 'object', stripNulls: false })).toBe(
      'application/vnd.pgrst.object+json; charset=utf-8',
    )
    expect(contentType({ kind: 'array', stripNulls: false })).toBe(
      'application/json; charset=utf-8',
    )
  })
})

describe('ranges', () => {
  it('reads the Range header and ignores malformed ones', () => {
    expect(headerRange('0-9')).toEqual({ lower: 0, upper: 9 })
    expect(headerRange('5-')).toEqual({ lower: 5, upper: Infinity })
    expect(headerRange('x-9')).toEqual({ lower: 0, upper: Infinity })
  })

  it('answers 416 for Range boundaries past any row number instead of ignoring them', () => {
    for (const header of ['99999999999999999999-', '0-99999999999999999999'])
      expect(() => headerRange(header), header).toThrow(
        expect.objectContaining({ status: 416, code: 'PGRST103' }),
      )
  })

  it('narrows the header range by limit and offset, for GET only', () => {
    expect(topLevelRange('GET', '0-9', { path: [], limit: 3, offset: 2 })).toEqual({
      lower: 2,
      upper: 4,
    })
    expect(topLevelRange('HEAD', '0-1', undefined)).toEqual({ lower: 0, upper: Infinity })
    expect(topLevelRange('GET', null, { path: [], limit: 0 })).toEqual({ lower: 0, upper: -1 })
  })

  it('answers 416 for a negative limit or an inverted Range', () => {
    expect(() => topLevelRange('GET', null, { path: [], limit: -1 })).toThrow(
      expect.objectContaining({
        status: 416,
        details: 'Limit should be greater than or equal to zero.',
      }),
    )
    expect(() => topLevelRange('GET', '5-2', undefined)).toThrow(
      expect.objectContaining({
        code: 'PGRST103',
        details:
          'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      }),
    )
  })

  it('caps every response at max rows', () => {
    expect(capRange({ lower: 10, upper: Infinity }, 1000)).toEqual({ lower: 10, upper: 1009 })
  })
})
