// @vitest-environment node
import { formatDate } from './format-date'

describe('formatDate', () => {
  it('writes the day, the short month and the year in Indian English', () => {
    expect(formatDate('2026-11-18T11:30:00+05:30')).toBe('18 Nov 2026')
  })

  it("uses India's calendar day whatever the offset of the timestamp", () => {
    // 20:00 UTC on the 18th is 01:30 IST on the 19th.
    expect(formatDate('2026-11-18T20:00:00Z')).toBe('19 Nov 2026')
  })

  it('adds the time of day when asked', () => {
    expect(formatDate('2026-11-20T19:41:00+05:30', { time: true })).toBe('20 Nov 2026, 7:41 pm')
  })
})
