import { describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH, nestsTooDeep } from './json-depth'

const nested = (depth: number, open = '[', close = ']') =>
  `${open.repeat(depth)}1${close.repeat(depth)}`

describe('nestsTooDeep', () => {
  it('allows up to MAX_JSON_DEPTH levels of arrays and objects, mixed', () => {
    expect(nestsTooDeep(nested(MAX_JSON_DEPTH))).toBe(false)
    expect(nestsTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true)
    expect(nestsTooDeep(nested(MAX_JSON_DEPTH + 1, '{"a":', '}'))).toBe(true)
    expect(nestsTooDeep(`${'[{"a":'.repeat(257)}1${'}]'.repeat(257)}`)).toBe(true)
  })

  it('counts depth, not the number of brackets', () => {
    expect(nestsTooDeep(`[${'[1],'.repeat(10_000)}[1]]`)).toBe(false)
  })

  it('skips brackets inside JSON strings, escaped quotes included', () => {
    const brackets = '['.repeat(MAX_JSON_DEPTH + 1)
    expect(nestsTooDeep(`{"a":"${brackets}"}`)).toBe(false)
    expect(nestsTooDeep(`{"a":"\\"${brackets}"}`)).toBe(false)
    expect(nestsTooDeep(`{"a":"\\\\"}${brackets}`)).toBe(true)
  })

  it('counts brackets inside quotes when asked to (query-string values)', () => {
    expect(nestsTooDeep(`("${nested(MAX_JSON_DEPTH + 1)}")`, { anywhere: true })).toBe(true)
  })
})
