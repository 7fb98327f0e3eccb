import { describe, expect, it } from 'vitest'
import { RestError } from '../errors'
import {
  assertRegexBounded,
  MAX_REGEX_GROUP_DEPTH,
  MAX_REGEX_LENGTH,
  MAX_REGEX_WEIGHT,
  regexWeight,
} from './regex-bounds'

function refusal(pattern: string): RestError {
  try {
    regexWeight(pattern)
  } catch (error) {
    if (error instanceof RestError) return error
    throw error
  }
  throw new Error(`${pattern} was accepted`)
}

describe('regexWeight', () => {
  it('weighs a pattern by its atoms once each {m,n} is written out', () => {
    expect(regexWeight('^the(ft|f)$')).toBe(8)
    expect(regexWeight('a{1,255}')).toBe(255)
    expect(regexWeight('(ab){3}c{2,}')).toBe(9)
    expect(regexWeight('\\d{3}-\\d{4}')).toBe(8)
    expect(regexWeight('[[:alpha:]]+ [^]a-z]{2}[]x]')).toBe(5)
    expect(regexWeight('(?:ab)+(?=c)(?!d)(?<=e)(?<!f)')).toBe(6)
    expect(regexWeight('x{ y{,5}')).toBe(8) // a brace not followed by a digit is a plain character
    expect(regexWeight('a*?b+?c??d{2}?')).toBe(5)
    expect(regexWeight('(?i)murder')).toBe(6)
    expect(regexWeight('***:(?n)ab')).toBe(2)
    expect(regexWeight('***=((((a{1,20}){1,20}){1,20})')).toBe(30) // a literal
    expect(regexWeight('(?q)(a{1,20}){1,20}')).toBe(19)
  })

  it("refuses the issue's pattern and every repeated group that repeats inside", () => {
    for (const pattern of [
      '((((a{1,20}){1,20}){1,20}){1,20})',
      '(a{1,20}){1,20}',
      '(x*){2}',
      '(x*y*z*){1,100}',
      '(a|b?){1,255}',
      '((a+)){2}',
      '(?:a+b){2,3}',
    ]) {
      expect(refusal(pattern), pattern).toMatchObject({
        status: 400,
        code: '2201B',
        message: 'regular expression is too complex',
      })
    }
    // One copy of such a group costs nothing more.
    expect(regexWeight('(x*y*z*)*(a{1,20})+((b?)c)?')).toBe(25)
  })

  it('refuses patterns past the length, nesting, repetition and weight bounds', () => {
    const tooComplex = { code: '2201B', message: 'regular expression is too complex' }
    expect(regexWeight('a'.repeat(MAX_REGEX_LENGTH))).toBe(MAX_REGEX_WEIGHT)
    expect(refusal('a'.repeat(MAX_REGEX_LENGTH + 1))).toMatchObject(tooComplex)
    const nested = (depth: number) => `${'('.repeat(depth)}a${')'.repeat(depth)}`
    expect(regexWeight(nested(MAX_REGEX_GROUP_DEPTH))).toBe(1)
    expect(refusal(nested(MAX_REGEX_GROUP_DEPTH + 1))).toMatchObject(tooComplex)
    expect(refusal('a{256}')).toMatchObject(tooComplex)
    expect(refusal('a{1,256}')).toMatchObject(tooComplex)
    expect(regexWeight('a{1,255}b{1,255}cd')).toBe(MAX_REGEX_WEIGHT)
    expect(refusal('a{1,255}b{1,255}cde')).toMatchObject(tooComplex)
  })

  it('refuses back-references and the BRE and expanded options', () => {
    for (const pattern of [
      '(a)\\1',
      '(a)(b)\\2',
      '(?b)\\(a\\{1,20\\}\\)\\{1,20\\}',
      '(?x)a{ 2 5 5 }',
    ]) {
      expect(refusal(pattern).message, pattern).toBe('regular expression is too complex')
    }
  })

  it('answers what Postgres answers for malformed patterns, without asking it', () => {
    const cases: Record<string, string> = {
      '(a': 'parentheses () not balanced',
      'a)': 'parentheses () not balanced',
      '[a': 'brackets [] not balanced',
      '[[:alpha]': 'brackets [] not balanced',
      '*a': 'quantifier operand invalid',
      'a**': 'quantifier operand invalid',
      'a|*': 'quantifier operand invalid',
      '^*': 'quantifier operand invalid',
      'a(?i)': 'quantifier operand invalid',
      'a{2,1}': 'invalid repetition count(s)',
      'a{1': 'invalid repetition count(s)',
      'a\\': 'invalid escape \\ sequence',
    }
    for (const [pattern, reason] of Object.entries(cases)) {
      expect(refusal(pattern), pattern).toMatchObject({
        status: 400,
        code: '2201B',
        message: `invalid regular expression: ${reason}`,
      })
    }
  })
})

describe('assertRegexBounded', () => {
  it('bounds the weight of all the patterns of a request together', () => {
    expect(() => assertRegexBounded(['a{1,255}', 'b{1,255}', 'cd'])).not.toThrow()
    expect(() => assertRegexBounded(['a{1,255}', 'b{1,255}', 'cde'])).toThrow(
      'regular expression is too complex',
    )
  })
})
