import type { AppSupabaseClient } from '@/lib/supabase'
import { copyTitle } from '../lib/document-title'
import { createDocument } from './create-document'
import type { DocumentRow } from './document-schema'

/** What is copied: the editor's current title and answers, saved or not. */
export type DuplicateSource = Pick<DocumentRow, 'template' | 'title' | 'answers'>

/** A new draft with the same template and answers, titled 'Copy of <title>'. */
export function duplicateDocument(
  client: AppSupabaseClient,
  source: DuplicateSource,
  id: string = crypto.randomUUID(),
): Promise<DocumentRow> {
  return createDocument(client, {
    id,
    template: source.template,
    title: copyTitle(source.title),
    answers: source.answers,
  })
}
