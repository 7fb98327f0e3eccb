import { afterEach, vi } from 'vitest'

// Files that need no DOM say `// @vitest-environment node` (creating jsdom and importing Testing
// Library cost seconds a file); the rest of this setup is for the jsdom ones.
if (typeof window !== 'undefined') {
  // The app project shares one jsdom and the node_modules among a worker's files (isolate: false
  // in vitest.config.ts: a fresh jsdom and React for every file cost ~4× the CPU of the tests).
  // Each file still starts from a clean page and fresh app modules (their module-level state:
  // the supabase client, caches, stores).
  vi.resetModules()
  vi.useRealTimers()
  window.localStorage.clear()
  window.sessionStorage.clear()
  window.history.replaceState(null, '', '/')
  document.title = ''
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name)
  }
  await import('@testing-library/jest-dom/vitest')
  const { cleanup, configure } = await import('@testing-library/react')
  // Testing Library sets this in hooks of the first file that imports it; the worker's later files
  // share that import (isolate: false), so each file sets it again.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
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
