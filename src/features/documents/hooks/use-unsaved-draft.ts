import { useMemo } from 'react'
import { useStoredDraft } from '@/hooks/use-stored-draft'
import { useAuth } from '@/lib/auth'
import { parseUnsavedDraft, unsavedDraftKey } from '../lib/local-copy'
import type { Answers, Template } from '../templates/types'

/**
 * The answers of a template typed without saving (the free plan, /documents/new), kept in
 * localStorage by user and template so that a reload, or coming back later, loses nothing.
 */
export function useUnsavedDraft(template: Template) {
  const { userId } = useAuth()
  const [raw, setRaw] = useStoredDraft('local', unsavedDraftKey(userId ?? '', template.type))
  const answers = useMemo(
    () => parseUnsavedDraft(raw)?.answers ?? template.initialAnswers(),
    [raw, template],
  )
  return {
    answers,
    save: (title: string, next: Answers) => setRaw(JSON.stringify({ title, answers: next })),
    forget: () => setRaw(''),
  }
}
