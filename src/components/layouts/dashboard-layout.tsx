import type { ReactNode } from 'react'
import { Outlet } from 'react-router'
import { DashboardMobileBar } from './dashboard-mobile-bar'
import { DemoBanner } from './demo-banner'
import { DashboardSidebar } from './dashboard-sidebar'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link'
import { m } from '@/i18n/messages/dashboard'

/**
 * Signed-in area: a sidebar from lg up, a top bar with a drawer below it, and the page. `bell`
 * (the app's notifications) sits at the sidebar's top and in the top bar.
 */
export function DashboardLayout({ bell }: { bell?: ReactNode }) {
  return (
    <div className="flex min-h-dvh">
      <SkipLink />
      <aside
        aria-label={m.sidebar}
        className="sticky top-0 hidden h-dvh w-72 shrink-0 border-r bg-card lg:block"
      >
        <DashboardSidebar headerEnd={bell} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <DashboardMobileBar end={bell} />
        <DemoBanner />
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-8"
        >
          <Outlet />
        </main>
      </div>
    </div>
  )
}
