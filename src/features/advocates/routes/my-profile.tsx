import type { RouteHandle } from '@/components/layouts/route-meta'
import { isAdvocateRole } from '@/config/constants'
import { useAuth } from '@/lib/auth'
import { ProfileEditor } from '../components/profile-editor'
import { ProfileNotForClients } from '../components/profile-not-for-clients'
import { m } from '../messages/my-profile'

export const handle: RouteHandle = { title: m.title }

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
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.heading}</h1>
        {isAdvocate && <p className="text-muted-foreground">{m.intro}</p>}
      </header>
      {isAdvocate ? <ProfileEditor /> : <ProfileNotForClients />}
    </div>
  )
}
