import { useAuth } from '@/lib/auth'
import { isAdvocateRole } from '@/config/constants'

export type AccountSummary = {
  name: string | null
  /** The name, or 'User' when the profile has none (docs/PRODUCT.md §2 'User menu'). */
  displayName: string
  email: string | null
  roleLabel: 'Client' | 'Advocate'
  isAdvocate: boolean
}

/** What the menus show about the signed-in person: name, e-mail and role. */
export function useAccountSummary(): AccountSummary {
  const { profile, email } = useAuth()
  const name = profile?.name?.trim() || null
  const isAdvocate = isAdvocateRole(profile?.role)
  return {
    name,
    displayName: name ?? 'User',
    email: profile?.email ?? email,
    roleLabel: isAdvocate ? 'Advocate' : 'Client',
    isAdvocate,
  }
}
