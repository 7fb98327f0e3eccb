import { useEffect } from 'react'
import { useMatches, type UIMatch } from 'react-router'
import { APP_NAME } from '@/config/constants'
import { m } from '@/i18n/messages/shell'

export type RouteHandle = { title: string; description?: string }

/**
 * What a route's loader returns when the page's title depends on its data (a guide's own title):
 * `{ meta: { title, description } }` wins over the route's handle.
 */
export type RouteMetaData = { meta: RouteHandle }

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'title' in handle &&
    typeof handle.title === 'string'
  )
}

/** A loader's `meta`, else the route's handle (kept short: this module is in every first load). */
const metaOf = (match: UIMatch) =>
  [(match.loaderData as { meta?: unknown } | undefined)?.meta, match.handle].find(isRouteHandle)

/** Sets the document title and meta description from the deepest route that declares them. */
export function RouteMeta() {
  const matches = useMatches()
  const handle = matches.map(metaOf).findLast(Boolean)
  const title = handle ? `${handle.title} · ${APP_NAME}` : APP_NAME
  const description = handle?.description ?? m.defaultDescription

  useEffect(() => {
    document.title = title
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [title, description])

  return null
}
