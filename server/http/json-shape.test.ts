import { describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH, measureJson, nestsTooDeep } from './json-shape'

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

describe('measureJson', () => {
  it('counts the items of every array and the members of every object', () => {
    expect(measureJson('[1, [2, 3, 4], {"a": [], "b": {}}, "x,y]"]')).toEqual({
      depth: 3,
      topLevelItems: 4,
      widestArray: 4,
      widestObject: 2,
    })
    expect(measureJson(' [ ] ')).toMatchObject({ topLevelItems: 0, widestArray: 0 })
    expect(measureJson('[[]]')).toMatchObject({ topLevelItems: 1, widestArray: 1 })
    expect(measureJson('{"a": [1, 2]}')).toMatchObject({
      topLevelItems: undefined,
      widestArray: 2,
      widestObject: 1,
    })
  })

  it('measures the same as the parsed value, for the values of a body', () => {
    const rows = [
      { title: 'a, b', tags: ['x', '"', '\\', ']'], answers: { one: 1, two: [null, true] } },
      { title: '', tags: [], answers: {} },
    ]
    expect(measureJson(JSON.stringify(rows, null, 2))).toEqual({
      depth: 4,
      topLevelItems: 2,
      widestArray: 4,
      widestObject: 3,
    })
  })

  it('stops at the first level past MAX_JSON_DEPTH', () => {
    expect(measureJson(nested(30_000)).depth).toBe(MAX_JSON_DEPTH + 1)
  })
})
