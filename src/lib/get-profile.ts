// zod/mini: small, and loaded only with the client (profile-query.ts imports this lazily).
import * as z from 'zod/mini'
import type { UserProfile } from './auth'
import type { AppSupabaseClient } from './supabase'

export const PROFILE_COLUMNS = 'id, email, name, role, plan, is_verified, locale'

const profileRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.nullable(z.string()),
  role: z.string(),
  plan: z.string(),
  is_verified: z.boolean(),
  locale: z.optional(z.nullable(z.string())),
})

export type ProfileRow = z.infer<typeof profileRowSchema>

/**
 * Any role other than client is an advocate (docs/PRODUCT.md §1); premium only when
 * plan = 'premium' (§4).
 */
export function toUserProfile(row: ProfileRow): UserProfile {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role === 'client' ? 'client' : 'advocate',
    plan: row.plan === 'premium' ? 'premium' : 'free',
    isVerified: row.is_verified,
    locale: row.locale === 'hi' || row.locale === 'en' ? row.locale : null,
  }
}

/** The `users` record looked up by e-mail, single or none (docs/PRODUCT.md §7 'Read profile'). */
export async function getProfile(
  client: AppSupabaseClient,
  email: string,
  signal?: AbortSignal,
): Promise<UserProfile | null> {
  let query = client.from('users').select(PROFILE_COLUMNS).eq('email', email.toLowerCase())
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query.maybeSingle()
  if (error) throw error
  if (data === null) return null
  const row = profileRowSchema.safeParse(data)
  if (!row.success)
    throw new Error(`The profile record has an unexpected shape: ${z.prettifyError(row.error)}`)
  return toUserProfile(row.data)
}
