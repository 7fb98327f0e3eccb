// Drafts come from storage, older versions of the form and hand-edited JSON: keep only the shapes an
// answer can have, so that nothing downstream meets a number, null or a list of objects.
import type { Answers } from './types'

export function safeAnswers(raw: unknown): Answers {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {}
  const answers: Answers = {}
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === 'string') answers[name] = value
    else if (Array.isArray(value))
      answers[name] = value.filter((item): item is string => typeof item === 'string')
  }
  return answers
}
