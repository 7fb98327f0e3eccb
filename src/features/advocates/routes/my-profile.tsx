import type { RouteHandle } from '@/components/layouts/route-meta'
import { isAdvocateRole } from '@/config/constants'
import { useAuth } from '@/lib/auth'
import { ProfileEditor } from '../components/profile-editor'
import { ProfileNotForClients } from '../components/profile-not-for-clients'

export const handle: RouteHandle = { title: 'My profile' }

/**
 * /dashboard/profile: the advocate's own profile, one card and one Save per part (docs/PRODUCT.md
 * §2 'My Profile').
 */
export function Component() {
  const { profile } = useAuth()
  const isAdvocate = isAdvocateRole(profile?.role)
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Profile</h1>
        {isAdvocate && (
          <p className="text-muted-foreground">
            What clients see about your practice, and what we need to verify and pay you.
          </p>
        )}
      </header>
      {isAdvocate ? <ProfileEditor /> : <ProfileNotForClients />}
    </div>
  )
}
