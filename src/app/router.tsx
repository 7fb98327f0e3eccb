import { createBrowserRouter, type RouteObject } from 'react-router'
import { AppErrorFallback } from '@/components/errors/app-error-fallback'
import { AppShell } from '@/components/layouts/app-shell'
import { RootLayout } from '@/components/layouts/root-layout'
import { FullScreenSpinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { routerBasename } from '@/i18n/locale'
import { withQueryClient } from '@/lib/query-client-loader'
import type { ComingSoonScreen } from './routes/coming-soon'
import { LazyHeaderAccount } from './lazy-header-account'
import { RequireAuth } from './routes/require-auth'

/** The document generator's screens: one chunk, one import (see features/documents/routes/index.ts). */
const documentRoutes = () => import('@/features/documents/routes')
/** The public guides and dictionary (features/guides/routes/index.ts), and /help with /support. */
const guideRoutes = () => import('@/features/guides/routes')
/** /auth, its callback and the forgotten-password screen: one chunk (features/auth/routes/auth-screens.ts). */
const authRoutes = () => withQueryClient(import('@/features/auth/routes/auth-screens'))
const helpPages = () => import('@/features/marketing/routes/help-pages')

/** A linked screen that is not built yet (docs/PRODUCT.md §2): an honest page, never a blank one. */
const comingSoon = (screen: ComingSoonScreen): RouteObject => ({
  id: screen,
  path: paths[screen].path,
  lazy: () => import('./routes/coming-soon'),
})

/** The route tree: every path comes from the route table (src/config/paths.ts). */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <AppErrorFallback />,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      {
        element: <RootLayout accountMenu={LazyHeaderAccount} />,
        children: [
          {
            path: paths.home.path,
            lazy: () => import('@/features/marketing/routes/home'),
          },
          {
            path: paths.about.path,
            lazy: () => import('@/features/marketing/routes/about'),
          },
          {
            path: paths.pricing.path,
            lazy: () => import('./routes/pricing'),
          },
          {
            path: paths.contact.path,
            lazy: () => import('@/features/marketing/routes/contact'),
          },
          {
            path: paths.privacyPolicy.path,
            lazy: () => import('@/features/marketing/routes/privacy-policy'),
          },
          {
            path: paths.termsOfUse.path,
            lazy: () => import('@/features/marketing/routes/terms-of-use'),
          },
          {
            path: paths.auth.path,
            lazy: () => authRoutes().then((m) => m.authRoute),
          },
          {
            path: paths.authCallback.path,
            lazy: () => authRoutes().then((m) => m.authCallbackRoute),
          },
          {
            path: paths.forgotPassword.path,
            lazy: () => authRoutes().then((m) => m.forgotPasswordRoute),
          },
          {
            path: paths.newPassword.path,
            lazy: () => withQueryClient(import('@/features/account/routes/new-password')),
          },
          // These pages carry their own title and description (`handle`; a guide's comes from its
          // loader), so those words are not part of every page's first load.
          { path: paths.help.path, lazy: () => helpPages().then((m) => m.helpRoute) },
          { path: paths.support.path, lazy: () => helpPages().then((m) => m.supportRoute) },
          { path: paths.guides.path, lazy: () => guideRoutes().then((m) => m.guidesRoute) },
          { path: paths.guide.path, lazy: () => guideRoutes().then((m) => m.guideRoute) },
          {
            path: paths.legalDictionary.path,
            lazy: () => guideRoutes().then((m) => m.dictionaryRoute),
          },
          comingSoon('careers'),
          comingSoon('blog'),
          comingSoon('press'),
          comingSoon('docs'),
          comingSoon('successStories'),
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            // Signed in, so the QueryClient is normally loaded already; waiting costs nothing.
            lazy: () => withQueryClient(import('./routes/dashboard-shell')),
            children: [
              {
                path: paths.dashboard.path,
                lazy: () => import('./routes/dashboard/dashboard'),
              },
              {
                path: paths.settings.path,
                lazy: () => import('@/features/account/routes/settings'),
              },
              {
                path: paths.profile.path,
                lazy: () => import('@/features/advocates/routes/my-profile'),
              },
              {
                path: paths.messages.path,
                lazy: () => import('@/features/messages/routes/messages'),
              },
              {
                path: paths.message.path,
                lazy: () => import('@/features/messages/routes/conversation'),
              },
              comingSoon('dashboardSupport'),
              comingSoon('resources'),
              {
                path: paths.chatbot.path,
                lazy: () => import('@/features/assistant/routes/chatbot'),
              },
              {
                path: paths.documents.path,
                lazy: () => documentRoutes().then((m) => m.documentsRoute),
              },
              {
                path: paths.newDocument.path,
                lazy: () => documentRoutes().then((m) => m.newDocumentRoute),
              },
              {
                path: paths.document.path,
                lazy: () => documentRoutes().then((m) => m.documentRoute),
              },
              {
                path: paths.advocates.path,
                lazy: () => import('@/features/advocates/routes/advocates'),
              },
              {
                path: paths.advocate.path,
                lazy: () => import('@/features/advocates/routes/advocate'),
              },
              {
                path: paths.forum.path,
                lazy: () => import('@/features/forum/routes/forum'),
              },
              {
                path: paths.forumNew.path,
                lazy: () => import('@/features/forum/routes/new-thread'),
              },
              {
                path: paths.forumThread.path,
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
  return createBrowserRouter(routes, { basename: routerBasename })
}
