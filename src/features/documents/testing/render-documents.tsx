import type { ReactElement } from 'react'
import type { RouteObject } from 'react-router'
import { Toaster } from '@/components/ui/toaster'
import type { AuthState } from '@/lib/auth'
import { renderApp } from '@/testing/render'

/**
 * A documents screen with the toaster, signed in as `auth`, with /pricing as a landing page
 * (tests only).
 */
export function renderDocumentsScreen(
  ui: ReactElement,
  {
    auth,
    url,
    path = '*',
    routes = [],
  }: {
    auth: AuthState
    url: string
    path?: string
    routes?: RouteObject[]
  },
) {
  return {
    ...renderApp(
      <>
        {ui}
        <Toaster />
      </>,
      {
        auth,
        url,
        path,
        routes: [{ path: '/pricing', element: <h1>Pricing</h1> }, ...routes],
      },
    ),
    auth,
  }
}
