import type { DictionaryTerm, GuideIndex } from '../types'

/** Lower case, accents and punctuation folded, so 'House-breaking' matches 'house breaking'. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim()
}

/** Whether every word of the query starts a word of the text ('ch bou' matches 'cheque bounce'). */
export function matches(text: string, query: string): boolean {
  const words = fold(query).split(' ').filter(Boolean)
  if (words.length === 0) return true
  const haystack = ` ${fold(text)}`
  return words.every((word) => haystack.includes(` ${word}`))
}

/** The terms whose name, everyday words or meaning match the query. */
export function filterTerms(terms: readonly DictionaryTerm[], query: string): DictionaryTerm[] {
  return terms.filter((term) =>
    matches(
      [term.term, ...term.aliases, ...term.senses.flatMap((s) => [s.label, s.summary])].join(' '),
      query,
    ),
  )
}

/** Terms under their first letter, A to Z (what the A–Z links jump to). */
export function groupByLetter(
  terms: readonly DictionaryTerm[],
): { letter: string; terms: DictionaryTerm[] }[] {
  const groups = new Map<string, DictionaryTerm[]>()
  for (const term of terms) {
    const letter = fold(term.term).charAt(0).toUpperCase()
    groups.set(letter, [...(groups.get(letter) ?? []), term])
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([letter, list]) => ({ letter, terms: list }))
}

export const ALPHABET = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i))

/** The index narrowed to guides whose title or description match; empty areas are dropped. */
export function filterGuides(index: GuideIndex, query: string): GuideIndex {
  return index
    .map((group) => ({
      ...group,
      guides: group.guides.filter((guide) => matches(`${guide.title} ${guide.description}`, query)),
    }))
    .filter((group) => group.guides.length > 0)
}
