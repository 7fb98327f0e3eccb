import { Outlet } from 'react-router'
import { useProfileLanguage } from './use-profile-language'
import { RouteMeta } from './route-meta'
import { ScrollToTop } from './scroll-to-top'

export function AppShell() {
  useProfileLanguage()
  return (
    <>
      <ScrollToTop />
      <RouteMeta />
      <Outlet />
    </>
  )
}
