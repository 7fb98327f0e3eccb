import { describe, expect, it } from 'vitest'
import { arrayElements, listLength } from './array-literal'

describe('arrayElements', () => {
  it('reads elements as array_in does, nested levels flattened', () => {
    expect(arrayElements('{a,"b,c",{d, e }}')).toEqual(['a', 'b,c', 'd', 'e'])
    expect(arrayElements(' { "x\\"y" , z\\,w } ')).toEqual(['x"y', 'z,w'])
    expect(arrayElements('[1:2]={"(a{1,20}){1,20}",b}')).toEqual(['(a{1,20}){1,20}', 'b'])
    expect(arrayElements('{}')).toEqual([])
  })

  it('refuses what array_in refuses, with its SQLSTATE', () => {
    for (const literal of ['a', '{a', '{a}b', '{"a}', '{a{b}}', '{(a{1,20})}', '{a\\']) {
      expect(() => arrayElements(literal), literal).toThrow(
        expect.objectContaining({ status: 400, code: '22P02' }),
      )
    }
  })
})

describe('listLength', () => {
  it('counts separators outside quotes', () => {
    expect(listLength('{a,"b,c",d}')).toBe(3)
    expect(listLength('[1,2,[3,4]]')).toBe(4)
    expect(listLength('{"a\\",b"}')).toBe(1)
    expect(listLength('x')).toBe(1)
  })
})
