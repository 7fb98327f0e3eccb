import type { ReactElement } from 'react'
import type { RouteObject } from 'react-router'
import { Toaster } from '@/components/ui/toaster'
import type { UserProfile } from '@/lib/auth'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { ME } from './fake-documents-client'

/**
 * A documents screen with the toaster, signed in as ME (Premium unless told), with /documents,
 * /documents/{id} and /pricing as landing pages (tests only).
 */
export function renderDocumentsScreen(
  ui: ReactElement,
  {
    plan = 'premium',
    isDemo = false,
    url,
    path = '*',
    routes = [],
  }: {
    plan?: UserProfile['plan']
    /** Signed in to a shared demo account. */
    isDemo?: boolean
    url: string
    path?: string
    routes?: RouteObject[]
  },
) {
  const auth = buildSignedInAuth({ id: ME, plan }, { isDemo })
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
