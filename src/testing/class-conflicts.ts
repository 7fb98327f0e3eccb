import { twMerge } from 'tailwind-merge'

/**
 * `cn` joins classes without resolving conflicts (tailwind-merge would cost every page 8 kB), so
 * an element must never carry two utilities that set the same thing: which one wins would
 * depend on the order of rules in the CSS, not on the order in the markup. Tests use
 * tailwind-merge to find such pairs in what was rendered.
 */
export function findClassConflicts(classLists: Iterable<string>): string[] {
  const problems = new Set<string>()
  for (const classList of classLists) {
    const classes = classList.split(/\s+/).filter(Boolean)
    const kept = new Set(twMerge(classes.join(' ')).split(' '))
    const lost = classes.filter((name) => !kept.has(name))
    if (lost.length > 0)
      problems.add(`"${classes.join(' ')}": ${lost.join(' ')} conflicts with a later class`)
  }
  return [...problems]
}

export function classListsIn(root: ParentNode): string[] {
  return Array.from(
    root.querySelectorAll('[class]'),
    (element) => element.getAttribute('class') ?? '',
  )
}
