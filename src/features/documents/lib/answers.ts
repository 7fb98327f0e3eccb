import type { Answers } from '../templates/types'

/** The title and answers a save sends; what the editor compares to know whether it has changes. */
export type DocumentContent = { title: string; answers: Answers }

const sorted = (answers: Answers) =>
  Object.keys(answers)
    .sort()
    .map((name) => [name, answers[name]])

/**
 * Whether two copies say the same thing. The database stores answers as jsonb, which does not
 * keep the order of keys, so they are compared by name.
 */
export function sameContent(a: DocumentContent, b: DocumentContent): boolean {
  return (
    a.title === b.title && JSON.stringify(sorted(a.answers)) === JSON.stringify(sorted(b.answers))
  )
}
