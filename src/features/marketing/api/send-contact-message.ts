import { loadSupabase } from '@/lib/supabase'
import { CONTACT_FAILURE, SUPPORT_EMAIL } from '../content/contact'
import type { ContactFormValues } from '../schemas/contact'
import { m } from '../messages/contact'

// Here, not in content/contact.ts: this module loads only when the form is used.
const SERVER_PROBLEM = m.failure.server(SUPPORT_EMAIL)

/** Starts loading the Supabase client, e.g. when the visitor reaches the form. */
export function preloadContactClient() {
  void loadSupabase().catch(() => undefined)
}

/**
 * Stores a message in contact_messages, signed in or not. Inserted without `.select()`: visitors
 * may write the table but not read it. Resolves with null once it is stored, else with what to
 * tell the visitor: the database's words for its own refusals (LS011, the hourly limit), a
 * request to retry when the request never arrived.
 */
export async function sendContactMessage({
  name,
  email,
  message,
}: ContactFormValues): Promise<string | null> {
  let error: { code?: string; message?: string } | null
  try {
    const client = await loadSupabase()
    ;({ error } = await client.from('contact_messages').insert({ name, email, message }))
  } catch {
    return CONTACT_FAILURE.offline
  }
  if (!error) return null
  const code = error.code ?? ''
  if (/^LS\d{3}$/.test(code)) return error.message || SERVER_PROBLEM
  // supabase-js reports a failed fetch with an empty code ('TypeError: Failed to fetch').
  if (code === '') return CONTACT_FAILURE.offline
  return SERVER_PROBLEM
}
