import type { Cursor } from './cursor'
import type { Field, JsonStep } from './types'

const FIELD_NAME = 'field name (* or [a..z0..9_$])'
const isIdentifierChar = (char: string) => /^[\p{L}0-9_ $]$/u.test(char)
const isJsonKeyChar = (char: string) => char !== '' && !'(-:.,>)'.includes(char)

/** `"quoted \" value"`: a double-quoted string with backslash escapes. */
export function quotedValue(cursor: Cursor): string {
  cursor.expect('"')
  let value = ''
  while (!cursor.atEnd && cursor.peek() !== '"') {
    if (cursor.peek() === '\\') cursor.pos++
    if (cursor.atEnd) break
    value += cursor.peek()
    cursor.pos++
  }
  cursor.expect('"')
  return value
}

/** Words joined by dashes (a dash followed by `>` is a JSON arrow, not part of the name). */
function dashSeparated(
  cursor: Cursor,
  isChar: (char: string) => boolean,
  expecting: string,
): string {
  const parts: string[] = []
  do {
    const part = cursor.takeWhile(isChar)
    if (part === '') cursor.fail(expecting)
    parts.push(part.trim())
  } while (cursor.peek() === '-' && cursor.peek(1) !== '>' && cursor.eat('-'))
  return parts.join('-')
}

export function fieldName(cursor: Cursor): string {
  if (cursor.peek() === '"') return quotedValue(cursor)
  return dashSeparated(cursor, isIdentifierChar, FIELD_NAME)
}

function isIndexEnd(cursor: Cursor): boolean {
  return cursor.atEnd || ['->', '::', '.', ','].some((token) => cursor.startsWith(token))
}

function jsonOperand(cursor: Cursor): Pick<JsonStep, 'key' | 'isIndex'> {
  const index = cursor.attempt(() => {
    const sign = cursor.eat('-') ? '-' : '+'
    const digits = cursor.takeWhile((char) => char >= '0' && char <= '9')
    if (digits === '' || !isIndexEnd(cursor)) cursor.fail('digit')
    return `${sign}${digits}`
  })
  if (index !== undefined) return { key: index, isIndex: true }
  const key =
    cursor.peek() === '"'
      ? quotedValue(cursor)
      : dashSeparated(cursor, isJsonKeyChar, 'any non reserved character different from: .,>()')
  return { key, isIndex: false }
}

export function jsonPath(cursor: Cursor): JsonStep[] {
  const steps: JsonStep[] = []
  for (;;) {
    const arrow = cursor.eat('->>') ? '->>' : cursor.eat('->') ? '->' : undefined
    if (!arrow) return steps
    steps.push({ arrow, ...jsonOperand(cursor) })
  }
}

/** A column with an optional JSON path, surrounded by optional spaces. */
export function field(cursor: Cursor): Field {
  cursor.skipSpaces()
  const name = fieldName(cursor)
  const path = jsonPath(cursor)
  cursor.skipSpaces()
  return { name, jsonPath: path }
}
