import { lazy } from 'react'
import { withQueryClient } from '@/lib/query-client-loader'

/** Signed in only, so loaded on demand: the bell and the user menu (notifications, Radix, TanStack Query). */
export const LazyHeaderAccount = lazy(() =>
  withQueryClient(import('./header-account')).then((m) => ({ default: m.HeaderAccount })),
)
