import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { toDocumentError } from './document-errors'

/** Runs a write with the Supabase client; a client that cannot load (offline) says so in words. */
export async function withDocumentsClient<T>(
  write: (client: AppSupabaseClient) => Promise<T>,
): Promise<T> {
  let client: AppSupabaseClient
  try {
    client = await loadSupabase()
  } catch (error) {
    throw toDocumentError(error)
  }
  return write(client)
}
