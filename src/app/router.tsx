import { createBrowserRouter, type RouteObject } from 'react-router'
import { AppErrorFallback } from '@/components/errors/app-error-fallback'
import { AppShell } from '@/components/layouts/app-shell'
import { RootLayout } from '@/components/layouts/root-layout'
import { FullScreenSpinner } from '@/components/ui/spinner'
import { withQueryClient } from '@/lib/query-client-loader'
import { RequireAuth } from './routes/require-auth'

const comingSoon = () => import('./routes/coming-soon')
/** The document generator's screens: one chunk, one import (see features/documents/routes/index.ts). */
const documentRoutes = () => import('@/features/documents/routes')
/** The public guides and dictionary (features/guides/routes/index.ts), and /help with /support. */
const guideRoutes = () => import('@/features/guides/routes')
/** /auth, its callback and the forgotten-password screen: one chunk (features/auth/routes/auth-screens.ts). */
const authRoutes = () => withQueryClient(import('@/features/auth/routes/auth-screens'))
const helpPages = () => import('@/features/marketing/routes/help-pages')

/** Links whose screens are not built yet (docs/PRODUCT.md §2): an honest page, never a blank one. */
const publicComingSoon = ['careers', 'blog', 'press', 'docs', 'success-stories']
const dashboardComingSoon = ['support', 'resources']

const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <AppErrorFallback />,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      {
        element: <RootLayout />,
        children: [
          {
            index: true,
            lazy: () => import('@/features/marketing/routes/home'),
          },
          {
            path: 'about',
            lazy: () => import('@/features/marketing/routes/about'),
          },
          {
            path: 'pricing',
            lazy: () => import('./routes/pricing'),
          },
          {
            path: 'contact',
            lazy: () => import('@/features/marketing/routes/contact'),
          },
          {
            path: 'privacy-policy',
            lazy: () => import('@/features/marketing/routes/privacy-policy'),
          },
          {
            path: 'terms-of-use',
            lazy: () => import('@/features/marketing/routes/terms-of-use'),
          },
          {
            path: 'auth',
            lazy: () => authRoutes().then((m) => m.authRoute),
          },
          {
            path: 'auth/callback',
            lazy: () => authRoutes().then((m) => m.authCallbackRoute),
          },
          {
            path: 'auth/forgot-password',
            lazy: () => authRoutes().then((m) => m.forgotPasswordRoute),
          },
          {
            path: 'auth/new-password',
            lazy: () => withQueryClient(import('@/features/account/routes/new-password')),
          },
          // These pages carry their own title and description (`handle`; a guide's comes from its
          // loader), so those words are not part of every page's first load.
          { path: 'help', lazy: () => helpPages().then((m) => m.helpRoute) },
          { path: 'support', lazy: () => helpPages().then((m) => m.supportRoute) },
          { path: 'guides', lazy: () => guideRoutes().then((m) => m.guidesRoute) },
          { path: 'guides/:slug', lazy: () => guideRoutes().then((m) => m.guideRoute) },
          {
            path: 'legal-dictionary',
            lazy: () => guideRoutes().then((m) => m.dictionaryRoute),
          },
          ...publicComingSoon.map((path) => ({ path, lazy: comingSoon })),
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            // Signed in, so the QueryClient is normally loaded already; waiting costs nothing.
            lazy: () =>
              withQueryClient(import('@/components/layouts/dashboard-layout')).then((module) => ({
                Component: module.DashboardLayout,
              })),
            children: [
              {
                path: 'dashboard',
                lazy: () => import('./routes/dashboard/dashboard'),
              },
              {
                path: 'dashboard/settings',
                lazy: () => import('@/features/account/routes/settings'),
              },
              {
                path: 'dashboard/profile',
                lazy: () => import('@/features/advocates/routes/my-profile'),
              },
              {
                path: 'dashboard/messages',
                lazy: () => import('@/features/messages/routes/messages'),
              },
              {
                path: 'dashboard/messages/:messageId',
                lazy: () => import('@/features/messages/routes/conversation'),
              },
              ...dashboardComingSoon.map((path) => ({
                path: `dashboard/${path}`,
                lazy: comingSoon,
              })),
              {
                path: 'chatbot',
                lazy: () => import('@/features/assistant/routes/chatbot'),
              },
              {
                path: 'documents',
                lazy: () => documentRoutes().then((m) => m.documentsRoute),
              },
              {
                path: 'documents/:documentId',
                lazy: () => documentRoutes().then((m) => m.documentRoute),
              },
              {
                path: 'advocates',
                lazy: () => import('@/features/advocates/routes/advocates'),
              },
              {
                path: 'advocates/:advocateId',
                lazy: () => import('@/features/advocates/routes/advocate'),
              },
              {
                path: 'forum',
                lazy: () => import('@/features/forum/routes/forum'),
              },
              {
                path: 'forum/new',
                lazy: () => import('@/features/forum/routes/new-thread'),
              },
              {
                path: 'forum/:threadId',
                lazy: () => import('@/features/forum/routes/thread'),
              },
            ],
          },
        ],
      },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
