// @vitest-environment node
import { relativeDate } from './relative-date'

const NOW = Date.parse('2026-11-27T12:00:00+05:30')
const ago = (ms: number) => new Date(NOW - ms).toISOString()

describe('relativeDate', () => {
  it('says how long ago in words, then the date after a week', () => {
    expect(relativeDate(ago(20_000), NOW)).toBe('Just now')
    expect(relativeDate(ago(5 * 60_000), NOW)).toBe('5 min ago')
    expect(relativeDate(ago(3 * 3_600_000), NOW)).toBe('3 h ago')
    expect(relativeDate(ago(30 * 3_600_000), NOW)).toBe('Yesterday')
    expect(relativeDate(ago(4 * 86_400_000), NOW)).toBe('4 days ago')
    expect(relativeDate('2026-11-01T10:00:00+05:30', NOW)).toBe('1 Nov 2026')
  })
})
