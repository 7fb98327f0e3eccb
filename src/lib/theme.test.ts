import {
  applyTheme,
  DEFAULT_THEME,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  THEME_STORAGE_KEY,
} from './theme'
import { mockColorScheme } from '@/testing/match-media'

describe('theme preference', () => {
  it('defaults to dark when nothing is stored', () => {
    expect(DEFAULT_THEME).toBe('dark')
    expect(readStoredTheme()).toBe('dark')
  })

  it('reads back a stored choice and ignores values that are not a theme', () => {
    storeTheme('light')
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light')
    expect(readStoredTheme()).toBe('light')

    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia')
    expect(readStoredTheme()).toBe('dark')
  })

  it('resolves system from the colour-scheme media query', () => {
    const colorScheme = mockColorScheme(true)
    expect(resolveTheme('system')).toBe('dark')
    colorScheme.setDark(false)
    expect(resolveTheme('system')).toBe('light')
  })

  it('puts the dark class on <html> only for a dark theme', () => {
    applyTheme('dark')
    expect(document.documentElement).toHaveClass('dark')
    applyTheme('light')
    expect(document.documentElement).not.toHaveClass('dark')
  })
})
