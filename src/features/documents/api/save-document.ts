import * as z from 'zod/mini'
import { parseRows } from '@/lib/parse-rows'
import type { AppSupabaseClient } from '@/lib/supabase'
import type { Answers } from '../templates/types'
import {
  DOCUMENT_COLUMNS,
  documentSchema,
  type DocumentRow,
  type DocumentStatus,
} from './document-schema'
import { DocumentConflictError, toDocumentError } from './document-errors'

/** What a save changes, and the version it was made from. */
export type DocumentChanges = {
  id: string
  /** The version this device last read or saved: the update applies only while it is current. */
  version: number
  title?: string
  answers?: Answers
  status?: DocumentStatus
}

/**
 * Saves changes with optimistic concurrency: the update matches the id *and* the version it was
 * made from, and the database bumps the version. No row back means the document changed (or was
 * deleted) elsewhere meanwhile: a DocumentConflictError, never a silent overwrite.
 */
export async function saveDocument(
  client: AppSupabaseClient,
  { id, version, ...changes }: DocumentChanges,
): Promise<DocumentRow> {
  let rows: DocumentRow[]
  try {
    const { data, error } = await client
      .from('documents')
      .update(changes)
      .eq('id', id)
      .eq('version', version)
      .select(DOCUMENT_COLUMNS)
    if (error) throw error
    rows = parseRows(z.array(documentSchema), data ?? [], 'The saved document')
  } catch (error) {
    throw toDocumentError(error)
  }
  const [saved] = rows
  if (!saved) throw new DocumentConflictError(id)
  return saved
}
