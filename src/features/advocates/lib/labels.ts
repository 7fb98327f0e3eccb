import { m } from '../messages/lists'

/** The label of a stored value in `labels`, else the value itself (an old or unknown one). */
export function labelOf(labels: Record<string, string>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value] : value
}

/** A practice area as this language writes it; the value stored stays the English one. */
export const practiceAreaLabel = (area: string) => labelOf(m.practiceAreas, area)

/** A language as this language writes it; the value stored stays the English one. */
export const languageLabel = (language: string) => labelOf(m.languages, language)
