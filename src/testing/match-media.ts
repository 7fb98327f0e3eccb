import { vi } from 'vitest'

/**
 * Replaces window.matchMedia with one whose `prefers-color-scheme: dark` answer the test controls.
 * `setDark` flips it and notifies listeners, like the OS switching theme.
 */
export function mockColorScheme(initiallyDark: boolean) {
  let isDark = initiallyDark
  const listeners = new Set<() => void>()
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = {
      media: query,
      onchange: null,
      get matches() {
        return query.includes('dark') ? isDark : !isDark
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => false,
    }
    return list as unknown as MediaQueryList
  })
  return {
    setDark(next: boolean) {
      isDark = next
      listeners.forEach((listener) => listener())
    },
  }
}
