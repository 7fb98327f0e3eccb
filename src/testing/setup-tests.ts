import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { classListsIn, findClassConflicts } from './class-conflicts'

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
