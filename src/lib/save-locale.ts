import type { Locale } from '@/i18n/locale'
import { loadSupabase } from './supabase'

/**
 * Writes the language a signed-in user chose to their profile (users.locale), so a new device
 * follows it. Best effort: the choice applies on this device whatever the answer.
 */
export async function saveLocale(userId: string, locale: Locale): Promise<void> {
  try {
    const client = await loadSupabase()
    await client.from('users').update({ locale }).eq('id', userId)
  } catch {
    // Offline or refused: the device keeps the choice; the profile keeps the last one it had.
  }
}
