import type { ComponentType } from 'react'
import { Outlet } from 'react-router'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link'

/** Public pages: skip link, top navigation, the page, footer. */
export function RootLayout({ accountMenu }: { accountMenu: ComponentType }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader accountMenu={accountMenu} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  )
}
