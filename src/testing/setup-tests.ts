import { afterEach, vi } from 'vitest'

// Files that need no DOM say `// @vitest-environment node` (creating jsdom and importing Testing
// Library cost seconds a file); the rest of this setup is for the jsdom ones.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { cleanup, configure } = await import('@testing-library/react')
  const { classListsIn, findClassConflicts } = await import('./class-conflicts')

  // Forms fetch zod on first submit (lazyZodResolver); on a busy 2-core machine the first import in
  // a worker can take over a second, so findBy waits up to 5 s (it returns as soon as it matches).
  configure({ asyncUtilTimeout: 5_000 })

  afterEach(() => {
    const conflicts = findClassConflicts(classListsIn(document.body))
    cleanup()
    window.localStorage.clear()
    vi.restoreAllMocks()
    if (conflicts.length > 0) throw new Error(`Conflicting classes:\n${conflicts.join('\n')}`)
  })

  // jsdom lacks matchMedia and scrollTo; components call both.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList
  }
  window.scrollTo = () => {}
} else {
  afterEach(() => {
    vi.restoreAllMocks()
  })
}
