import { RestError } from '../errors'

const QUOTE = '"'
const BACKSLASH = '\\'

/**
 * The elements of a Postgres array literal (`{a,"b,c",{d}}`, nested levels flattened), read as
 * array_in reads them: backslash escapes, quoted stretches, whitespace around elements dropped.
 * A value array_in would refuse is refused here with its SQLSTATE (22P02), before any SQL.
 */
export function arrayElements(literal: string): string[] {
  const malformed = () =>
    new RestError(400, '22P02', `malformed array literal: "${literal.slice(0, 100)}"`)
  const text = literal.trim().replace(/^(\[[^\]]*\])+\s*=\s*/, '')
  if (!text.startsWith('{')) throw malformed()
  const elements: string[] = []
  let depth = 0
  let current: string | undefined
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (depth === 0 && i > 0) {
      if (char.trim() !== '') throw malformed()
    } else if (char === '{') {
      if (current !== undefined && current.trim() !== '') throw malformed()
      current = undefined
      depth++
    } else if (char === ',' || char === '}') {
      if (current !== undefined) elements.push(current.trim())
      current = undefined
      if (char === '}') depth--
    } else if (char === QUOTE) {
      const close = quotedEnd(text, i)
      if (close < 0) throw malformed()
      current = (current ?? '') + text.slice(i + 1, close).replace(/\\(.)/gs, '$1')
      i = close
    } else if (char === BACKSLASH) {
      if (i + 1 >= text.length) throw malformed()
      current = (current ?? '') + text[++i]
    } else current = (current ?? '') + char
  }
  if (depth !== 0) throw malformed()
  return elements
}

function quotedEnd(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    if (text[i] === BACKSLASH) i++
    else if (text[i] === QUOTE) return i
  }
  return -1
}

/**
 * How many items a list-like value holds, at most: separators outside double quotes, plus one.
 * Enough to bound array literals, ranges and JSON alike without parsing them.
 */
export function listLength(value: string): number {
  let separators = 0
  let inQuotes = false
  for (let i = 0; i < value.length; i++) {
    const char = value[i]
    if (char === BACKSLASH) i++
    else if (char === QUOTE) inQuotes = !inQuotes
    else if (char === ',' && !inQuotes) separators++
  }
  return separators + 1
}
