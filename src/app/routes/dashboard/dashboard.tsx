import type { RouteHandle } from '@/components/layouts/route-meta'
import { isAdvocateRole } from '@/config/constants'
import { useAuth } from '@/lib/auth'
import { AdvocateDashboard } from './advocate-dashboard'
import { ClientDashboard } from './client-dashboard'
import { m } from '@/app/messages/dashboard-home'

export const handle: RouteHandle = { title: m.pageTitle }

/**
 * /dashboard: the client dashboard for clients, the advocate dashboard for any other role
 * (docs/PRODUCT.md §1, §6). The same rule as the sidebar's, so the menu and the page always agree.
 */
export function Component() {
  const { profile } = useAuth()
  return isAdvocateRole(profile?.role) ? <AdvocateDashboard /> : <ClientDashboard />
}
