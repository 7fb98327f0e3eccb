// @vitest-environment node
import { findClassConflicts } from './class-conflicts'

describe('findClassConflicts', () => {
  it('names the class that a later one overrides', () => {
    expect(findClassConflicts(['flex h-9 px-3 h-auto'])).toEqual([
      '"flex h-9 px-3 h-auto": h-9 conflicts with a later class',
    ])
  })

  it('accepts classes that set different things, including the same utility per breakpoint', () => {
    expect(findClassConflicts(['h-9 px-3 md:h-10 md:px-4 text-sm text-muted-foreground'])).toEqual(
      [],
    )
  })

  it('reports each conflicting list once', () => {
    expect(findClassConflicts(['p-1 p-0', 'p-1 p-0'])).toHaveLength(1)
  })
})
