import type { AppSupabaseClient } from '@/lib/supabase'
import { toDocumentError } from './document-errors'

/** Deletes one of the user's documents (allowed on every plan); one already gone is no error. */
export async function deleteDocument(client: AppSupabaseClient, documentId: string) {
  try {
    const { error } = await client.from('documents').delete().eq('id', documentId)
    if (error) throw error
  } catch (error) {
    throw toDocumentError(error)
  }
}
