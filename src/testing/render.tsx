import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { ThemeProvider } from '@/components/theme/theme-provider'
import { AuthContext, signedOutState, type AuthState } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'

type RenderOptions = {
  /** The URL the memory router starts at. */
  url?: string
  /** Signed out unless given (see buildSignedInAuth in ./factories). */
  auth?: AuthState
}

type RenderAppOptions = RenderOptions & {
  /** Where `ui` is mounted; the catch-all keeps it mounted across navigations. */
  path?: string
  /** Sibling routes, e.g. `{ path: '/', element: <p>Home page</p> }` to land on. */
  routes?: RouteObject[]
}

/**
 * Renders a route tree with the app's providers: a fresh QueryClient (the app's, without retries),
 * theme, auth.
 */
export function renderRoutes(
  routes: RouteObject[],
  { url = '/', auth = signedOutState }: RenderOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [url] })
  const queryClient = createQueryClient({ queries: { retry: false } })
  const user = userEvent.setup()
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AuthContext value={auth}>
          <RouterProvider router={router} />
        </AuthContext>
      </ThemeProvider>
    </QueryClientProvider>,
  )
  return { ...result, user, router, queryClient }
}

/** Renders one element inside a memory router (plus optional sibling routes) with the app's providers. */
export function renderApp(
  ui: ReactElement,
  { path = '*', routes = [], ...options }: RenderAppOptions = {},
) {
  return renderRoutes([{ path, element: ui }, ...routes], options)
}
