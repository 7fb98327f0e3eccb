import * as z from 'zod/mini'
import { parseRows } from '@/lib/parse-rows'
import type { AppSupabaseClient } from '@/lib/supabase'
import type { DocumentType } from '../document-types'
import type { Answers } from '../templates/types'
import { DOCUMENT_COLUMNS, documentSchema, type DocumentRow } from './document-schema'
import { NOT_FOUND_ERROR, toDocumentError } from './document-errors'
import { getDocument } from './get-document'

/** A new draft; the id is made on this device (crypto.randomUUID()), so a retry is the same draft. */
export type NewDocument = {
  id: string
  template: DocumentType
  title: string
  answers: Answers
}

/**
 * Stores a new draft. An upsert that ignores a known id makes every retry safe: a create whose
 * first try reached the server but whose answer was lost is not stored twice; the stored row is
 * then read back. Refusals (LS021 free plan, LS022 the 200 cap) keep their message.
 */
export async function createDocument(
  client: AppSupabaseClient,
  document: NewDocument,
): Promise<DocumentRow> {
  try {
    const { data, error } = await client
      .from('documents')
      .upsert(
        {
          id: document.id,
          template: document.template,
          title: document.title,
          answers: document.answers,
          status: 'draft',
        },
        { onConflict: 'id', ignoreDuplicates: true },
      )
      .select(DOCUMENT_COLUMNS)
    if (error) throw error
    const [created] = parseRows(z.array(documentSchema), data ?? [], 'The new document')
    if (created) return created
    const existing = await getDocument(client, document.id)
    if (existing) return existing
  } catch (error) {
    throw toDocumentError(error)
  }
  throw new Error(NOT_FOUND_ERROR)
}
