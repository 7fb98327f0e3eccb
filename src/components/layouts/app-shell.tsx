import { Outlet } from 'react-router'
import { RouteMeta } from './route-meta'
import { ScrollToTop } from './scroll-to-top'

export function AppShell() {
  return (
    <>
      <ScrollToTop />
      <RouteMeta />
      <Outlet />
    </>
  )
}
