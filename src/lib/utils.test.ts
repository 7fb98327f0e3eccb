// @vitest-environment node
import { getInitials } from './utils'

describe('getInitials', () => {
  it('takes at most two letters of the name', () => {
    expect(getInitials('Asha Rao Kumar', 'asha@example.in')).toBe('AR')
  })

  it('takes one letter from a one-word name', () => {
    expect(getInitials('asha', 'asha@example.in')).toBe('A')
  })

  it('falls back to the first letter of the e-mail, upper-cased, when there is no name', () => {
    expect(getInitials(null, 'ravi@example.in')).toBe('R')
    expect(getInitials('   ', 'ravi@example.in')).toBe('R')
  })

  it('shows a question mark when there is neither name nor e-mail', () => {
    expect(getInitials(undefined, '')).toBe('?')
  })
})
