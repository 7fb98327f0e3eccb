import { RestError } from '../errors'

/**
 * Bounds on the regular expressions of `match` / `imatch` filters, checked before any SQL.
 * Postgres compiles a pattern into an automaton, copying an atom once per allowed repetition:
 * `((((a{1,20}){1,20}){1,20}){1,20})` asks for 160,000 copies; Postgres gives up with 2201B,
 * PGlite's WebAssembly engine broke its connection instead, stalling every user. Measured on
 * PGlite: copies of a group that itself repeats are what costs ((x*){1,255} 0.2 s, (x*y*z*){1,100}
 * 2 s to compile), so those are refused; otherwise the work follows the pattern's size once every
 * `{m,n}` is written out (its weight: 4 × [a-z]{0,250} took 0.7–2 s to match a small table), so the
 * weight of all patterns of a request is bounded. Back-references are refused: they are what makes
 * Postgres match by backtracking instead of with its automaton.
 */
export const MAX_REGEX_LENGTH = 512
export const MAX_REGEX_GROUP_DEPTH = 8
/** Postgres's own cap on a repetition count (DUPMAX). */
const MAX_REGEX_REPEAT = 255
/** For all the patterns of one request together. */
export const MAX_REGEX_WEIGHT = 512

export const REGEX_HINT =
  `A request's regular expressions (match, imatch) may have up to ${MAX_REGEX_LENGTH} ` +
  `characters each, ${MAX_REGEX_GROUP_DEPTH} nested groups and ${MAX_REGEX_WEIGHT} atoms in all ` +
  `once each {m,n} is written out: a{1,255} is allowed, a repeated group that repeats inside, ` +
  `such as (a+){2} or (a{1,20}){1,20}, is not; nor are back-references or the embedded options b and x.`

const tooComplex = () =>
  new RestError(400, '2201B', 'regular expression is too complex', null, REGEX_HINT)
/** Postgres's own words for a pattern it cannot parse (regerror.c), with its SQLSTATE. */
const invalid = (reason: string) =>
  new RestError(400, '2201B', `invalid regular expression: ${reason}`)

const BAD_BRACKETS = 'brackets [] not balanced'
const BAD_PARENTHESES = 'parentheses () not balanced'
const BAD_COUNT = 'invalid repetition count(s)'
const BAD_QUANTIFIER = 'quantifier operand invalid'

/** An atom a quantifier may repeat: its weight, and whether it is a group holding a quantifier. */
type Operand = { weight: number; holdsQuantifier: boolean }

type Frame = { weight: number; holdsQuantifier: boolean; operand: Operand | undefined }

/** The index just past the bracket expression that opens at `start` (`[`). */
function bracketEnd(pattern: string, start: number): number {
  let i = start + 1
  if (pattern[i] === '^') i++
  if (pattern[i] === ']') i++
  for (; i < pattern.length; i++) {
    const char = pattern[i]
    if (char === ']') return i + 1
    if (char === '\\') i++
    else if (char === '[' && ':.='.includes(pattern[i + 1] ?? '')) {
      const close = pattern.indexOf(`${pattern[i + 1]}]`, i + 2)
      if (close < 0) throw invalid(BAD_BRACKETS)
      i = close + 1
    }
  }
  throw invalid(BAD_BRACKETS)
}

/** `{m}`, `{m,}` or `{m,n}` at `start`: how many copies it makes, and where it ends. */
function bound(pattern: string, start: number): { copies: number; end: number } {
  const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(start, start + 16))
  if (!match) throw invalid(BAD_COUNT)
  const min = Number(match[1])
  const max = match[2] === undefined ? min : match[3] === '' ? min + 1 : Number(match[3])
  if (min > MAX_REGEX_REPEAT || max > MAX_REGEX_REPEAT) throw tooComplex()
  if (min > max) throw invalid(BAD_COUNT)
  return { copies: Math.max(1, max), end: start + match[0].length }
}

/** The pattern after a leading `***:` director and `(?flags)`; undefined when it is literal. */
function advancedBody(pattern: string): string | undefined {
  if (pattern.startsWith('***=')) return undefined
  const body = pattern.startsWith('***:') ? pattern.slice(4) : pattern
  const options = /^\(\?([a-z]*)\)/.exec(body)
  if (!options) return body
  if (/[bx]/.test(options[1])) throw tooComplex()
  return options[1].includes('q') ? undefined : body.slice(options[0].length)
}

/**
 * How many atoms `pattern` compiles to once bounded repetitions are written out; throws 2201B
 * when it passes a bound above, or when Postgres would refuse it as malformed anyway.
 */
export function regexWeight(pattern: string): number {
  if (pattern.length > MAX_REGEX_LENGTH) throw tooComplex()
  const body = advancedBody(pattern)
  if (body === undefined) return pattern.length
  const stack: Frame[] = [{ weight: 0, holdsQuantifier: false, operand: undefined }]
  const top = () => stack[stack.length - 1]
  const atom = (weight: number, { quantifiable = true, holdsQuantifier = false } = {}) => {
    top().weight += weight
    top().holdsQuantifier ||= holdsQuantifier
    top().operand = quantifiable ? { weight, holdsQuantifier } : undefined
  }
  // Copies of a group that repeats inside are what blew up: (x*){1,255} or (x*y*z*){1,100}
  // took from 0.2 to 2 s to compile on PGlite, against a few ms for a{1,255}.
  const repeat = (copies: number) => {
    const frame = top()
    if (frame.operand === undefined) throw invalid(BAD_QUANTIFIER)
    if (copies > 1 && frame.operand.holdsQuantifier) throw tooComplex()
    frame.weight += frame.operand.weight * (copies - 1)
    frame.holdsQuantifier = true
    frame.operand = undefined
  }
  for (let i = 0; i < body.length; ) {
    const char = body[i]
    if (char === '\\') {
      const next = body[i + 1]
      if (next === undefined) throw invalid('invalid escape \\ sequence')
      if (next >= '1' && next <= '9') throw tooComplex()
      atom(1)
      i += 2
    } else if (char === '[') {
      atom(1)
      i = bracketEnd(body, i)
    } else if (char === '(') {
      if (stack.length > MAX_REGEX_GROUP_DEPTH) throw tooComplex()
      const group = /^\(\?(:|=|!|<=|<!)/.exec(body.slice(i, i + 4))
      if (body[i + 1] === '?' && !group) throw invalid(BAD_QUANTIFIER)
      stack.push({ weight: 0, holdsQuantifier: false, operand: undefined })
      i += group ? group[0].length : 1
    } else if (char === ')') {
      if (stack.length === 1) throw invalid(BAD_PARENTHESES)
      const group = stack.pop()!
      atom(Math.max(1, group.weight), { holdsQuantifier: group.holdsQuantifier })
      i++
    } else if (char === '|') {
      top().operand = undefined
      i++
    } else if (char === '^' || char === '$') {
      atom(1, { quantifiable: false })
      i++
    } else if (char === '*' || char === '+' || char === '?') {
      repeat(1)
      i += body[i + 1] === '?' ? 2 : 1
    } else if (char === '{' && /\d/.test(body[i + 1] ?? '')) {
      const { copies, end } = bound(body, i)
      repeat(copies)
      i = body[end] === '?' ? end + 1 : end
    } else {
      atom(1)
      i++
    }
    if (top().weight > MAX_REGEX_WEIGHT) throw tooComplex()
  }
  if (stack.length > 1) throw invalid(BAD_PARENTHESES)
  return top().weight
}

/** Throws 2201B unless every pattern is within the bounds, alone and together. */
export function assertRegexBounded(patterns: readonly string[]): void {
  let total = 0
  for (const pattern of patterns) {
    total += regexWeight(pattern)
    if (total > MAX_REGEX_WEIGHT) throw tooComplex()
  }
}
