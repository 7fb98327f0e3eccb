import { useAuth } from '@/lib/auth'
import { isAdvocateRole } from '@/config/constants'
import { m } from '@/i18n/messages/shell'

export type AccountSummary = {
  name: string | null
  /** The name, or 'User' when the profile has none (docs/PRODUCT.md §2 'User menu'). */
  displayName: string
  email: string | null
  roleLabel: string
  isAdvocate: boolean
}

/** What the menus show about the signed-in person: name, e-mail and role. */
export function useAccountSummary(): AccountSummary {
  const { profile, email } = useAuth()
  const name = profile?.name?.trim() || null
  const isAdvocate = isAdvocateRole(profile?.role)
  return {
    name,
    displayName: name ?? m.userMenu.user,
    email: profile?.email ?? email,
    roleLabel: isAdvocate ? m.userMenu.advocate : m.userMenu.client,
    isAdvocate,
  }
}
