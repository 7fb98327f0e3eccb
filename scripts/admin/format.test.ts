import { describe, expect, it } from 'vitest'
import { cleanLine, cleanText, count, displayWidth, formatDate, table, truncate } from './format.ts'

describe('the operator CLI output', () => {
  it('aligns a table under its headers, two spaces apart, without trailing spaces', () => {
    const rows = [
      { email: 'asha@example.com', plan: 'free', note: null },
      { email: 'b@c.in', plan: 'premium', note: 'GST invoice please' },
    ]
    expect(
      table(rows, [
        { header: 'E-mail', value: (r) => r.email },
        { header: 'Plan', value: (r) => r.plan },
        { header: 'Note', value: (r) => r.note ?? '' },
      ]),
    ).toEqual([
      'E-mail            Plan     Note',
      'asha@example.com  free     -',
      'b@c.in            premium  GST invoice please',
    ])
  })

  it('cuts long cells with an ellipsis and counts Devanagari by what the terminal shows', () => {
    expect(truncate('abcdefghij', 5)).toBe('abcd…')
    expect(truncate('abc', 5)).toBe('abc')
    expect(displayWidth('आशा')).toBe(3)
    const lines = table(
      [{ name: 'आशा राव' }, { name: 'Ravi' }],
      [
        { header: 'Name', value: (r) => r.name },
        { header: 'X', value: () => 'x' },
      ],
    )
    expect(lines.map((line) => displayWidth(line))).toEqual([10, 10, 10])
  })

  it('prints user text on one line with control characters and bidi overrides replaced', () => {
    expect(cleanLine('Evil\u001b[2J\u001b]0;pwned\u0007 name')).toBe(
      'Evil\uFFFD[2J\uFFFD]0;pwned\uFFFD name',
    )
    expect(cleanLine('a\u202Eb')).toBe('a\uFFFDb')
    expect(cleanLine('line one\nline two\r\n\tthree')).toBe('line one line two three')
    expect(cleanLine(null)).toBe('')
    const lines = table(
      [{ note: 'first\nsecond\u001b[0m' }],
      [{ header: 'Note', value: (r) => r.note }],
    )
    expect(lines[1]).toBe('first second\uFFFD[0m')
  })

  it('keeps the lines of a message, each made safe', () => {
    expect(cleanText('Hello,\r\nmy landlord\u001b[31m\n\n\tthanks  ')).toEqual([
      'Hello,',
      'my landlord\uFFFD[31m',
      '',
      '  thanks',
    ])
    expect(cleanText(undefined)).toEqual([])
  })

  it('writes dates as day, month, year and time in the given time zone', () => {
    expect(formatDate('2026-11-26T03:44:00Z', 'Asia/Kolkata')).toBe('26 Nov 2026 09:14')
    expect(formatDate('2026-01-05T23:59:00+00:00', 'UTC')).toBe('05 Jan 2026 23:59')
    expect(formatDate(new Date('2026-02-01T00:00:00Z'), 'UTC')).toBe('01 Feb 2026 00:00')
    expect(formatDate('2026-09-25T15:00:00Z', 'Asia/Kolkata')).toBe('25 Sep 2026 20:30')
    expect(formatDate(null)).toBe('')
    expect(formatDate('not a date')).toBe('not a date')
  })

  it('counts in words', () => {
    expect(count(1, 'open upgrade request')).toBe('1 open upgrade request')
    expect(count(2, 'open upgrade request')).toBe('2 open upgrade requests')
    expect(count(0, 'reply', 'replies')).toBe('0 replies')
  })
})
