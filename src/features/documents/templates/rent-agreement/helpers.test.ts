// @vitest-environment node
import { rupeesInWords } from './amount-in-words'
import { ordinal } from './runs'
import { termEndDate } from './term-dates'

describe('rupeesInWords', () => {
  it.each([
    [0, 'Rupees zero only'],
    [5, 'Rupees five only'],
    [21, 'Rupees twenty-one only'],
    [100, 'Rupees one hundred only'],
    [25000, 'Rupees twenty-five thousand only'],
    [150000, 'Rupees one lakh fifty thousand only'],
    [1234567, 'Rupees twelve lakh thirty-four thousand five hundred sixty-seven only'],
    [25000000, 'Rupees two crore fifty lakh only'],
    [1000000000, 'Rupees one hundred crore only'],
  ])('%d → %s', (amount, words) => {
    expect(rupeesInWords(amount)).toBe(words)
  })
})

describe('termEndDate', () => {
  it.each([
    ['2025-12-01', 11, '31 October 2026'],
    ['2025-01-15', 12, '14 January 2026'],
    ['2025-01-31', 1, '28 February 2025'],
    ['2024-01-30', 1, '29 February 2024'],
    ['2025-03-01', 1, '31 March 2025'],
  ])('%s plus %d months ends on %s', (start, months, end) => {
    expect(termEndDate(start, months)).toBe(end)
  })

  it('is empty without a real start date or term', () => {
    expect(termEndDate('', 11)).toBe('')
    expect(termEndDate('2025-02-30', 11)).toBe('')
    expect(termEndDate('2025-01-01', 0)).toBe('')
  })
})

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [28, '28th'],
  ])('%d → %s', (n, expected) => {
    expect(ordinal(n)).toBe(expected)
  })
})
